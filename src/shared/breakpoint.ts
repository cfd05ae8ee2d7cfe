/**
 * The one width at which the portal changes layout (SPEC.md §2, §9): below it the shell's sidebar
 * overlays and list rows become cards. Chakra's `lg` breakpoint (62em) is the same width.
 */
export const MOBILE_BREAKPOINT_PX = 992;

/** The media query that holds below the breakpoint. */
export const NARROW_QUERY = `(max-width: ${MOBILE_BREAKPOINT_PX - 0.02}px)`;
