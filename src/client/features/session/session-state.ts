/** Who is logged in, once the guard has loaded it (SPEC.md §2: loaded once per session). */
import { atom } from 'jotai';
import type { UserInfo } from '../../../shared/api';
import { appStore } from '../../app/store';

export const userInfoAtom = atom<UserInfo | null>(null);

export const currentUser = (): UserInfo | null => appStore.get(userInfoAtom);

export const clearCurrentUser = (): void => appStore.set(userInfoAtom, null);
