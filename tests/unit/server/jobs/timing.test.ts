/** The production job timing keeps the promise of ARCHITECTURE.md: a dead worker's job moves on within 10 s. */
import { describe, expect, it } from 'vitest';
import { JOB_TIMING } from '../../../../src/server/jobs/runner';

describe('job timing defaults', () => {
  it('a job whose worker died is claimed within 10 s: its lease runs out, then the next poll takes it', () => {
    expect(JOB_TIMING.leaseMs + JOB_TIMING.pollMs).toBeLessThanOrEqual(10_000);
  });

  it('a live worker renews at least three times per lease, so one or two late beats lose nothing', () => {
    expect(JOB_TIMING.renewMs * 3).toBeLessThan(JOB_TIMING.leaseMs);
    expect(JOB_TIMING.renewMs).toBeGreaterThan(0);
  });
});
