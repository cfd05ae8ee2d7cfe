/**
 * Exports running on the server, as the top bar's progress indicator shows them (SPEC.md §3, §4):
 * a task is added or replaced by id as its progress arrives and removed once it completes.
 */
export interface ExportTask {
  id: string | number;
  name: string;
  /** Progress in percent, 0–100. */
  low: number;
}

const clampPercent = (value: number): number => (Number.isFinite(value) ? Math.min(100, Math.max(0, value)) : 0);

export function upsertExportTask(tasks: readonly ExportTask[], task: ExportTask): ExportTask[] {
  const next = { ...task, low: clampPercent(task.low) };
  const index = tasks.findIndex((existing) => existing.id === task.id);
  if (index === -1) return [...tasks, next];
  return tasks.map((existing, i) => (i === index ? next : existing));
}

export const completeExportTask = (tasks: readonly ExportTask[], id: ExportTask['id']): ExportTask[] =>
  tasks.filter((task) => task.id !== id);
