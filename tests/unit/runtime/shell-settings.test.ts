/** The settings drawer's defaults and storage (SPEC.md §2, §9). */
import { describe, expect, it } from 'vitest';
import { DEFAULT_SETTINGS, DEFAULT_THEME, loadSettings, parseSettings, saveSettings, SETTINGS_KEY, THEME_PRESETS } from '../../../src/runtime/shell-settings';

const memory = () => {
  const data = new Map<string, string>();
  return { getItem: (key: string) => data.get(key) ?? null, setItem: (key: string, value: string) => void data.set(key, value), data };
};

describe('shell settings', () => {
  it('default: theme #177ddc, tags view off, fixed header off, sidebar logo on', () => {
    expect(DEFAULT_SETTINGS).toEqual({ theme: '#177ddc', tagsView: false, fixedHeader: false, sidebarLogo: true });
  });

  it('offers 8 distinct presets including both colours the spec names', () => {
    expect(THEME_PRESETS).toHaveLength(8);
    expect(new Set(THEME_PRESETS).size).toBe(8);
    expect(THEME_PRESETS).toContain(DEFAULT_THEME);
    expect(THEME_PRESETS).toContain('#409eff');
  });

  it('survives a reload through storage', () => {
    const storage = memory();
    saveSettings({ theme: '#6959cd', tagsView: true, fixedHeader: true, sidebarLogo: false }, storage);
    expect(storage.data.has(SETTINGS_KEY)).toBe(true);
    expect(loadSettings(storage)).toEqual({ theme: '#6959cd', tagsView: true, fixedHeader: true, sidebarLogo: false });
  });

  it('falls back field by field on anything odd', () => {
    expect(parseSettings(null)).toEqual(DEFAULT_SETTINGS);
    expect(parseSettings('not json')).toEqual(DEFAULT_SETTINGS);
    expect(parseSettings('[1]')).toEqual(DEFAULT_SETTINGS);
    expect(parseSettings('{"theme":"red","tagsView":"yes","fixedHeader":true}')).toEqual({ ...DEFAULT_SETTINGS, fixedHeader: true });
    expect(parseSettings('{"theme":"#ABCDEF"}').theme).toBe('#abcdef');
  });

  it('works without storage at all', () => {
    const broken = { getItem: () => { throw new Error('denied'); }, setItem: () => { throw new Error('denied'); } };
    expect(loadSettings(broken)).toEqual(DEFAULT_SETTINGS);
    expect(() => saveSettings(DEFAULT_SETTINGS, broken)).not.toThrow();
    expect(loadSettings(undefined)).toEqual(DEFAULT_SETTINGS);
  });
});
