import { useEffect, useState } from 'react';

/**
 * The clock for countdowns, read again every second while `ticking`. Read from the clock rather than
 * counted down, so a background tab whose timers were slowed still shows the true time left.
 */
export function useNow(ticking = true): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!ticking) return undefined;
    const timer = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(timer);
  }, [ticking]);
  return now;
}
