import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../../src/server/config';

describe('configuration', () => {
  it('has the documented defaults', () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'portal-config-'));
    const config = loadConfig({ DATA_DIR: dataDir });
    expect(config).toMatchObject({ port: 8080, host: '0.0.0.0', databaseUrl: '', tokenTtl: 28800, bodyLimit: 1048576, seedDemo: true, logLevel: 'info' });
    // The generated secret is kept, so a restart keeps sessions.
    expect(config.jwtSecret).toBe(readFileSync(join(dataDir, 'jwt-secret'), 'utf8'));
    expect(loadConfig({ DATA_DIR: dataDir }).jwtSecret).toBe(config.jwtSecret);
  });

  it('reads the environment', () => {
    const config = loadConfig({ DATA_DIR: '/tmp', PORT: '9000', JWT_SECRET: 's', SEED_DEMO: '0', DATABASE_URL: 'postgres://x/y', TOKEN_TTL: '60' });
    expect(config).toMatchObject({ port: 9000, jwtSecret: 's', seedDemo: false, databaseUrl: 'postgres://x/y', tokenTtl: 60 });
  });

  it('takes the public origin from PUBLIC_URL, by default http://localhost:PORT', () => {
    const env = { DATA_DIR: '/tmp', JWT_SECRET: 's' };
    expect(loadConfig(env).publicUrl).toBe('http://localhost:8080');
    expect(loadConfig({ ...env, PORT: '9000' }).publicUrl).toBe('http://localhost:9000');
    expect(loadConfig({ ...env, PUBLIC_URL: 'https://Expo.Example.com/' }).publicUrl).toBe('https://expo.example.com');
    expect(() => loadConfig({ ...env, PUBLIC_URL: 'expo.example.com' })).toThrow('PUBLIC_URL must be an http(s) address');
    expect(() => loadConfig({ ...env, PUBLIC_URL: 'ftp://expo.example.com' })).toThrow('PUBLIC_URL must be an http(s) address');
    expect(() => loadConfig({ ...env, PUBLIC_URL: 'https://expo.example.com/portal' })).toThrow('PUBLIC_URL is an origin only');
  });

  it('keeps the show on EXPO_TIMEZONE, by default Asia/Shanghai, and refuses an unknown zone', () => {
    const env = { DATA_DIR: '/tmp', JWT_SECRET: 's' };
    expect(loadConfig(env).timeZone).toBe('Asia/Shanghai');
    expect(loadConfig({ ...env, EXPO_TIMEZONE: 'Europe/Berlin' }).timeZone).toBe('Europe/Berlin');
    expect(() => loadConfig({ ...env, EXPO_TIMEZONE: 'Shanghai' })).toThrow('EXPO_TIMEZONE must be an IANA time zone');
  });

  it('trusts no proxy unless TRUST_PROXY says which', () => {
    const env = { DATA_DIR: '/tmp', JWT_SECRET: 's' };
    expect(loadConfig(env).trustProxy).toBe(false);
    expect(loadConfig({ ...env, TRUST_PROXY: '0' }).trustProxy).toBe(false);
    expect(loadConfig({ ...env, TRUST_PROXY: 'true' }).trustProxy).toBe(true);
    expect(loadConfig({ ...env, TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(loadConfig({ ...env, TRUST_PROXY: '10.0.0.1, 172.16.0.0/12' }).trustProxy).toEqual(['10.0.0.1', '172.16.0.0/12']);
  });

  it('ignores a malformed number', () => {
    expect(loadConfig({ DATA_DIR: '/tmp', JWT_SECRET: 's', PORT: 'eighty' }).port).toBe(8080);
  });
});
