/**
 * HTML built by construction: `html\`...\`` escapes every interpolated value unless it is already a SafeHtml (a
 * fragment made by `html` itself). User text therefore can never change the markup; there is no way to mark a
 * string as safe other than building it with `html`.
 */
const MADE_BY_TEMPLATE = Symbol('html');

export class SafeHtml {
  private readonly markup: string;

  // The token is private to this file, so nothing outside it can wrap an arbitrary string as safe.
  constructor(token: symbol, markup: string) {
    if (token !== MADE_BY_TEMPLATE) throw new Error('SafeHtml is made only by the html template tag');
    this.markup = markup;
  }

  toString(): string {
    return this.markup;
  }
}

const ENTITIES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
  '`': '&#96;',
  '\u2028': '&#8232;',
  '\u2029': '&#8233;',
};

/** Text made safe for element content and quoted attribute values. */
export function escapeText(value: string): string {
  return value.replace(/[&<>"'`\u2028\u2029]/g, (c) => ENTITIES[c]);
}

export type HtmlValue = SafeHtml | string | number | null | undefined | false | readonly HtmlValue[];

function render(value: HtmlValue): string {
  if (value === null || value === undefined || value === false) return '';
  if (value instanceof SafeHtml) return value.toString();
  if (Array.isArray(value)) return value.map(render).join('');
  return escapeText(String(value));
}

/** The template tag: literal parts are markup, every `${value}` is text unless it is a SafeHtml fragment. */
export function html(strings: TemplateStringsArray, ...values: HtmlValue[]): SafeHtml {
  let out = strings[0];
  for (let i = 0; i < values.length; i++) out += render(values[i]) + strings[i + 1];
  return new SafeHtml(MADE_BY_TEMPLATE, out);
}

/** Lines of text as one paragraph with line breaks, each line escaped. */
export function lines(text: string): SafeHtml {
  return html`${text.split('\n').map((line, i) => (i === 0 ? html`${line}` : html`<br />${line}`))}`;
}

/**
 * A link target: only http(s) URLs are placed in an href (escaped like any attribute); anything else becomes '#',
 * so a `javascript:` URL cannot get into a mail even if it were ever built from user data.
 */
export function href(url: string): string {
  return /^https?:\/\//i.test(url) ? url : '#';
}
