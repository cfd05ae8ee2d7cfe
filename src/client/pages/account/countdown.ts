/** Whole seconds left until `until` (ms), never below 0; a started second counts as a whole one. */
export const secondsLeft = (until: number, now: number): number => Math.max(0, Math.ceil((until - now) / 1000));

/** When a countdown of `seconds` started at `now` ends (ms); 0 seconds is no countdown at all. */
export const countdownEnd = (seconds: number, now: number): number => (seconds > 0 ? now + seconds * 1000 : 0);
