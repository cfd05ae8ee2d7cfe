import { describe, expect, it } from 'vitest';
import { deviceForWidth, MOBILE_BREAKPOINT_PX, SIDEBAR_WIDTH_PX, watchDevice, type Device } from '../../../src/runtime/layout-metrics';

describe('layout metrics (SPEC.md §2, §9)', () => {
  it('mobile below 992 px', () => {
    expect(MOBILE_BREAKPOINT_PX).toBe(992);
    expect(deviceForWidth(991)).toBe('mobile');
    expect(deviceForWidth(992)).toBe('desktop');
    expect(deviceForWidth(390)).toBe('mobile');
  });

  it('sidebar 220 px in every language', () => {
    expect(SIDEBAR_WIDTH_PX).toBe(220);
  });

  it('watchDevice reports now and on every crossing, until stopped', () => {
    let listener: (() => void) | undefined;
    const query = { matches: false, addEventListener: (_: string, l: () => void) => { listener = l; }, removeEventListener: () => { listener = undefined; } };
    const seen: Device[] = [];
    let asked = '';
    const stop = watchDevice((device) => seen.push(device), { matchMedia: (q: string) => { asked = q; return query as unknown as MediaQueryList; } });
    query.matches = true;
    listener?.();
    stop();
    expect(asked).toBe('(max-width: 991.98px)');
    expect(seen).toEqual(['desktop', 'mobile']);
    expect(listener).toBeUndefined();
  });
});
