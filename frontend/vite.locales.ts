import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import MessageFormat from '@messageformat/core';
import compileModule from '@messageformat/core/lib/compile-module.js';
import type { Plugin } from 'vite';
import { pseudoCatalogue } from '../backend/src/i18n/pseudo';

/** The catalogues both sides read: one JSON file per locale (backend/src/i18n/locales/<locale>.json). */
export const LOCALES_DIR = new URL('../backend/src/i18n/locales/', import.meta.url).pathname;
const PSEUDO = 'en-XA';
const LIST_ID = 'virtual:potluck-locales';
const RESOLVED_LIST_ID = '\0potluck-locales';
const SUFFIX = '.messages.js';

/**
 * Each locale's messages compiled at build time into a module of small functions (ICU plurals, selects and numbers
 * through @messageformat/runtime and the browser's Intl): the app loads no parser, and only the active locale's
 * module. `virtual:potluck-locales` lists the loaders, one chunk per locale (its manifest key ends in
 * `/locales/<locale>.messages.js`, which the server preloads). In development the pseudo-locale is listed too.
 */
export function localeMessages({ pseudo }: { pseudo: boolean }): Plugin {
  const locales = () => [
    ...readdirSync(LOCALES_DIR)
      .filter((f) => f.endsWith('.json'))
      .map((f) => f.slice(0, -'.json'.length)),
    ...(pseudo ? [PSEUDO] : []),
  ];
  return {
    name: 'potluck-locale-messages',
    enforce: 'pre',
    resolveId(id) {
      if (id === LIST_ID) return RESOLVED_LIST_ID;
      if (id.startsWith(LOCALES_DIR) && id.endsWith(SUFFIX)) return id;
      return null;
    },
    load(id) {
      if (id === RESOLVED_LIST_ID) {
        const entries = locales().map(
          (l) => `${JSON.stringify(l)}: () => import(${JSON.stringify(join(LOCALES_DIR, l + SUFFIX))})`,
        );
        return `export const loaders = {${entries.join(',')}};`;
      }
      if (!id.startsWith(LOCALES_DIR) || !id.endsWith(SUFFIX)) return null;
      const locale = id.slice(LOCALES_DIR.length, -SUFFIX.length);
      const read = (l: string) => {
        const file = join(LOCALES_DIR, `${l}.json`);
        this.addWatchFile(file);
        return JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>;
      };
      const english = read('en');
      // A key a translation lacks shows in English, as on the server (the key check keeps that from shipping).
      const messages = locale === PSEUDO ? pseudoCatalogue(english) : { ...english, ...read(locale) };
      // English keeps the spec's US formats; MessageFormat knows plural rules by language.
      const mf = new MessageFormat(locale === PSEUDO ? 'en' : locale);
      return compileModule(mf, messages);
    },
  };
}
