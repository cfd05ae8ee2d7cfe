import { describe, expect, it } from 'vitest';
import { completeExportTask, upsertExportTask } from '../../../src/runtime/export-tasks';

describe('export tasks (SPEC.md §4: added or replaced by id, removed on completion)', () => {
  it('adds a new task at the end', () => {
    expect(upsertExportTask([{ id: 1, name: 'a', low: 10 }], { id: 2, name: 'b', low: 0 })).toEqual([
      { id: 1, name: 'a', low: 10 },
      { id: 2, name: 'b', low: 0 },
    ]);
  });

  it('replaces a task with the same id in place', () => {
    const tasks = [{ id: 1, name: 'a', low: 10 }, { id: 2, name: 'b', low: 0 }];
    expect(upsertExportTask(tasks, { id: 1, name: 'a', low: 60 })).toEqual([{ id: 1, name: 'a', low: 60 }, { id: 2, name: 'b', low: 0 }]);
    expect(tasks[0]?.low).toBe(10);
  });

  it('keeps progress within 0–100', () => {
    expect(upsertExportTask([], { id: 'x', name: 'x', low: 140 })[0]?.low).toBe(100);
    expect(upsertExportTask([], { id: 'x', name: 'x', low: -3 })[0]?.low).toBe(0);
    expect(upsertExportTask([], { id: 'x', name: 'x', low: Number.NaN })[0]?.low).toBe(0);
  });

  it('removes a completed task', () => {
    expect(completeExportTask([{ id: 1, name: 'a', low: 100 }, { id: 2, name: 'b', low: 5 }], 1)).toEqual([{ id: 2, name: 'b', low: 5 }]);
  });
});
