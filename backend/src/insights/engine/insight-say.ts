import { translator, type ServerLocale, type Translate } from '../../i18n/catalogue';

/**
 * An insight's words before they are written in a language: a catalogue message (`insights.say.*`) whose values
 * may be other messages, lists and plain text (names of dishes and guests, as typed). The rules build these once
 * per event version; each reader's language writes them (English is the spec's wording, word for word).
 */
export type Say =
  | { key: string; values?: Record<string, SayValue> }
  | { list: SayValue[] }
  | { sentences: SayValue[] }
  | { capital: SayValue };
export type SayValue = string | number | Say;

export const say = (key: string, values?: Record<string, SayValue>): Say => ({ key, values });
/** "a, b and c" in English; each language's own list otherwise. */
export const list = (items: SayValue[]): Say => ({ list: items });
/** Sentences one after another, a space between. */
export const sentences = (...parts: SayValue[]): Say => ({ sentences: parts });
/** The first letter in capitals (a list that starts a sentence); scripts without capitals are left as they are. */
export const capital = (value: SayValue): Say => ({ capital: value });

/** "A, B, C and 2 more": long lists stay readable on a phone. */
export const listWithMore = (items: SayValue[], max = 3): Say =>
  items.length <= max
    ? list(items)
    : list([...items.slice(0, max), say('insights.say.more', { count: items.length - max })]);

function joinList(locale: ServerLocale, items: string[]): string {
  if (locale === 'en' || locale === 'en-XA') {
    if (items.length <= 1) return items.join('');
    return `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
  }
  return new Intl.ListFormat(locale, { style: 'long', type: 'conjunction' }).format(items);
}

function write(value: SayValue, t: Translate, locale: ServerLocale): string | number {
  if (typeof value === 'string' || typeof value === 'number') return value;
  if ('list' in value)
    return joinList(
      locale,
      value.list.map((v) => String(write(v, t, locale))),
    );
  if ('sentences' in value) return value.sentences.map((v) => write(v, t, locale)).join(' ');
  if ('capital' in value) {
    const text = String(write(value.capital, t, locale));
    return text.charAt(0).toLocaleUpperCase(locale) + text.slice(1);
  }
  const values = Object.fromEntries(Object.entries(value.values ?? {}).map(([k, v]) => [k, write(v, t, locale)]));
  return t(value.key, values);
}

/** An insight's words in one language. */
export function writeSay(value: SayValue, locale: ServerLocale = 'en'): string {
  return String(write(value, translator(locale), locale));
}
