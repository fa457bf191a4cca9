import { Fragment, isValidElement, type ReactNode } from 'react';
import { t, type MessageKey } from '@/lib/i18n';

const MARK = '\u0001';

/**
 * A message with some arguments as elements (a name in bold): formatted with a marker in their place, then the
 * elements put back, so a translation may move them anywhere in its sentence.
 */
export function richMessage(key: MessageKey, values: Record<string, ReactNode>): ReactNode {
  const elements: ReactNode[] = [];
  const plain: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(values)) {
    if (isValidElement(value)) {
      plain[name] = `${MARK}${elements.length}${MARK}`;
      elements.push(value);
    } else plain[name] = value;
  }
  return t(key, plain)
    .split(MARK)
    .map((piece, i) => <Fragment key={i}>{i % 2 === 1 ? elements[Number(piece)] : piece}</Fragment>);
}
