// The app's messages: the active locale's compiled catalogue (only that one is loaded), the document's lang and dir
// kept in step, and the choice remembered in the locale cookie (the server reads it too).
import { useSyncExternalStore } from 'react';
import { loaders } from 'virtual:potluck-locales';
import {
  DEFAULT_LOCALE,
  directionOf,
  intlLocaleOf,
  LOCALE_COOKIE,
  matchLocale,
  type PSEUDO_LOCALE,
  type Locale,
} from '@contracts/locale.rules';
import type english from '../../../backend/src/i18n/locales/en.json';
import { setDateLocale } from './date-format';

export type MessageKey = keyof typeof english;
export type AppLocale = Locale | typeof PSEUDO_LOCALE;
type Compiled = Record<string, (values?: object) => string>;

let active: AppLocale = DEFAULT_LOCALE;
let messages: Compiled = {};
const listeners = new Set<() => void>();

/** A message of the active locale, its ICU arguments filled in (the key itself if it is missing: plainly a bug). */
export function t(key: MessageKey, values?: Record<string, unknown>): string {
  const message = messages[key];
  return message ? message(values) : key;
}

export const activeLocale = (): AppLocale => active;

/** The active locale, re-rendering when it changes. */
export const useLocale = (): AppLocale =>
  useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    activeLocale,
    activeLocale,
  );

const allowPseudo = import.meta.env.DEV;

const cookieValue = (): string | null => {
  const match = new RegExp(`(?:^|;\\s*)${LOCALE_COOKIE}=([^;]*)`).exec(document.cookie);
  return match ? decodeURIComponent(match[1]!) : null;
};

/**
 * The locale to start in: what the server rendered the page in (it already weighed the account's choice, the cookie
 * and Accept-Language), else this browser's choice, else its languages, else English.
 */
export function initialLocale(): AppLocale {
  const fromServer = matchLocale(document.documentElement.dataset.locale, allowPseudo);
  if (fromServer) return fromServer;
  const chosen = matchLocale(cookieValue(), allowPseudo);
  if (chosen) return chosen;
  for (const tag of navigator.languages ?? [navigator.language]) {
    const found = matchLocale(tag);
    if (found) return found;
  }
  return DEFAULT_LOCALE;
}

/** Loads a locale's messages and makes it the active one: the page's lang and dir, dates, and every `t`. */
export async function applyLocale(locale: AppLocale): Promise<void> {
  const load = loaders[locale] ?? loaders[DEFAULT_LOCALE];
  if (!load) throw new Error(`No messages for ${locale}`);
  const loaded = (await load()).default;
  messages = loaded;
  active = locale;
  setDateLocale(intlLocaleOf(locale));
  if (typeof document !== 'undefined') {
    const root = document.documentElement;
    root.lang = locale;
    root.dir = directionOf(locale);
    root.dataset.locale = locale;
    document.cookie = `${LOCALE_COOKIE}=${encodeURIComponent(locale)}; path=/; max-age=31536000; samesite=lax`;
  }
  listeners.forEach((l) => l());
}

/** The supported locale a stored value names (the account's choice), or null. */
export const localeOf = (value: string | null | undefined): AppLocale | null => matchLocale(value, allowPseudo);
