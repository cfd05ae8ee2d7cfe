/** The four kinds of display material, one descriptor each in schemas/<kind>.json (SPEC.md §1). */
export const DISPLAY_KINDS = ['product', 'merch', 'project', 'activity'] as const;
export type DisplayKind = (typeof DISPLAY_KINDS)[number];
