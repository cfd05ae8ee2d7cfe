/**
 * State of the frame around the screens (SPEC.md §2, §4, §9): settings drawer choices (kept in
 * localStorage), the sidebar (its desktop state in the sidebarStatus cookie, its mobile drawer
 * transient) and the device, desktop or mobile.
 */
import { atom } from 'jotai';
import { getSidebarOpened, getSize, setSidebarOpened, setSize, SIZE_ROOT_PX, type Size } from '../../../runtime/cookies';
import { deviceForWidth, type Device } from '../../../runtime/layout-metrics';
import { loadSettings, saveSettings, type ShellSettings } from '../../../runtime/shell-settings';
import { applyThemeColour } from './theme-colour';

export const settingsAtom = atom<ShellSettings>(loadSettings());

export const updateSettingsAtom = atom(null, (get, set, change: Partial<ShellSettings>) => {
  const next = { ...get(settingsAtom), ...change };
  set(settingsAtom, next);
  saveSettings(next);
  applyThemeColour(next.theme);
});

/** The size setting (SPEC.md §2, §9: cookie `size`, default medium), applied to the page at once. */
export const sizeAtom = atom<Size>(getSize());

export function applySize(size: Size): void {
  document.documentElement.style.fontSize = `${SIZE_ROOT_PX[size]}px`;
  document.documentElement.dataset.size = size;
}

export const changeSizeAtom = atom(null, (_get, set, size: Size) => {
  set(sizeAtom, size);
  setSize(size);
  applySize(size);
});

export const deviceAtom = atom<Device>(typeof window === 'undefined' ? 'desktop' : deviceForWidth(window.innerWidth));

/** Desktop: open (full width) or closed (icons only); saved as 1/0 when the user toggles it. */
export const sidebarOpenedAtom = atom(getSidebarOpened());

/** Mobile: the overlay drawer; closed on every navigation and whenever the device changes. */
export const mobileSidebarOpenAtom = atom(false);

export const toggleSidebarAtom = atom(null, (get, set) => {
  if (get(deviceAtom) === 'mobile') {
    set(mobileSidebarOpenAtom, !get(mobileSidebarOpenAtom));
    return;
  }
  const opened = !get(sidebarOpenedAtom);
  set(sidebarOpenedAtom, opened);
  setSidebarOpened(opened);
});

export const setDeviceAtom = atom(null, (get, set, device: Device) => {
  if (get(deviceAtom) === device) return;
  set(deviceAtom, device);
  set(mobileSidebarOpenAtom, false);
});
