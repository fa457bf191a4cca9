// The app's messages: the active locale's compiled catalogue (only that one is loaded, its core first and each other
// group with the screen that reads it), the document's lang and dir kept in step, and this browser's choice remembered
// in the locale cookie (the server reads it too).
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
import type { MessageGroup } from './message-groups';

export type MessageKey = keyof typeof english;
export type AppLocale = Locale | typeof PSEUDO_LOCALE;
type Compiled = Record<string, (values?: object) => string>;

let active: AppLocale = DEFAULT_LOCALE;
let messages: Compiled = {};
// The groups screens have asked for beyond the core, each loading or loaded: a change of locale loads them all in the
// new locale before it shows.
const requested = new Map<MessageGroup, Promise<void>>();
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
 * The language this browser chose (a language link or the language menu kept it in the cookie), or null. It wins over
 * the account's language on this browser, as it does on the server's pages and answers.
 */
export const browserChoice = (): AppLocale | null =>
  typeof document === 'undefined' ? null : matchLocale(cookieValue(), allowPseudo);

/**
 * The locale to start in: what the server rendered the page in (it already weighed the account's choice, the cookie
 * and Accept-Language), else this browser's choice, else its languages, else English.
 */
export function initialLocale(): AppLocale {
  const fromServer = matchLocale(document.documentElement.dataset.locale, allowPseudo);
  if (fromServer) return fromServer;
  const chosen = browserChoice();
  if (chosen) return chosen;
  for (const tag of navigator.languages ?? [navigator.language]) {
    const found = matchLocale(tag);
    if (found) return found;
  }
  return DEFAULT_LOCALE;
}

async function fetchGroups(locale: AppLocale, groups: Iterable<MessageGroup>): Promise<Compiled> {
  const load = loaders[locale] ?? loaders[DEFAULT_LOCALE];
  if (!load) throw new Error(`No messages for ${locale}`);
  const core = await load();
  const parts = await Promise.all(
    [...groups].map(async (group) => (group === 'core' ? core : await core.groups[group]()).default),
  );
  return Object.assign({}, ...parts) as Compiled;
}

/**
 * Loads these groups of the active locale's messages (a lazy screen or part awaits it before it renders, so `t` stays
 * synchronous and never shows a key). Loaded groups resolve at once; the core is loaded before the first render.
 */
export const loadMessages = (groups: readonly MessageGroup[]): Promise<void> =>
  Promise.all(groups.map(loadGroup)).then(() => undefined);

function loadGroup(group: MessageGroup): Promise<void> {
  if (group === 'core') return Promise.resolve();
  let loading = requested.get(group);
  if (!loading) {
    const locale = active;
    loading = fetchGroups(locale, [group]).then(
      (part) => {
        // A change of locale meanwhile loads it in its own language (it loads every requested group).
        if (active === locale) messages = { ...messages, ...part };
      },
      (error: unknown) => {
        requested.delete(group);
        throw error;
      },
    );
    requested.set(group, loading);
  }
  return loading;
}

/** A lazy module that renders only once these groups of messages are loaded too. */
export const withMessages = <M>(groups: readonly MessageGroup[], module: Promise<M>): Promise<M> =>
  Promise.all([module, loadMessages(groups)]).then(([m]) => m);

/**
 * Loads a locale's messages (every group loaded so far, so nothing shows in the old language or as a key) and makes
 * it the active one: the page's lang and dir, dates, and every `t`. `remember`: a choice made in this browser, kept in
 * the cookie the server reads too; the language the app merely starts in, or takes from the account, is not kept, so
 * the account's language still reaches a browser that chose none.
 */
export async function applyLocale(locale: AppLocale, { remember = false }: { remember?: boolean } = {}): Promise<void> {
  let groups: Set<MessageGroup>;
  let loaded: Compiled;
  do {
    groups = new Set(['core', ...requested.keys()]);
    loaded = await fetchGroups(locale, groups);
  } while ([...requested.keys()].some((g) => !groups.has(g)));
  messages = loaded;
  active = locale;
  setDateLocale(intlLocaleOf(locale));
  if (typeof document !== 'undefined') {
    const root = document.documentElement;
    root.lang = locale;
    root.dir = directionOf(locale);
    root.dataset.locale = locale;
    if (remember)
      document.cookie = `${LOCALE_COOKIE}=${encodeURIComponent(locale)}; path=/; max-age=31536000; samesite=lax`;
  }
  listeners.forEach((l) => l());
}

/** The supported locale a stored value names (the account's choice), or null. */
export const localeOf = (value: string | null | undefined): AppLocale | null => matchLocale(value, allowPseudo);
