import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import MessageFormat from '@messageformat/core';
import compileModule from '@messageformat/core/lib/compile-module.js';
import type { Plugin } from 'vite';
import { pseudoCatalogue } from '../backend/src/i18n/pseudo';
import { groupOf, MESSAGE_GROUPS } from './src/lib/message-groups';

/** The catalogues both sides read: one JSON file per locale (backend/src/i18n/locales/<locale>.json). */
export const LOCALES_DIR = new URL('../backend/src/i18n/locales/', import.meta.url).pathname;
const PSEUDO = 'en-XA';
const LIST_ID = 'virtual:potluck-locales';
const RESOLVED_LIST_ID = '\0potluck-locales';
const SUFFIX = '.messages.js';

/**
 * Each locale's messages compiled at build time into modules of small functions (ICU plurals, selects and numbers
 * through @messageformat/runtime and the browser's Intl): the app loads no parser, and only the active locale's
 * modules. A locale's messages are split by group (src/lib/message-groups.ts): its core chunk (manifest key ending in
 * `/locales/<locale>.messages.js`, which the server preloads) and one chunk per other group
 * (`/locales/<locale>.<group>.messages.js`), which the core lists as `groups`; server-only keys are left out.
 * `virtual:potluck-locales` lists the core's loader by locale. In development the pseudo-locale is listed too.
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
          (l) => `${JSON.stringify(l)}: () => import(${JSON.stringify(join(LOCALES_DIR, moduleName(l, 'core')))})`,
        );
        return `export const loaders = {${entries.join(',')}};`;
      }
      if (!id.startsWith(LOCALES_DIR) || !id.endsWith(SUFFIX)) return null;
      const [locale, group = 'core'] = id.slice(LOCALES_DIR.length, -SUFFIX.length).split('.') as [string, string?];
      const read = (l: string) => {
        const file = join(LOCALES_DIR, `${l}.json`);
        this.addWatchFile(file);
        return JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>;
      };
      const english = read('en');
      // A key a translation lacks shows in English, as on the server (the key check keeps that from shipping).
      const all = locale === PSEUDO ? pseudoCatalogue(english) : { ...english, ...read(locale) };
      const messages = Object.fromEntries(Object.entries(all).filter(([key]) => groupOf(key) === group));
      // English keeps the spec's US formats; MessageFormat knows plural rules by language.
      const mf = new MessageFormat(locale === PSEUDO ? 'en' : locale);
      const compiled = compileModule(mf, messages);
      if (group !== 'core') return compiled;
      // The core lists its locale's other groups: the shell carries one loader per locale, not one per group.
      const groups = MESSAGE_GROUPS.filter((g) => g !== 'core').map(
        (g) => `${JSON.stringify(g)}: () => import(${JSON.stringify(join(LOCALES_DIR, moduleName(locale, g)))})`,
      );
      return `${compiled}\nexport const groups = {${groups.join(',')}};`;
    },
  };
}

const moduleName = (locale: string, group: string) => (group === 'core' ? locale : `${locale}.${group}`) + SUFFIX;
