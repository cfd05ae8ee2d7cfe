/**
 * The export feature's public face (the only file another feature imports): the running exports,
 * loaded and cleared with the session, moved on by the live stream, and reported by a list that
 * starts one (useStartExport).
 */
export { applyExportFrame, clearExports, loadRunningExports } from './export-updates';
export { reportExportAtom } from './export-state';
export { useStartExport } from './use-start-export';
