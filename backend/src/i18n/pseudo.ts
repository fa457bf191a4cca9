import { parse, type Token } from '@messageformat/parser';

const PLAIN = [...'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ'];
const ACCENTS = [...'àƀçđéƒĝĥíĵķĺɱñöþǫŕšţûṽŵẋýžÀƁÇĐÉƑĜĤÍĴĶĹṀÑÖÞǪŔŠŢÛṼŴẊÝŽ'];
const ACCENTED = new Map(PLAIN.map((c, i) => [c, ACCENTS[i] ?? c]));

/** Accented, and about 40% longer (vowels doubled until it is): still readable, plainly not English. */
export function pseudoText(text: string): string {
  const accented = [...text].map((c) => ACCENTED.get(c) ?? c).join('');
  const letters = text.replace(/[^A-Za-z]/g, '').length;
  let extra = Math.ceil(letters * 0.4);
  return accented.replace(/[àéíöûÀÉÍÖÛ]/g, (v) => (extra-- > 0 ? v + v : v)) + '·'.repeat(Math.max(0, extra));
}

/** An ICU message's text again, escaped where MessageFormat would read it as syntax. */
function escapeContent(text: string, inPlural: boolean): string {
  const special = inPlural ? /[{}#]/ : /[{}]/;
  return special.test(text) ? `'${text.replace(/'/g, "''")}'` : text.replace(/'/g, '’');
}

function print(tokens: Token[], inPlural: boolean): string {
  return tokens
    .map((t) => {
      switch (t.type) {
        case 'content':
          return escapeContent(pseudoText(t.value), inPlural);
        case 'argument':
          return `{${t.arg}}`;
        case 'octothorpe':
          return '#';
        case 'function':
          return t.param ? `{${t.arg}, ${t.key},${print(t.param, inPlural)}}` : `{${t.arg}, ${t.key}}`;
        default: {
          const plural = t.type !== 'select';
          const offset = t.pluralOffset ? ` offset:${t.pluralOffset}` : '';
          const cases = t.cases.map((c) => `${c.key} {${print(c.tokens, plural)}}`).join(' ');
          return `{${t.arg}, ${t.type},${offset} ${cases}}`;
        }
      }
    })
    .join('');
}

/** The pseudo-locale's message for an English one: the same arguments and structure, its text accented and longer. */
export function pseudoMessage(message: string): string {
  return `⟦${print(parse(message), false)}⟧`;
}

/** The pseudo-locale's catalogue, made from the English one. */
export const pseudoCatalogue = (english: Record<string, string>): Record<string, string> =>
  Object.fromEntries(Object.entries(english).map(([key, message]) => [key, pseudoMessage(message)]));
