/** One exhibit materials filing, reloaded when the organiser decides on it. */
import { useReviewedRecord } from '../review/use-reviewed-record';
import { fetchReport } from './report-api';

/** id undefined: a new filing (record null). */
export const useReport = (id: number | undefined) => useReviewedRecord('report', id, fetchReport);
