/** The caller's shortcuts (src/shared/shortcuts.ts): read with useRecord at SHORTCUT_PATH, written here. Refusals (the limit) are toasted by the request layer. */
import { SHORTCUT_PATH, type Shortcut } from '../../../shared/shortcuts';
import { http } from '../../app/http';


export interface ShortcutList {
  list: Shortcut[];
  total: number;
  limit: number;
}

export const pinShortcut = (typeId: number): Promise<Shortcut> => http.post<Shortcut>(SHORTCUT_PATH, { type_id: typeId });

export const unpinShortcut = (id: number): Promise<null> => http.delete<null>(`${SHORTCUT_PATH}/${id}`);
