import { parse, type Select, type Token } from '@messageformat/parser';

/**
 * What a translation must keep of its English message: the arguments and how each is used (plain, a number or date
 * function, a plural or select). Plural cases are the language's own (Arabic has six, Japanese one), so only
 * `other` and exact cases (`=0`) are compared; a select keeps the same cases.
 */
export function messageShape(message: string): string[] {
  const shape = new Set<string>();
  const visit = (tokens: Token[]) => {
    for (const token of tokens) {
      if (token.type === 'argument') shape.add(`{${token.arg}}`);
      else if (token.type === 'function') shape.add(`{${token.arg}, ${token.key}}`);
      else if (token.type === 'plural' || token.type === 'selectordinal' || token.type === 'select') {
        shape.add(`{${token.arg}, ${token.type}: ${casesOf(token).join(' ')}}`);
        token.cases.forEach((c) => visit(c.tokens));
      }
    }
  };
  visit(parse(message));
  return [...shape].sort();
}

const casesOf = (select: Select): string[] =>
  select.cases
    .map((c) => c.key)
    .filter((key) => select.type === 'select' || key === 'other' || key.startsWith('='))
    .sort();
