/** Whether the window is below the portal's layout breakpoint (src/shared/breakpoint.ts), kept current. */
import { useSyncExternalStore } from 'react';
import { NARROW_QUERY } from '../../shared/breakpoint';

const query = (): MediaQueryList | undefined => (typeof window !== 'undefined' && typeof window.matchMedia === 'function' ? window.matchMedia(NARROW_QUERY) : undefined);

function subscribe(onChange: () => void): () => void {
  const list = query();
  list?.addEventListener('change', onChange);
  return () => list?.removeEventListener('change', onChange);
}

export const useNarrow = (): boolean => useSyncExternalStore(subscribe, () => query()?.matches ?? false, () => false);
