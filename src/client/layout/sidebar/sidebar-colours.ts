/** The sidebar is dark whatever the theme colour; the active entry takes the theme colour. */
export const SIDEBAR_BG = '#1f2a37';
export const SIDEBAR_SUBMENU_BG = '#18212c';
export const SIDEBAR_HOVER_BG = 'whiteAlpha.100';
