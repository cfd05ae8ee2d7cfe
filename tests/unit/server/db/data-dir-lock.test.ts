import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DataDirBusyError, lockDataDir } from '../../../../src/server/db/data-dir-lock';

const freshDir = () => mkdtempSync(join(tmpdir(), 'portal-lock-'));

describe('data folder lock', () => {
  it('takes the lock, refuses a live owner, and releases', () => {
    const dir = freshDir();
    const release = lockDataDir(dir);
    expect(readFileSync(join(dir, 'portal.lock'), 'utf8')).toBe(String(process.pid));
    // Pretend a second process (our parent, certainly alive) holds it.
    writeFileSync(join(dir, 'portal.lock'), String(process.ppid));
    expect(() => lockDataDir(dir)).toThrow(DataDirBusyError);
    release();
    expect(existsSync(join(dir, 'portal.lock'))).toBe(false);
  });

  it('takes over a lock left by a process that has ended', () => {
    const dir = freshDir();
    const ended = spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))']).stdout.toString();
    writeFileSync(join(dir, 'portal.lock'), ended);
    const release = lockDataDir(dir);
    expect(readFileSync(join(dir, 'portal.lock'), 'utf8')).toBe(String(process.pid));
    release();
  });
});
