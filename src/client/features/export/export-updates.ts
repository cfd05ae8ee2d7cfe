/**
 * Keeps the top bar's export indicator current (SPEC.md §3, §4): the running exports are read once
 * when the session starts, then each live frame 10101 adds, replaces or ends a task. A finished
 * export offers its file in a toast; a failed one says so.
 */
import { EXPORT_PROGRESS, type ExportProgress, type LiveMessage } from '../../../shared/live';
import type { ListData } from '../../../shared/api';
import type { LiveFrame } from '../../../runtime/live-stream';
import { http } from '../../app/http';
import { saveBlob } from '../../app/save-file';
import { appStore } from '../../app/store';
import { showError, toaster, TOAST_DURATION_MS } from '../../app/toaster';
import { translate } from '../../i18n/translate';
import { exportTasksAtom, finishExportAtom, reportExportAtom } from './export-state';

/** A finished export's toast stays longer than an error: the user has to reach its button. */
const READY_TOAST_MS = 4 * TOAST_DURATION_MS;

const isProgress = (data: unknown): data is ExportProgress =>
  typeof data === 'object' && data !== null && typeof (data as ExportProgress).id === 'number' && typeof (data as ExportProgress).low === 'number';

/** Saves the file under the export's name; the address needs the bearer token, so it is fetched. */
export async function downloadExport(url: string, name: string): Promise<void> {
  saveBlob(await http.file(url.replace(/^\/api\//, '')), `${name}.xlsx`);
}

export function applyExportFrame(frame: LiveFrame | LiveMessage): void {
  if (frame.code !== EXPORT_PROGRESS || !isProgress(frame.data)) return;
  const { id, name, low, url, failed } = frame.data;
  if (failed) {
    appStore.set(finishExportAtom, id);
    showError(translate('export.failed', { name }));
    return;
  }
  if (url) {
    appStore.set(finishExportAtom, id);
    toaster.create({
      type: 'success',
      title: translate('export.ready', { name }),
      duration: READY_TOAST_MS,
      closable: true,
      action: {
        label: translate('export.download'),
        onClick: () => {
          downloadExport(url, name).catch(() => {
            // The request layer showed why.
          });
        },
      },
    });
    return;
  }
  appStore.set(reportExportAtom, { id, name, low });
}

/** Exports still running from before this page was opened. */
export async function loadRunningExports(): Promise<void> {
  try {
    const { list } = await http.get<ListData<ExportProgress>>('v4/export/tasks', undefined, { quiet: true });
    for (const task of list) appStore.set(reportExportAtom, { id: task.id, name: task.name, low: task.low });
  } catch (error) {
    // Only the indicator misses them; the live frames fill it in as the exports progress.
    console.warn('[export] running exports could not be loaded', error);
  }
}

export const clearExports = (): void => appStore.set(exportTasksAtom, []);
