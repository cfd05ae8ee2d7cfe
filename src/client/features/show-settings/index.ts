/** The show's settings as the console changes them: its public face for pages. */
export { useShowSettings } from './show-settings-api';
export { SettingCard } from './SettingCard';
export { SETTING_SECTIONS } from './setting-screens';
