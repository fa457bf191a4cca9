import { defaultTreeAdapter, Parser, type DefaultTreeAdapterMap, type Token } from 'parse5';

type Node = DefaultTreeAdapterMap['node'];
export type HtmlElement = DefaultTreeAdapterMap['element'];

/** A page as a browser reads it (parse5, the WHATWG parsing algorithm), and what in it shows a second document. */
export interface ParsedPage {
  /**
   * What says the markup was changed into more than one document: a second <!doctype>, <html>, <head> or <body>
   * (a parser merges those into the first, so only the parse tells), or not exactly one of each element.
   */
  problems: string[];
  /** Every element, in document order. */
  elements: HtmlElement[];
}

const isElement = (node: Node): node is HtmlElement => 'tagName' in node;

/**
 * The standard parser, counting the tokens it reads (with the tokenizer in the state the tree puts it in, so text in
 * a <title> or <script> is not read as tags): a browser silently drops or merges a second <!doctype>, <html>, <head>
 * or <body>, so only the tokens show it.
 */
class CountingParser extends Parser<DefaultTreeAdapterMap> {
  readonly seen = { doctype: 0, html: 0, head: 0, body: 0 };
  override onDoctype(token: Token.DoctypeToken): void {
    this.seen.doctype++;
    super.onDoctype(token);
  }
  override onStartTag(token: Token.TagToken): void {
    if (token.tagName === 'html' || token.tagName === 'head' || token.tagName === 'body') this.seen[token.tagName]++;
    super.onStartTag(token);
  }
}

export function parsePage(source: string): ParsedPage {
  const problems: string[] = [];
  const parser = new CountingParser({ treeAdapter: defaultTreeAdapter });
  parser.tokenizer.write(source, true);
  const document = parser.document;
  for (const [token, count] of Object.entries(parser.seen))
    if (count > 1) problems.push(`${count} <${token === 'doctype' ? '!doctype' : token}> tokens`);
  const elements: HtmlElement[] = [];
  const walk = (node: Node) => {
    if (isElement(node)) elements.push(node);
    if ('childNodes' in node) node.childNodes.forEach(walk);
    // A <template>'s content is a fragment of its own.
    if (isElement(node) && node.tagName === 'template')
      walk(defaultTreeAdapter.getTemplateContent(node as DefaultTreeAdapterMap['template']));
  };
  walk(document);
  for (const tag of ['html', 'head', 'body']) {
    const count = elements.filter((e) => e.tagName === tag).length;
    if (count !== 1) problems.push(`${count} <${tag}> elements`);
  }
  if (!/^<!doctype html>/i.test(source.trimStart())) problems.push('no doctype first');
  return { problems, elements };
}

/** An attribute's value as the browser reads it (entities decoded). */
export const attr = (el: HtmlElement, name: string): string | undefined => el.attrs.find((a) => a.name === name)?.value;

/** The text of an element and everything inside it, as the browser reads it. */
export function textOf(node: Node): string {
  if (node.nodeName === '#text') return (node as DefaultTreeAdapterMap['textNode']).value;
  return 'childNodes' in node ? node.childNodes.map(textOf).join('') : '';
}

/** The elements of a tag, optionally only those whose attribute has a value. */
export function select(page: ParsedPage, tag: string, attribute?: [string, string]): HtmlElement[] {
  return page.elements.filter((e) => e.tagName === tag && (!attribute || attr(e, attribute[0]) === attribute[1]));
}

/** The one element of a tag (and attribute value); throws when there is none or more than one. */
export function only(page: ParsedPage, tag: string, attribute?: [string, string]): HtmlElement {
  const found = select(page, tag, attribute);
  if (found.length !== 1)
    throw new Error(`${found.length} <${tag}${attribute ? ` ${attribute[0]}="${attribute[1]}"` : ''}> elements`);
  return found[0];
}
