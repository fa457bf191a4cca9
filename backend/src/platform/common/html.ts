/**
 * The one way the server writes HTML (its pages, the dev sign-in form, every e-mail and the pages a mail's links
 * open): the `markup` template tag. Its own text is markup; every value placed into it is text and escaped, unless
 * it is `SafeHtml`. Only `markup` makes SafeHtml, and `trustedHtml` for markup built with the app (never for user
 * data), so no text a person typed can ever change the markup.
 *
 * The tag is called `markup`, not `html`, on purpose: Prettier formats templates tagged `html` as embedded HTML,
 * moving line breaks and spaces, and the whitespace of a template's text is part of what it sends (see `compact`).
 */

const ENTITIES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
  // Not special in element content or quoted attributes, escaped so text stays text even where it should not be
  // (an unquoted attribute in old browsers, HTML that ends up inside a script).
  '`': '&#96;',
  '\u2028': '&#8232;',
  '\u2029': '&#8233;',
};

/** Text made safe to place in HTML, in element content and in quoted attribute values. */
const escapeHtml = (s: string): string => s.replace(/[&<>"'`\u2028\u2029]/g, (c) => ENTITIES[c]);

// Private to this file: nothing outside it can wrap an arbitrary string as SafeHtml.
const MADE_HERE = Symbol('SafeHtml');

/**
 * Markup that is already HTML: made only by the `markup` template below (every value in it escaped) or by
 * `trustedHtml`. Anything else placed into a template is text and gets escaped.
 */
export class SafeHtml {
  private readonly markup: string;

  constructor(token: symbol, markup: string) {
    if (token !== MADE_HERE) throw new Error('SafeHtml is made only by the markup template tag or trustedHtml');
    this.markup = markup;
  }

  toString(): string {
    return this.markup;
  }
}

/** What may be placed into a `markup` template: markup, text (escaped), a list of either, or nothing. */
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
 * The template tag: the template's own text is markup, every value placed into it is escaped unless it is itself
 * `SafeHtml`, so no text (a name with `<`, `"`, `$&`, `</script>`) can change the markup. Attribute values must be
 * quoted in the template. Whitespace in the template's text between tags is layout of the source only (see
 * `compact`); a space that matters is written inside a line.
 */
export function markup(strings: TemplateStringsArray, ...values: HtmlValue[]): SafeHtml {
  let parts = compacted.get(strings);
  if (!parts) {
    parts = strings.map((s, i) => compact(s, i === 0, i === strings.length - 1));
    compacted.set(strings, parts);
  }
  let out = parts[0];
  for (let i = 0; i < values.length; i++) out += valueToHtml(values[i]) + parts[i + 1];
  return new SafeHtml(MADE_HERE, out);
}

/**
 * The one escape hatch: markup taken as it stands, from a source that holds no user data (the built index.html,
 * pages rendered by React at build time from the app's own copy, the app's own CSS). Never for anything a person
 * typed or anything read from the database or a request.
 */
export const trustedHtml = (source: string): SafeHtml => new SafeHtml(MADE_HERE, source);

/** Lines of text as one block with line breaks, each line escaped. */
export const lines = (text: string): SafeHtml =>
  markup`${text.split('\n').map((line, i) => (i === 0 ? line : markup`<br />${line}`))}`;

/**
 * A link target: only http(s) URLs are placed in an href (escaped like any attribute); anything else becomes '#',
 * so a `javascript:` URL cannot get into a link even if one were ever built from user data.
 */
export const href = (url: string): string => (/^https?:\/\//i.test(url) ? url : '#');

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
  new SafeHtml(MADE_HERE, `<script type="application/json" id="${escapeHtml(id)}">${jsonForHtml(value)}</script>`);
