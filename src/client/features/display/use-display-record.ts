/** One display item, reloaded when the organiser decides on it (the screen is its kind). */
import { useCallback } from 'react';
import { useReviewedRecord } from '../review/use-reviewed-record';
import { fetchDisplayRecord, type DisplayKind } from './display-api';

/** id undefined: a new item (record null). */
export function useDisplayRecord(kind: DisplayKind, id: number | undefined) {
  const fetch = useCallback((recordId: number) => fetchDisplayRecord(kind, recordId), [kind]);
  return useReviewedRecord(kind, id, fetch);
}
