import { describe, expect, it } from 'vitest';
import { loginPathFor, refreshTarget, safeRedirect } from '../../../src/client/routes/paths';

describe('shell paths', () => {
  it('keeps the requested path for after login', () => {
    expect(loginPathFor('/faq/index?x=1')).toBe('/login?redirect=%2Ffaq%2Findex%3Fx%3D1');
    expect(loginPathFor('/')).toBe('/login');
  });

  it('follows only same-site redirects, and lets the guard pick the first screen otherwise', () => {
    expect(safeRedirect('/invoice/list')).toBe('/invoice/list');
    for (const bad of [null, '', 'https://evil.example', '//evil.example', '/\\evil.example', '/login', '/login?redirect=/x']) {
      expect(safeRedirect(bad), String(bad)).toBe('/');
    }
  });

  it('reads the target of /redirect/<path>', () => {
    expect(refreshTarget('/redirect/faq/index', '?a=1')).toBe('/faq/index?a=1');
    expect(refreshTarget('/redirect')).toBe('/');
    expect(refreshTarget('/redirection')).toBeUndefined();
    expect(refreshTarget('/faq/index')).toBeUndefined();
  });
});
