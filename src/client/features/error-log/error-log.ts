/**
 * The development error log (SPEC.md §2): one collector for the page, installed by main.tsx in
 * development builds only; the top bar's dialog reads it.
 */
import { captureErrors, createErrorLog } from '../../../runtime/error-log';

export const errorLog = createErrorLog();

export const installErrorLog = (): (() => void) => captureErrors(errorLog, window, () => window.location.href);
