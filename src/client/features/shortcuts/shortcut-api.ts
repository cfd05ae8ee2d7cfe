/** The caller's shortcuts (src/shared/shortcuts.ts). Refusals (the limit) are toasted by the request layer. */
import type { Shortcut } from '../../../shared/shortcuts';
import { http } from '../../app/http';

const ENDPOINT = 'v4/expo/shortcut';

export interface ShortcutList {
  list: Shortcut[];
  total: number;
  limit: number;
}

export const fetchShortcuts = (signal?: AbortSignal): Promise<ShortcutList> =>
  http.get<ShortcutList>(ENDPOINT, undefined, signal ? { signal } : undefined);

export const pinShortcut = (typeId: number): Promise<Shortcut> => http.post<Shortcut>(ENDPOINT, { type_id: typeId });

export const unpinShortcut = (id: number): Promise<null> => http.delete<null>(`${ENDPOINT}/${id}`);
