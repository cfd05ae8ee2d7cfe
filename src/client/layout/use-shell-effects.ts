import { useAtomValue, useSetAtom } from 'jotai';
import { useEffect, useRef } from 'react';
import { useLocation, useMatches } from 'react-router-dom';
import { watchDevice } from '../../runtime/layout-metrics';
import { normalizePath } from '../../runtime/route-lookup';
import { addTag } from '../../runtime/tags-view';
import { deviceAtom, mobileSidebarOpenAtom, setDeviceAtom } from '../features/shell/shell-state';
import { tagsAtom } from '../features/tags-view/tags-state';
import { titleAt } from '../../shared/route-meta';
import { isRouteHandle } from '../routes/route-meta';

/** Desktop or mobile follows the window across the 992 px breakpoint (SPEC.md §2, §9). */
export function useDeviceWatch(): void {
  const setDevice = useSetAtom(setDeviceAtom);
  useEffect(() => watchDevice(setDevice), [setDevice]);
}

/**
 * What every navigation does to the shell: the page joins the tags view, and in mobile mode the
 * sidebar closes (SPEC.md §2).
 */
export function useNavigationEffects(): void {
  const { pathname, search, hash } = useLocation();
  const meta = useMatches().map((match) => match.handle).filter(isRouteHandle).at(-1)?.meta;
  const device = useAtomValue(deviceAtom);
  const setMobileOpen = useSetAtom(mobileSidebarOpenAtom);
  const setTags = useSetAtom(tagsAtom);
  const title = meta ? titleAt(meta, search) : undefined;
  const affix = Boolean(meta?.affix);

  // Only a navigation closes the drawer: not the device changing, not the drawer opening.
  const seenPath = useRef(pathname);
  useEffect(() => {
    if (seenPath.current === pathname) return;
    seenPath.current = pathname;
    if (device === 'mobile') setMobileOpen(false);
  }, [pathname, device, setMobileOpen]);

  // The tab keeps the whole address: going back to a detail page through it must bring its `?id=`.
  useEffect(() => {
    if (!title) return;
    const path = normalizePath(pathname);
    setTags((tags) => addTag(tags, { path, to: `${path}${search}${hash}`, title, affix }));
  }, [pathname, search, hash, title, affix, setTags]);
}

/** The mobile drawer closes on Escape, as any overlay does. */
export function useEscapeClosesDrawer(): void {
  const open = useAtomValue(mobileSidebarOpenAtom);
  const setOpen = useSetAtom(mobileSidebarOpenAtom);
  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent): void => {
      if (event.key === 'Escape') setOpen(false);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [open, setOpen]);
}
