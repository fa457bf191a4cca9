import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from '@messageformat/parser';
import { LOCALES } from '../contracts/locale.rules';
import { LOCALES_DIR, readCatalogues } from './catalogue';
import { messageShape } from './message-shape';

// The key check: every locale's catalogue has exactly the English keys, each message parses, and keeps the English
// message's arguments and plural/select structure (a translation that drops {name} or a select case fails here).
const catalogues = readCatalogues(LOCALES_DIR);
const english = catalogues.get('en')!;
const others = [...catalogues.entries()].filter(([locale]) => locale !== 'en');

describe('message catalogues', () => {
  it('are English and supported locales only (a file for any other would never be served)', () => {
    expect(catalogues.has('en')).toBe(true);
    expect([...catalogues.keys()].filter((l) => !(LOCALES as readonly string[]).includes(l))).toEqual([]);
  });

  it('English messages all parse', () => {
    for (const [key, message] of Object.entries(english)) expect(() => parse(message)).not.toThrow(key);
  });

  it.each(others)('%s has every English key and no other', (_locale, catalogue) => {
    const missing = Object.keys(english).filter((k) => !(k in catalogue));
    const extra = Object.keys(catalogue).filter((k) => !(k in english));
    expect({ missing, extra }).toEqual({ missing: [], extra: [] });
  });

  it.each(others)('%s keeps the arguments and structure of each English message', (locale, catalogue) => {
    const differ = Object.entries(english)
      .filter(([key]) => key in catalogue)
      .flatMap(([key, message]) => {
        const theirs = catalogue[key];
        let shape: string[];
        try {
          shape = messageShape(theirs);
        } catch (err) {
          return [`${key}: ${(err as Error).message}`];
        }
        const ours = messageShape(message);
        return JSON.stringify(shape) === JSON.stringify(ours) ? [] : [`${key}: ${shape.join(' ')} ≠ ${ours.join(' ')}`];
      });
    expect({ locale, differ }).toEqual({ locale, differ: [] });
  });

  it('has every message key the shared contracts give (their messages are `validation.*` keys)', () => {
    const contracts = join(__dirname, '..', 'contracts');
    const sources = readdirSync(contracts)
      .filter((f) => f.endsWith('.ts') && !f.endsWith('.spec.ts'))
      .map((f) => readFileSync(join(contracts, f), 'utf8'))
      .join('\n');
    const keys = [...sources.matchAll(/'(validation\.[\w.]+)'/g)].map(([, key]) => key);
    // A key made from a template (`validation.conversation.${what}Empty`): some key has its start and its end.
    const templates = [...sources.matchAll(/`(validation\.[\w.]*)\$\{\w+\}(\w*)`/g)];
    expect(keys.length + templates.length).toBeGreaterThan(50);
    expect(keys.filter((key) => !(key in english))).toEqual([]);
    const known = Object.keys(english);
    expect(
      templates.filter(([, start, end]) => !known.some((k) => k.startsWith(start) && k.endsWith(end))).map(([t]) => t),
    ).toEqual([]);
  });

  it('notes for translators name only keys that exist', () => {
    const notes = JSON.parse(readFileSync(join(__dirname, 'translator-notes.json'), 'utf8')) as Record<string, string>;
    expect(Object.keys(notes).filter((k) => k !== '_' && !(k in english))).toEqual([]);
  });
});

describe('the shape a translation must keep', () => {
  it('sees a renamed or dropped argument, a lost select case and a plural turned plain', () => {
    expect(messageShape('Hola {nombre}')).not.toEqual(messageShape('Hello {name}'));
    expect(messageShape('Hola')).not.toEqual(messageShape('Hello {name}'));
    expect(messageShape('{k, select, 2h {a} other {b}}')).not.toEqual(messageShape('{k, select, other {b}}'));
    expect(messageShape('{count} niños')).not.toEqual(messageShape('{count, plural, one {# kid} other {# kids}}'));
  });

  it('lets each language have its own plural categories', () => {
    expect(messageShape('{n, plural, zero {a} one {b} two {c} few {d} many {e} other {f}}')).toEqual(
      messageShape('{n, plural, one {# kid} other {# kids}}'),
    );
  });
});
