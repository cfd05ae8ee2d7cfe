/**
 * `engines` in package.json is a promise to whoever installs the portal: every installed package must
 * run on each Node version it admits. A package that needs a newer Node than we claim fails here,
 * not on an operator's machine.
 */
import { readFileSync } from 'node:fs';
import semver from 'semver';
import { describe, expect, it } from 'vitest';

interface LockEntry { version?: string; engines?: { node?: string } | string[] }

const manifest = JSON.parse(readFileSync('package.json', 'utf8')) as { engines: { node: string } };
const lock = JSON.parse(readFileSync('package-lock.json', 'utf8')) as { packages: Record<string, LockEntry> };

/** Packages whose declared Node range does not cover ours. */
function narrowerThan(range: string): string[] {
  return Object.entries(lock.packages).flatMap(([path, entry]) => {
    const node = Array.isArray(entry.engines) ? undefined : entry.engines?.node;
    if (!path || !node || !semver.validRange(node)) return [];
    return semver.subset(range, node) ? [] : [`${path.replace(/^.*node_modules\//, '')}@${entry.version} needs node ${node}`];
  });
}

describe('engines', () => {
  it('admits only Node releases every installed package supports', () => {
    expect(narrowerThan(manifest.engines.node)).toEqual([]);
  });

  it('names the LTS lines CI runs on (20 and 22)', () => {
    expect(semver.satisfies('20.20.2', manifest.engines.node)).toBe(true);
    expect(semver.satisfies('22.13.0', manifest.engines.node)).toBe(true);
    expect(semver.satisfies('20.19.0', manifest.engines.node)).toBe(false);
  });

  it('catches a package that needs a newer Node than we claim', () => {
    lock.packages['node_modules/needs-22'] = { version: '1.0.0', engines: { node: '>=22' } };
    try {
      expect(narrowerThan(manifest.engines.node)).toEqual(['needs-22@1.0.0 needs node >=22']);
    } finally {
      delete lock.packages['node_modules/needs-22'];
    }
  });
});
