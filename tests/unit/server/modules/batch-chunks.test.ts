/** How a batch is cut into chunks: each chunk is one live progress step on the batch's page. */
import { describe, expect, it } from 'vitest';
import { BATCH_CHUNK, chunkFor } from '../../../../src/server/modules/tickets/batch-job';

const steps = (total: number): number => Math.ceil(total / chunkFor(total));

describe('chunkFor', () => {
  it('cuts a batch into ten steps, so a short batch still shows its rows arriving', () => {
    expect([201, 208, 2000, 9999].map(steps)).toEqual([10, 10, 10, 10]);
    expect(chunkFor(2000)).toBe(200);
  });

  it('never takes fewer than 20 rows a chunk: 199, 200 and 201 rows', () => {
    expect([1, 199, 200].map(chunkFor)).toEqual([20, 20, 20]);
    expect(chunkFor(201)).toBe(21);
    expect(steps(5)).toBe(1);
  });

  it('keeps the large chunks of a big batch: 9,999, 10,000 and 10,001 rows', () => {
    expect([9999, 10000, 10001, 100000].map(chunkFor)).toEqual([1000, BATCH_CHUNK, BATCH_CHUNK, BATCH_CHUNK]);
    expect(steps(10001)).toBe(11);
  });
});
