/** Measures of the shell that the spec fixes (SPEC.md §2, §9). */
import { MOBILE_BREAKPOINT_PX, NARROW_QUERY } from '../shared/breakpoint';

/** Below this width the shell is in mobile mode: the sidebar overlays and closes on navigation. */
export { MOBILE_BREAKPOINT_PX };

export type Device = 'desktop' | 'mobile';

export const deviceForWidth = (width: number): Device => (width < MOBILE_BREAKPOINT_PX ? 'mobile' : 'desktop');

/**
 * 220 px in every language (SPEC.md §9 gives 220 px as one reading): the content does not move when
 * the language changes; a long English entry is cut with an ellipsis and named in full by its title.
 */
export const SIDEBAR_WIDTH_PX = 220;
/** A closed sidebar on a desktop keeps a strip of icons. */
export const SIDEBAR_COLLAPSED_PX = 64;

/** Calls back with the device now and whenever the window crosses the breakpoint. */
export function watchDevice(onChange: (device: Device) => void, win: Pick<Window, 'matchMedia'> = window): () => void {
  const query = win.matchMedia(NARROW_QUERY);
  const report = (): void => onChange(query.matches ? 'mobile' : 'desktop');
  report();
  query.addEventListener('change', report);
  return () => query.removeEventListener('change', report);
}
