/**
 * The settings drawer's choices (SPEC.md §2, §9): theme colour (8 presets), tags view (off), fixed
 * header (off), sidebar logo (on). Kept in localStorage across reloads; language, size and the
 * sidebar's state have their own cookies (cookies.ts).
 */
export const THEME_PRESETS = ['#177ddc', '#409eff', '#2f54eb', '#6959cd', '#0e7c86', '#1f8a5b', '#c41d7f', '#d4380d'] as const;

/** SPEC.md §9 gives #177ddc as the theme colour. */
export const DEFAULT_THEME = '#177ddc';

export interface ShellSettings {
  theme: string;
  tagsView: boolean;
  fixedHeader: boolean;
  sidebarLogo: boolean;
}

export const DEFAULT_SETTINGS: ShellSettings = { theme: DEFAULT_THEME, tagsView: false, fixedHeader: false, sidebarLogo: true };

export const SETTINGS_KEY = 'shell-settings';

const isHexColour = (value: unknown): value is string => typeof value === 'string' && /^#[0-9a-f]{6}$/i.test(value);

/** Whatever is stored (an older format, a hand edit, nothing): every field falls back on its own. */
export function parseSettings(raw: string | null | undefined): ShellSettings {
  if (!raw) return { ...DEFAULT_SETTINGS };
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return { ...DEFAULT_SETTINGS };
  }
  const stored = typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};
  const flag = (key: 'tagsView' | 'fixedHeader' | 'sidebarLogo'): boolean =>
    typeof stored[key] === 'boolean' ? stored[key] : DEFAULT_SETTINGS[key];
  return {
    theme: isHexColour(stored.theme) ? stored.theme.toLowerCase() : DEFAULT_SETTINGS.theme,
    tagsView: flag('tagsView'),
    fixedHeader: flag('fixedHeader'),
    sidebarLogo: flag('sidebarLogo'),
  };
}

type Store = Pick<Storage, 'getItem' | 'setItem'>;

const browserStorage = (): Store | undefined => {
  try {
    return globalThis.localStorage;
  } catch {
    // Disabled storage throws on access; settings then last for the visit only.
    return undefined;
  }
};

export function loadSettings(storage: Store | undefined = browserStorage()): ShellSettings {
  try {
    return parseSettings(storage?.getItem(SETTINGS_KEY));
  } catch {
    return { ...DEFAULT_SETTINGS };
  }
}

export function saveSettings(settings: ShellSettings, storage: Store | undefined = browserStorage()): void {
  try {
    storage?.setItem(SETTINGS_KEY, JSON.stringify(settings));
  } catch {
    // Quota or privacy mode: the choice still applies until the page is closed.
  }
}
