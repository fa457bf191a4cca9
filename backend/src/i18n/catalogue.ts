import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import MessageFormat, { type MessageFunction } from '@messageformat/core';
import { DEFAULT_LOCALE, intlLocaleOf, PSEUDO_LOCALE, type Locale } from '../contracts/locale.rules';
import { pseudoCatalogue } from './pseudo';

/** Where the catalogues are: one JSON file per locale, flat keys, ICU MessageFormat strings (read by the app too). */
export const LOCALES_DIR = join(__dirname, 'locales');

export type Catalogue = Record<string, string>;
export type MessageValues = Record<string, unknown>;
export type ServerLocale = Locale | typeof PSEUDO_LOCALE;

/** Every catalogue file there is, by locale ("pt-BR.json" → pt-BR). */
export function readCatalogues(dir = LOCALES_DIR): Map<string, Catalogue> {
  return new Map(
    readdirSync(dir)
      .filter((f) => f.endsWith('.json'))
      .map((f) => [f.slice(0, -'.json'.length), JSON.parse(readFileSync(join(dir, f), 'utf8')) as Catalogue]),
  );
}

/**
 * The server's side of the catalogues: messages compiled once, on first use, per locale. A key a translation lacks
 * falls back to English (the key check in the tests keeps that from shipping).
 */
class Messages {
  private catalogues: Map<string, Catalogue> | null = null;
  private readonly compiled = new Map<string, MessageFunction<'string'>>();
  private readonly formats = new Map<string, MessageFormat<'string'>>();

  private catalogue(locale: ServerLocale): Catalogue {
    this.catalogues ??= readCatalogues();
    if (locale === PSEUDO_LOCALE && !this.catalogues.has(PSEUDO_LOCALE))
      this.catalogues.set(PSEUDO_LOCALE, pseudoCatalogue(this.catalogues.get(DEFAULT_LOCALE) ?? {}));
    return this.catalogues.get(locale) ?? {};
  }

  format(locale: ServerLocale, key: string, values?: MessageValues): string {
    const id = `${locale}\u0000${key}`;
    let fn = this.compiled.get(id);
    if (!fn) {
      const own = this.catalogue(locale)[key];
      const [lang, message] = own !== undefined ? [locale, own] : [DEFAULT_LOCALE, this.catalogue(DEFAULT_LOCALE)[key]];
      if (message === undefined) throw new Error(`No message "${key}" in the English catalogue`);
      fn = this.formatter(lang).compile(message);
      this.compiled.set(id, fn);
    }
    return fn(values ?? {});
  }

  private formatter(locale: string): MessageFormat<'string'> {
    let mf = this.formats.get(locale);
    if (!mf) {
      mf = new MessageFormat<'string'>(intlLocaleOf(locale) === 'en-US' ? 'en' : locale, { currency: 'USD' });
      this.formats.set(locale, mf);
    }
    return mf;
  }
}

const messages = new Messages();

/** One message of the catalogue in a locale, its ICU arguments filled in. */
export function translate(locale: ServerLocale, key: string, values?: MessageValues): string {
  return messages.format(locale, key, values);
}

/** A translator bound to one locale (a page, a mail, a push message for one person). */
export type Translate = (key: string, values?: MessageValues) => string;
export const translator =
  (locale: ServerLocale): Translate =>
  (key, values) =>
    translate(locale, key, values);
