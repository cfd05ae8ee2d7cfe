/** The caller's shortcuts (src/shared/shortcuts.ts). Refusals (the limit) are toasted by the request layer. */
import type { Shortcut } from '../../../shared/shortcuts';
import { http } from '../../app/http';

/** Read with useRecord (the list), written by the calls below. */
export const SHORTCUT_ENDPOINT = 'v4/expo/shortcut';

export interface ShortcutList {
  list: Shortcut[];
  total: number;
  limit: number;
}

export const pinShortcut = (typeId: number): Promise<Shortcut> => http.post<Shortcut>(SHORTCUT_ENDPOINT, { type_id: typeId });

export const unpinShortcut = (id: number): Promise<null> => http.delete<null>(`${SHORTCUT_ENDPOINT}/${id}`);
