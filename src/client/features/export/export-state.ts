/**
 * Exports in progress, for the top bar's indicator (SPEC.md §3, §4). Screens that start an export
 * report its progress with `reportExportAtom` and its end with `finishExportAtom`.
 */
import { atom } from 'jotai';
import { completeExportTask, upsertExportTask, type ExportTask } from '../../../runtime/export-tasks';

export const exportTasksAtom = atom<ExportTask[]>([]);

export const reportExportAtom = atom(null, (get, set, task: ExportTask) => set(exportTasksAtom, upsertExportTask(get(exportTasksAtom), task)));

export const finishExportAtom = atom(null, (get, set, id: ExportTask['id']) => set(exportTasksAtom, completeExportTask(get(exportTasksAtom), id)));
