/**
 * The theme chosen on this device: System (no choice stored: CSS follows `prefers-color-scheme`), Light or Dark
 * (`data-theme` on <html>). The inline script at the top of index.html's <body> applies the stored choice before the
 * first paint and keeps the browser's bar colour in step with the device (it is in every page, at no cost to the
 * app's code); this module applies a new choice at once, the same way. The key has no
 * `potluck.` prefix on purpose: logging out forgets the app's data, not how this device wants it to look.
 */
export const THEME_STORAGE_KEY = 'potluck-theme';

export const THEME_CHOICES = ['system', 'light', 'dark'] as const;
export type ThemeChoice = (typeof THEME_CHOICES)[number];

/** The bar colour (meta theme-color) per theme: the brand accent by day, the page colour by night. */
export const THEME_COLORS = { light: '#E8590C', dark: '#14110F' } as const;

const DARK_QUERY = '(prefers-color-scheme: dark)';

function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

export function readThemeChoice(): ThemeChoice {
  let stored: string | null = null;
  try {
    stored = storage()?.getItem(THEME_STORAGE_KEY) ?? null;
  } catch {
    // Blocked storage: the device's setting.
  }
  return stored === 'light' || stored === 'dark' ? stored : 'system';
}

const systemPrefersDark = () => typeof window.matchMedia === 'function' && window.matchMedia(DARK_QUERY).matches;

/** The theme a choice shows now. */
export function effectiveTheme(choice: ThemeChoice): 'light' | 'dark' {
  if (choice !== 'system') return choice;
  return systemPrefersDark() ? 'dark' : 'light';
}

/** Shows `choice` on the page: the attribute the palette keys on, the form controls' scheme and the bar colour. */
export function applyThemeChoice(choice: ThemeChoice): void {
  const root = document.documentElement;
  if (choice === 'system') root.removeAttribute('data-theme');
  else root.setAttribute('data-theme', choice);
  document
    .querySelector('meta[name="color-scheme"]')
    ?.setAttribute('content', choice === 'system' ? 'light dark' : choice);
  document.querySelector('meta[name="theme-color"]')?.setAttribute('content', THEME_COLORS[effectiveTheme(choice)]);
}

/** Stores and applies a choice (System forgets the stored one). */
export function saveThemeChoice(choice: ThemeChoice): void {
  try {
    if (choice === 'system') storage()?.removeItem(THEME_STORAGE_KEY);
    else storage()?.setItem(THEME_STORAGE_KEY, choice);
  } catch {
    // Storage full or blocked: the choice still applies until the page is left.
  }
  applyThemeChoice(choice);
}
