import { useCallback, useEffect, useRef, useState } from 'react';
import type { Notice, NoticeKind } from '../../../shared/api';
import { isCancelled } from '../../../runtime/http';
import { fetchNotices } from './notice-api';

export type NoticesState =
  | { status: 'loading' }
  | { status: 'failed' }
  | { status: 'ready'; list: Notice[]; total: number; page: number; more: 'idle' | 'loading' };

type Owned = NoticesState & { kind: NoticeKind };

/**
 * The notices of one kind, page by page ("load more" appends). Both notice routes render the same
 * page component, so the state remembers its kind: another kind's list is never shown as this one's.
 */
export function useNotices(kind: NoticeKind) {
  const [owned, setOwned] = useState<Owned>({ status: 'loading', kind });
  const controller = useRef<AbortController | null>(null);

  const load = useCallback((page: number, previous: Notice[] = []) => {
    controller.current?.abort();
    const current = new AbortController();
    controller.current = current;
    fetchNotices(kind, page, current.signal).then(
      ({ list, total }) => setOwned({ status: 'ready', kind, list: [...previous, ...list], total, page, more: 'idle' }),
      (error: unknown) => {
        if (isCancelled(error)) return;
        // A failed "load more" keeps what is on screen; the request layer said why.
        setOwned((state) => (page > 1 && state.status === 'ready' ? { ...state, more: 'idle' } : { status: 'failed', kind }));
      },
    );
  }, [kind]);

  useEffect(() => {
    load(1);
    return () => controller.current?.abort();
  }, [load]);

  const state: NoticesState = owned.kind === kind ? owned : { status: 'loading' };

  const retry = () => {
    setOwned({ status: 'loading', kind });
    load(1);
  };

  const loadMore = () => {
    if (owned.status !== 'ready' || owned.kind !== kind || owned.more === 'loading') return;
    setOwned({ ...owned, more: 'loading' });
    load(owned.page + 1, owned.list);
  };

  return { state, retry, loadMore };
}
