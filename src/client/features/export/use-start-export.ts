/**
 * A list's export button: starts the server's export task with the list's query, shows it in the top
 * bar's indicator, and says while it is being started. A refusal is shown by the request layer.
 */
import { useCallback, useState } from 'react';
import { useSetAtom } from 'jotai';
import type { ExportTask } from '../../../runtime/export-tasks';
import { reportExportAtom } from './export-state';

export function useStartExport(start: () => Promise<ExportTask>): { exporting: boolean; startExport: () => void } {
  const reportExport = useSetAtom(reportExportAtom);
  const [exporting, setExporting] = useState(false);
  const startExport = useCallback(() => {
    setExporting(true);
    start().then(reportExport, () => undefined).finally(() => setExporting(false));
  }, [start, reportExport]);
  return { exporting, startExport };
}
