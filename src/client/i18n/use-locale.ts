import { useAtomValue, useSetAtom } from 'jotai';
import { changeLocaleAtom, localeAtom } from './locale-state';

/** The active language and the way to change it, for components. */
export function useLocale() {
  return { locale: useAtomValue(localeAtom), changeLocale: useSetAtom(changeLocaleAtom) };
}
