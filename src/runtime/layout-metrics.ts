/** Measures of the shell that the spec fixes (SPEC.md §2, §9). */
import { MOBILE_BREAKPOINT_PX, NARROW_QUERY } from '../shared/breakpoint';
import type { Locale } from '../shared/locale';

/** Below this width the shell is in mobile mode: the sidebar overlays and closes on navigation. */
export { MOBILE_BREAKPOINT_PX };

export type Device = 'desktop' | 'mobile';

export const deviceForWidth = (width: number): Device => (width < MOBILE_BREAKPOINT_PX ? 'mobile' : 'desktop');

/** English labels are longer: 300 px; 220 px otherwise (the reading of SPEC.md §9 we follow). */
export const SIDEBAR_WIDTH_EN_PX = 300;
export const SIDEBAR_WIDTH_PX = 220;
/** A closed sidebar on a desktop keeps a strip of icons. */
export const SIDEBAR_COLLAPSED_PX = 64;

export const sidebarWidthFor = (locale: Locale): number => (locale === 'en' ? SIDEBAR_WIDTH_EN_PX : SIDEBAR_WIDTH_PX);

/** Calls back with the device now and whenever the window crosses the breakpoint. */
export function watchDevice(onChange: (device: Device) => void, win: Pick<Window, 'matchMedia'> = window): () => void {
  const query = win.matchMedia(NARROW_QUERY);
  const report = (): void => onChange(query.matches ? 'mobile' : 'desktop');
  report();
  query.addEventListener('change', report);
  return () => query.removeEventListener('change', report);
}
