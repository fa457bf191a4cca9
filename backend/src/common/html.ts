const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Text made safe to place in HTML, in element content and in quoted attribute values. */
export const escapeHtml = (s: string): string => s.replace(/[&<>"']/g, (c) => ENTITIES[c]);

/**
 * Markup that is already HTML: made only by the `markup` template below (every value in it escaped) or by
 * `trustedHtml` from text that holds no user data. Anything else placed into a page is text and gets escaped.
 */
export class SafeHtml {
  constructor(private readonly markup: string) {}
  toString(): string {
    return this.markup;
  }
}

/** What may be placed into an `markup` template: markup, text (escaped), a list of either, or nothing. */
export type HtmlValue = SafeHtml | string | number | null | undefined | false | readonly HtmlValue[];

const valueToHtml = (value: HtmlValue): string => {
  if (value instanceof SafeHtml) return value.toString();
  if (value === null || value === undefined || value === false) return '';
  if (Array.isArray(value)) return (value as readonly HtmlValue[]).map(valueToHtml).join('');
  return escapeHtml(String(value));
};

/**
 * A template's own text as it is sent: the line breaks and indentation the source is formatted with are dropped
 * where they touch a tag or a value (as JSX does), and become one space inside running text.
 */
const compact = (part: string, first: boolean, last: boolean): string =>
  part.replace(/[ \t]*\n\s*/g, (space: string, at: number) => {
    const before = at === 0 ? (first ? '>' : '}') : part[at - 1];
    const after = at + space.length === part.length ? (last ? '<' : '{') : part[at + space.length];
    return before === '>' || before === '}' || after === '<' || after === '{' ? '' : ' ';
  });
const compacted = new WeakMap<TemplateStringsArray, readonly string[]>();

/**
 * The one way a server-rendered page is built: the template's own text is markup, every value placed into it is
 * escaped unless it is itself `SafeHtml`, so no text (a name with `<`, `"`, `$&`, `</script>`) can change the markup.
 * Attribute values must be quoted in the template. Whitespace in the template's text between tags is layout of the
 * source only (see `compact`); a space that matters is written inside a line.
 */
export function markup(strings: TemplateStringsArray, ...values: HtmlValue[]): SafeHtml {
  let parts = compacted.get(strings);
  if (!parts) {
    parts = strings.map((s, i) => compact(s, i === 0, i === strings.length - 1));
    compacted.set(strings, parts);
  }
  let out = parts[0];
  for (let i = 0; i < values.length; i++) out += valueToHtml(values[i]) + parts[i + 1];
  return new SafeHtml(out);
}

/**
 * Markup from a source that holds no user data (the built index.html, pages rendered by React at build time from
 * the app's own copy). Never for anything a person typed.
 */
export const trustedHtml = (markup: string): SafeHtml => new SafeHtml(markup);

/**
 * JSON safe inside a script element: no "</script>" or "<!--" can end or change it, and U+2028/U+2029 (line ends in
 * older JavaScript parsers) are escaped too.
 */
export function jsonForHtml(value: unknown): string {
  return JSON.stringify(value ?? null).replace(
    /[<>&\u2028\u2029]/g,
    (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
}

/** Data for the page's script to read, in a script element that never executes. */
export const jsonScript = (id: string, value: unknown): SafeHtml =>
  new SafeHtml(`<script type="application/json" id="${escapeHtml(id)}">${jsonForHtml(value)}</script>`);
