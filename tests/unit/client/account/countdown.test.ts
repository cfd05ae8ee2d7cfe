import { describe, expect, it } from 'vitest';
import { countdownEnd, secondsLeft } from '../../../../src/client/pages/account/countdown';

describe('the send-code countdown', () => {
  it('counts whole seconds, a started second as a whole one', () => {
    const end = countdownEnd(60, 1_000);
    expect(end).toBe(61_000);
    expect(secondsLeft(end, 1_000)).toBe(60);
    expect(secondsLeft(end, 1_001)).toBe(60);
    expect(secondsLeft(end, 2_000)).toBe(59);
    expect(secondsLeft(end, 60_999)).toBe(1);
    expect(secondsLeft(end, 61_000)).toBe(0);
  });

  it('never goes below zero, and a retry_after of 0 starts no countdown', () => {
    expect(secondsLeft(61_000, 200_000)).toBe(0);
    expect(countdownEnd(0, 5_000)).toBe(0);
    expect(secondsLeft(countdownEnd(0, 5_000), 5_000)).toBe(0);
  });
});
