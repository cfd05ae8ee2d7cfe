/** The open tabs of the tags view (SPEC.md §2); the runtime's pure functions do the deciding. */
import { atom } from 'jotai';
import type { TagView } from '../../../runtime/tags-view';

export const tagsAtom = atom<TagView[]>([]);
