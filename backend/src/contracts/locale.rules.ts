// The languages Potluck speaks, shared by both sides (no zod: the app loads this on every screen). A language is
// added by its catalogue (backend/src/i18n/locales/<locale>.json) and one entry here.

export const LOCALES = ['en', 'es', 'fr', 'de', 'pt-BR', 'hi', 'ar'] as const;
export type Locale = (typeof LOCALES)[number];

export const DEFAULT_LOCALE: Locale = 'en';

/**
 * Development only: English accented and about 40% longer, made from the English catalogue. A text that shows
 * plain in it is not in the catalogue; a layout that breaks in it breaks with long words.
 */
export const PSEUDO_LOCALE = 'en-XA';

/** What a visitor without an account chose (and what the app starts in before it knows who is signed in). */
export const LOCALE_COOKIE = 'potluck_locale';

/** Each language by its own name: the picker shows them so, whatever the page's language (never translated). */
export const LOCALE_NAMES: Readonly<Record<Locale, string>> = {
  en: 'English',
  es: 'Español',
  fr: 'Français',
  de: 'Deutsch',
  'pt-BR': 'Português (Brasil)',
  hi: 'हिन्दी',
  ar: 'العربية',
};

const RTL_LANGUAGES = new Set(['ar', 'he', 'fa', 'ur']);

/** The writing direction of a locale's pages. */
export const directionOf = (locale: string): 'rtl' | 'ltr' =>
  RTL_LANGUAGES.has(locale.split('-')[0]!.toLowerCase()) ? 'rtl' : 'ltr';

/** The locale Intl formats with: English keeps the spec's US formats. */
export const intlLocaleOf = (locale: string): string =>
  locale === 'en' || locale === PSEUDO_LOCALE ? 'en-US' : locale;

/**
 * One of ours for a language tag: the exact locale, else the same language ("es-MX" → es, "pt" or "pt-PT" →
 * pt-BR), else null. The pseudo-locale only when it is allowed (development).
 */
export function matchLocale(tag: string | null | undefined, allowPseudo = false): Locale | typeof PSEUDO_LOCALE | null {
  const wanted = tag?.trim().toLowerCase();
  if (!wanted) return null;
  if (allowPseudo && wanted === PSEUDO_LOCALE.toLowerCase()) return PSEUDO_LOCALE;
  const exact = LOCALES.find((l) => l.toLowerCase() === wanted);
  if (exact) return exact;
  const language = wanted.split('-')[0];
  return LOCALES.find((l) => l.split('-')[0] === language) ?? null;
}

/** The best of ours for an Accept-Language header (its q-values in order), else English. */
export function negotiateLocale(acceptLanguage: string | null | undefined): Locale {
  const ranked = (acceptLanguage ?? '')
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find(Boolean);
      return { tag, q: q === undefined ? 1 : Number(q), index };
    })
    .filter((r) => r.tag && r.tag !== '*' && r.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index);
  for (const r of ranked) {
    const found = matchLocale(r.tag);
    if (found && found !== PSEUDO_LOCALE) return found;
  }
  return DEFAULT_LOCALE;
}
