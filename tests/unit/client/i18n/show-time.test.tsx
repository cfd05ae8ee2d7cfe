// @vitest-environment jsdom
/** The page's times: the shared formatter on the zone the app read from /v4/expo/config, in the active language. */
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { Provider } from 'jotai';
import { appStore } from '../../../../src/client/app/store';
import { showTimeZoneAtom, timeText, useShowTime } from '../../../../src/client/i18n/show-time';

/** 2026-07-31T16:30Z: half past midnight of 1 August in Shanghai. */
const NEAR_MIDNIGHT = Date.parse('2026-07-31T16:30:00Z') / 1000;
const originalTz = process.env.TZ;

afterEach(() => {
  cleanup();
  appStore.set(showTimeZoneAtom, 'Asia/Shanghai');
  process.env.TZ = originalTz;
});

function Shown({ seconds }: { seconds: number }) {
  const showTime = useShowTime();
  return <p data-testid="shown">{showTime.date(seconds)} | {showTime.dateTime(seconds)}</p>;
}

describe('times on the page', () => {
  it('are written on the show clock, labelled for a viewer elsewhere, and — when there is none', () => {
    process.env.TZ = 'Europe/Berlin';
    expect(timeText(NEAR_MIDNIGHT, 'zh')).toBe('2026-08-01 00:30 (UTC+8)');
    expect(timeText(NEAR_MIDNIGHT, 'en')).toBe('1 Aug 2026, 00:30 (UTC+8)');
    expect(timeText(null, 'zh')).toBe('—');
    process.env.TZ = 'Asia/Shanghai';
    expect(timeText(NEAR_MIDNIGHT, 'zh')).toBe('2026-08-01 00:30');
  });

  it('follow the zone the server names', () => {
    process.env.TZ = 'Asia/Shanghai';
    appStore.set(showTimeZoneAtom, 'Europe/London');
    expect(timeText(NEAR_MIDNIGHT, 'zh')).toBe('2026-07-31 17:30 (UTC+1)');
  });

  it('useShowTime renders on the zone of the app store, again when it changes', async () => {
    process.env.TZ = 'Asia/Shanghai';
    render(<Provider store={appStore}><Shown seconds={NEAR_MIDNIGHT} /></Provider>);
    expect(screen.getByTestId('shown').textContent).toMatch(/^(2026-08-01|1 Aug 2026) \| (2026-08-01 00:30|1 Aug 2026, 00:30)$/);
    appStore.set(showTimeZoneAtom, 'Europe/London');
    await screen.findByText(/(2026-07-31|31 Jul 2026).*17:30 \(UTC\+1\)/);
  });
});
