import { markup, SafeHtml } from '../common/html';
import type { MessageValues, Translate } from './catalogue';

const MARK = '\u0001';

/**
 * A message with some arguments as markup (a name in bold): the message is formatted with a marker in their place,
 * its text escaped, and the markup put back. Nothing a person typed is ever read as HTML.
 */
export function richMessage(t: Translate, key: string, values: Record<string, unknown>): SafeHtml {
  const parts: SafeHtml[] = [];
  const plain: MessageValues = {};
  for (const [name, value] of Object.entries(values)) {
    if (value instanceof SafeHtml) {
      plain[name] = `${MARK}${parts.length}${MARK}`;
      parts.push(value);
    } else plain[name] = value;
  }
  const pieces = t(key, plain).split(MARK);
  return markup`${pieces.map((piece, i) => (i % 2 === 1 ? parts[Number(piece)] : piece))}`;
}
