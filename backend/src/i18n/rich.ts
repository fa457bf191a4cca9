import { markup, SafeHtml, trustedHtml } from '../platform/common/html';
import type { MessageValues, Translate } from './catalogue';

const MARK = '\u0001';

const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', '`': '&#96;' };

/**
 * A catalogue message as HTML for element content and double-quoted attributes (the only ones our templates write):
 * the message's own text escaped except its apostrophes, so "What's Being Brought" stays as written, and each text
 * argument escaped in full (it may be what a person typed) or, as SafeHtml, placed as it is (a name in bold). Text
 * arguments are put in after formatting: a message with a select on a text argument is formatted with `t` instead.
 */
export function richMessage(t: Translate, key: string, values: Record<string, unknown> = {}): SafeHtml {
  const parts: SafeHtml[] = [];
  const plain: MessageValues = {};
  for (const [name, value] of Object.entries(values)) {
    if (value instanceof SafeHtml || typeof value === 'string') {
      plain[name] = `${MARK}${parts.length}${MARK}`;
      parts.push(value instanceof SafeHtml ? value : markup`${value}`);
    } else plain[name] = value;
  }
  const pieces = t(key, plain).split(MARK);
  return trustedHtml(
    pieces
      .map((piece, i) =>
        i % 2 === 1 ? parts[Number(piece)].toString() : piece.replace(/[&<>"`]/g, (c) => ENTITIES[c]),
      )
      .join(''),
  );
}

/** `richMessage` bound to one page's messages. */
export type HtmlTranslate = (key: string, values?: Record<string, unknown>) => SafeHtml;
export const htmlTranslator =
  (t: Translate): HtmlTranslate =>
  (key, values) =>
    richMessage(t, key, values);
