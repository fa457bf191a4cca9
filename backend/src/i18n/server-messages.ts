import { parse } from '@messageformat/parser';
import type { ApiErrorBody } from '../contracts/common.rules';
import { readCatalogues, translate, type MessageValues, type ServerLocale } from './catalogue';
import type { ServerText } from './server-text';

interface Template {
  key: string;
  pattern: RegExp;
  args: string[];
  /** Characters of fixed text: the most specific template is tried first ("At most {max} people" before "At most {max}"). */
  fixed: number;
}

let byEnglish: { exact: Map<string, string>; templates: Template[] } | null = null;

/** Arguments that are always a whole number where the server writes them. */
const COUNTS = new Set(['max', 'min', 'count', 'hours', 'left', 'megabytes', 'megapixels']);

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * A message with plain arguments ("Must be at most {max} characters") as a pattern that finds it in the English
 * text and reads its values back. Messages with plurals or selects are not matched: they are thrown as keys.
 */
function templateOf(key: string, english: string): Template | null {
  const tokens = parse(english);
  if (!tokens.some((t) => t.type === 'argument')) return null;
  if (!tokens.every((t) => t.type === 'content' || t.type === 'argument')) return null;
  const args: string[] = [];
  let fixed = 0;
  const source = tokens
    .map((t) => {
      if (t.type === 'content') {
        fixed += t.value.length;
        return escapeRegExp(t.value);
      }
      if (t.type === 'argument') args.push(t.arg);
      // A count is digits only, so "At most {max}" never reads "At most 255 characters" as its own.
      return t.type === 'argument' && COUNTS.has(t.arg) ? '(\\d+)' : '(.+?)';
    })
    .join('');
  return { key, pattern: new RegExp(`^${source}$`, 's'), args, fixed };
}

/**
 * The catalogue key of a server message, by its English text: the `error.*` messages (refusals, validation) are
 * written in English where they are thrown (the shared contracts import only zod), and found here by that text to
 * be answered in the requester's language; a message with values ("Must be at most 200 characters") is found by
 * its English pattern, its values read back from the text.
 */
function keyOf(message: string): { key: string; values?: MessageValues } | undefined {
  if (!byEnglish) {
    const english = Object.entries(readCatalogues().get('en') ?? {}).filter(([key]) => key.startsWith('error.'));
    byEnglish = {
      exact: new Map(english.map(([key, text]) => [text, key])),
      templates: english
        .map(([key, text]) => templateOf(key, text))
        .filter((t): t is Template => t !== null)
        .sort((a, b) => b.fixed - a.fixed),
    };
  }
  const exact = byEnglish.exact.get(message);
  if (exact) return { key: exact };
  for (const { key, pattern, args } of byEnglish.templates) {
    const match = pattern.exec(message);
    if (match) return { key, values: Object.fromEntries(args.map((arg, i) => [arg, match[i + 1]])) };
  }
  return undefined;
}

/** A server message in a locale: its translation when the catalogue has it, else as written (English). */
export function localizeMessage(locale: ServerLocale, message: string): string {
  if (locale === 'en') return message;
  const found = keyOf(message);
  return found ? translate(locale, found.key, found.values) : message;
}

/**
 * A refusal's `{message, fieldErrors}` in the requester's language; `code` stays as it is (clients act on it). A
 * message thrown as a key (`text`) is translated by its key, values and plurals included.
 */
export function localizeErrorBody(locale: ServerLocale, body: ApiErrorBody, text?: ServerText): ApiErrorBody {
  if (locale === 'en') return body;
  const fieldErrors =
    body.fieldErrors &&
    Object.fromEntries(
      Object.entries(body.fieldErrors).map(([field, messages]) => [
        field,
        messages.map((m) => localizeMessage(locale, m)),
      ]),
    );
  const message = text ? text.in(locale) : localizeMessage(locale, body.message);
  return { ...body, message, ...(fieldErrors && { fieldErrors }) };
}
