// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { readThemeChoice, saveThemeChoice, THEME_COLORS, THEME_STORAGE_KEY } from './theme-preference';
import { clearAppStorage } from '@/lib/storage';

let prefersDark = false;

function metas() {
  document.head.innerHTML =
    '<meta name="theme-color" content="#E8590C" /><meta name="color-scheme" content="light dark" />';
}
const attr = (name: string) => document.querySelector(`meta[name="${name}"]`)?.getAttribute('content');

beforeEach(() => {
  prefersDark = false;
  window.matchMedia = vi.fn().mockImplementation((query: string) => ({
    get matches() {
      return query === '(prefers-color-scheme: dark)' && prefersDark;
    },
  }));
  localStorage.clear();
  document.documentElement.removeAttribute('data-theme');
  metas();
});
afterEach(() => localStorage.clear());

describe('the theme chosen on this device', () => {
  it('is System until a choice is stored, and ignores values it does not know', () => {
    expect(readThemeChoice()).toBe('system');
    localStorage.setItem(THEME_STORAGE_KEY, 'purple');
    expect(readThemeChoice()).toBe('system');
    localStorage.setItem(THEME_STORAGE_KEY, 'dark');
    expect(readThemeChoice()).toBe('dark');
  });

  it('Dark sets the attribute the palette keys on, the scheme and the bar colour; System takes them back', () => {
    saveThemeChoice('dark');
    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBe('dark');
    expect(document.documentElement.getAttribute('data-theme')).toBe('dark');
    expect(attr('color-scheme')).toBe('dark');
    expect(attr('theme-color')).toBe(THEME_COLORS.dark);

    saveThemeChoice('system');
    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBeNull();
    expect(document.documentElement.hasAttribute('data-theme')).toBe(false);
    expect(attr('color-scheme')).toBe('light dark');
    expect(attr('theme-color')).toBe(THEME_COLORS.light);
  });

  it('Light on a dark device keeps the light bar colour and scheme', () => {
    prefersDark = true;
    saveThemeChoice('light');
    expect(document.documentElement.getAttribute('data-theme')).toBe('light');
    expect(attr('color-scheme')).toBe('light');
    expect(attr('theme-color')).toBe(THEME_COLORS.light);
  });

  it('survives logging out, which forgets the app data of this device', () => {
    saveThemeChoice('dark');
    localStorage.setItem('potluck.personalLink', 'x');
    clearAppStorage();
    expect(localStorage.getItem('potluck.personalLink')).toBeNull();
    expect(readThemeChoice()).toBe('dark');
  });
});
