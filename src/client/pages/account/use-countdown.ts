import { useEffect, useState } from 'react';
import { countdownEnd, secondsLeft } from './countdown';

/**
 * A countdown in whole seconds. Computed from the clock on every tick rather than decremented, so a
 * background tab whose timers the browser slowed down still shows the true time left.
 */
export function useCountdown(): { left: number; start: (seconds: number) => void } {
  const [until, setUntil] = useState(0);
  const [now, setNow] = useState(() => Date.now());

  useEffect(() => {
    if (until === 0) return undefined;
    const timer = window.setInterval(() => {
      const current = Date.now();
      setNow(current);
      if (secondsLeft(until, current) === 0) {
        window.clearInterval(timer);
        setUntil(0);
      }
    }, 250);
    return () => window.clearInterval(timer);
  }, [until]);

  return {
    left: until === 0 ? 0 : secondsLeft(until, now),
    start: (seconds: number) => {
      const current = Date.now();
      setNow(current);
      setUntil(countdownEnd(seconds, current));
    },
  };
}
