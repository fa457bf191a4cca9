import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { jsonScript, markup, SafeHtml, trustedHtml } from '../common/html';
import type { ServerLocale } from '../../i18n/catalogue';
import { DEFAULT_LOCALE } from '../../contracts/locale.rules';
import { htmlAttributes } from '../../i18n/locale';
import { APP_CODE_AFTER_PAINT, builtInlineScripts } from './inline-scripts';
import type { ServedScreen } from '../../contracts/served-screen.rules';

interface ManifestChunk {
  file: string;
  imports?: string[];
  css?: string[];
}

/** What the server puts into the built index.html for one page. */
export interface ShellParts {
  /** The page's own title; the shell's ("Potluck") when left out. */
  title?: string;
  description?: string;
  /** Extra tags for <head>. */
  head?: SafeHtml;
  /** Markup shown inside #root until the app takes over. */
  body?: SafeHtml;
  /** Data the app reads instead of fetching it, as JSON in a script tag that never executes. */
  data?: unknown;
  /** A page of text and links only: sent without the app's code, with just the service worker's registration. */
  static?: boolean;
  /**
   * A page that works without JavaScript (its forms post to the server) and without waiting for a stylesheet: no
   * note that it needs JavaScript, and otherwise as `deferStyles`.
   */
  standalone?: boolean;
  /**
   * A page whole before the app starts: the shell's stylesheets load without blocking the first paint (for print
   * only; the page inlines their rules with `routeLinks(route, { inlineStyles: true })`), and the app's code is
   * requested only after the first paint.
   */
  deferStyles?: boolean;
  /**
   * The page's language: its <html lang>, dir (rtl for Arabic) and data-locale (the app starts in it), and its
   * messages' code preloaded. Left out: the shell's English, and the app finds the language itself.
   */
  locale?: ServerLocale;
}

/** A screen matched to a path, with the values of the path's `:name` segments. */
export interface ScreenMatch {
  screen: ServedScreen;
  params: Record<string, string>;
}

/** A page rendered at build time for signed-out visitors (frontend/src/app/prerender.tsx). */
export interface PrerenderedPage {
  title: string;
  body: SafeHtml;
  static?: boolean;
}

/** prerendered.json as the build writes it: each page in English, and in each other locale beside it. */
type PrerenderedFile = Record<
  string,
  { title: string; body: string; static?: boolean; locales?: Record<string, { title: string; body: string }> }
>;

/**
 * The built index.html, filled in per page on the server: title and meta tags, the page's content before any
 * JavaScript runs, the route's code announced at once (modulepreload, stylesheets) instead of after the app starts.
 */
export class AppShell {
  private readonly template: ShellTemplate;
  private readonly staticTemplate: ShellTemplate;
  private readonly standaloneTemplate: ShellTemplate;
  private readonly paintFirstTemplate: ShellTemplate;
  private readonly staticPaintFirstTemplate: ShellTemplate;
  private readonly manifest: Record<string, ManifestChunk>;
  /** The files the built index.html already links (stylesheets, modulepreloads, its script): never linked twice. */
  private readonly linkedByShell: Set<string>;
  /** By locale, then path. */
  private readonly prerendered: Map<string, Map<string, PrerenderedPage>>;
  private readonly dist: string;
  private readonly screens: ServedScreen[];
  private readonly styleTexts = new Map<string, string | null>();
  private readonly inlineScripts: Record<string, string>;

  constructor(dist: string) {
    const source = readFileSync(join(dist, 'index.html'), 'utf8');
    this.template = new ShellTemplate(source);
    this.staticTemplate = new ShellTemplate(staticShellSource(source));
    this.standaloneTemplate = new ShellTemplate(standaloneShellSource(source));
    this.paintFirstTemplate = new ShellTemplate(paintFirstSource(source));
    this.staticPaintFirstTemplate = new ShellTemplate(paintFirstSource(staticShellSource(source)));
    this.dist = dist;
    this.linkedByShell = new Set(
      [
        ...source.matchAll(
          /<link rel="(?:stylesheet|modulepreload)"[^>]*\shref="\/([^"]+)"|<script type="module"[^>]*\ssrc="\/([^"]+)"/g,
        ),
      ].map((m) => m[1] ?? m[2]),
    );
    const manifestPath = join(dist, '.vite', 'manifest.json');
    this.manifest = existsSync(manifestPath)
      ? (JSON.parse(readFileSync(manifestPath, 'utf8')) as Record<string, ManifestChunk>)
      : {};
    this.inlineScripts = builtInlineScripts(dist);
    const screensPath = join(dist, '.vite', 'screens.json');
    this.screens = existsSync(screensPath) ? (JSON.parse(readFileSync(screensPath, 'utf8')) as ServedScreen[]) : [];
    // Welcome, Sign In, Terms and Privacy rendered at build time (frontend/scripts/prerender.mjs).
    const prerenderedPath = join(dist, 'prerendered.json');
    const pages = existsSync(prerenderedPath)
      ? (JSON.parse(readFileSync(prerenderedPath, 'utf8')) as PrerenderedFile)
      : {};
    // Rendered by React at build time from the app's own copy (no user data): markup as it stands.
    this.prerendered = new Map();
    const add = (locale: string, path: string, page: PrerenderedPage) => {
      const byPath = this.prerendered.get(locale) ?? new Map<string, PrerenderedPage>();
      this.prerendered.set(locale, byPath.set(path, page));
    };
    for (const [path, { locales, ...page }] of Object.entries(pages)) {
      add(DEFAULT_LOCALE, path, { ...page, body: trustedHtml(page.body) });
      for (const [locale, { title, body }] of Object.entries(locales ?? {}))
        add(locale, path, { ...page, title, body: trustedHtml(body) });
    }
  }

  /** The screens served at `path`, in the table's order. */
  screensAt(path: string): ScreenMatch[] {
    return this.screens.flatMap((screen) => {
      const params = screen.paths.map((pattern) => matchPattern(pattern, path)).find((p) => p !== null);
      return params ? [{ screen, params }] : [];
    });
  }

  /**
   * One of the build's inline scripts (frontend/src/app/inline-scripts/), allowed by its hash; `data` become its
   * `data-*` attributes, which it reads (the hash covers the script's text only). Nothing when the build has none.
   */
  inlineScript(name: string, data: Record<string, string | undefined> = {}): SafeHtml {
    const code = this.inlineScripts[name];
    const attributes = Object.entries(data).map(
      ([key, value]) => value !== undefined && markup` data-${key}="${value}"`,
    );
    return markup`${code !== undefined && markup`<script${attributes}>${trustedHtml(code)}</script>`}`;
  }

  /** The markup and title prerendered in `locale` for a signed-out visit of `path`, if any. */
  prerenderedPage(path: string, locale: ServerLocale): PrerenderedPage | undefined {
    return this.prerendered.get(locale)?.get(path);
  }

  /**
   * Stylesheet and modulepreload links for a route module (a key of the build manifest; or several, in order) and what
   * they import; only the stylesheets with `stylesOnly`. With `inlineStyles` the rules of the shell's and the route's
   * stylesheets come in a style element (nothing to wait for before the first paint), and the files are linked for print
   * only: they download without blocking, and the app, finding them linked, does not load them again; the scripts are
   * then held back until the first paint, as on every page whose styles come inline.
   */
  routeLinks(source: string | readonly string[], { stylesOnly = false, inlineStyles = false } = {}): SafeHtml {
    const scripts = new Set<string>();
    const styles = new Set<string>();
    const visit = (key: string, entry = false) => {
      const chunk = this.manifest[key];
      if (!chunk || (key === 'index.html' && !entry) || scripts.has(chunk.file)) return;
      scripts.add(chunk.file);
      // What a chunk imports comes first, as when the app loads it: its own rules win over its imports'.
      chunk.imports?.forEach((k) => visit(k));
      chunk.css?.forEach((c) => styles.add(c));
    };
    // Inline, the shell's own stylesheets come first, as they do in its <head>.
    if (inlineStyles) visit('index.html', true);
    (typeof source === 'string' ? [source] : source).forEach((key) => visit(key));
    for (const file of this.linkedByShell) scripts.delete(file);
    const inlined = inlineStyles ? [...styles].filter((f) => this.styleText(f) !== null) : [];
    // Inline, the shell's own links are for print only: one whose rules cannot go inline is linked as usual.
    if (!inlineStyles) for (const file of this.linkedByShell) styles.delete(file);
    const linked = [...styles].filter((f) => !inlined.includes(f));
    return markup`${
      inlined.length > 0 && markup`<style>${trustedHtml(inlined.map((f) => this.styleText(f)).join('\n'))}</style>`
    }${inlined.filter((f) => !this.linkedByShell.has(f)).map((f) => markup`<link rel="stylesheet" media="print" href="/${f}">`)}${linked.map(
      (f) => markup`<link rel="stylesheet" href="/${f}">`,
    )}${stylesOnly || scripts.size === 0 ? '' : appCode([...scripts].map(modulePreload), inlineStyles)}`;
  }

  /** A built stylesheet's text, when it can go in a style element as it is (null: it cannot, or is missing). */
  private styleText(file: string): string | null {
    if (!this.styleTexts.has(file)) {
      const path = join(this.dist, file);
      const text = existsSync(path) ? readFileSync(path, 'utf8') : null;
      this.styleTexts.set(file, text !== null && !/<\/style/i.test(text) ? text : null);
    }
    return this.styleTexts.get(file) ?? null;
  }

  /** The modulepreload of a locale's compiled messages (the app loads only the active locale's). */
  private localeLink(locale: ServerLocale, afterPaint: boolean): SafeHtml {
    const chunk = Object.entries(this.manifest).find(([key]) => key.endsWith(`/locales/${locale}.messages.js`))?.[1];
    return markup`${chunk && appCode([modulePreload(chunk.file)], afterPaint)}`;
  }

  render(parts: ShellParts): string {
    const paintFirst = Boolean(parts.standalone || parts.deferStyles);
    const template = parts.static
      ? parts.deferStyles
        ? this.staticPaintFirstTemplate
        : this.staticTemplate
      : parts.standalone
        ? this.standaloneTemplate
        : parts.deferStyles
          ? this.paintFirstTemplate
          : this.template;
    return template
      .fill({
        title: parts.title === undefined ? undefined : markup`<title>${parts.title}</title>`,
        description:
          parts.description === undefined
            ? undefined
            : markup`<meta name="description" content="${parts.description}" />`,
        head: markup`${parts.static && REGISTER_SW}${parts.head}${parts.locale && !parts.static && this.localeLink(parts.locale, paintFirst)}`,
        html: parts.locale === undefined ? undefined : htmlElement(parts.locale),
        root: markup`${parts.data !== undefined && jsonScript('potluck-data', parts.data)}
          <div id="root">${parts.body}</div>`,
      })
      .toString();
  }
}

/**
 * The values of `pattern`'s `:name` segments in `path` (a trailing slash allowed, segments still percent-encoded), or
 * null when it does not match.
 */
export function matchPattern(pattern: string, path: string): Record<string, string> | null {
  const want = pattern.split('/').filter(Boolean);
  const got = path.split('/').filter((segment, i, all) => segment !== '' || (i > 0 && i < all.length - 1));
  if (want.length !== got.length) return null;
  const params: Record<string, string> = {};
  for (const [i, segment] of want.entries()) {
    if (segment.startsWith(':') && got[i] !== '') params[segment.slice(1)] = got[i]!;
    else if (segment !== got[i]) return null;
  }
  return params;
}

const REGISTER_SW = markup`<script src="/register-sw.js" defer></script>`;

const modulePreload = (file: string): SafeHtml => markup`<link rel="modulepreload" crossorigin href="/${file}">`;

/**
 * The app's code on a page that is whole before the app starts (its content, forms and rules come in the HTML):
 * requested only after the first paint (APP_CODE_AFTER_PAINT), so on one bar of signal it never competes with the
 * page itself; elsewhere, at once.
 */
const appCode = (tags: readonly SafeHtml[], afterPaint: boolean): SafeHtml =>
  afterPaint ? markup`<template data-app-code>${tags}</template>` : markup`${tags}`;

type Slot = 'html' | 'title' | 'description' | 'head' | 'root';

const htmlElement = (locale: ServerLocale): SafeHtml => {
  const { lang, dir } = htmlAttributes(locale);
  return markup`<html lang="${lang}" dir="${dir}" data-locale="${locale}">`;
};

/**
 * Where a page's own parts go in the built index.html: its title and description replace the shell's, head tags go
 * before </head>, the page's markup and data inside #root.
 */
const SLOTS: readonly { slot: Slot; pattern: RegExp; keep: boolean }[] = [
  { slot: 'html', pattern: /<html lang="en">/, keep: false },
  { slot: 'title', pattern: /<title>[^<]*<\/title>/, keep: false },
  { slot: 'description', pattern: /<meta\s+name="description"\s+content="[^"]*"\s*\/?>/, keep: false },
  { slot: 'head', pattern: /<\/head>/, keep: true },
  { slot: 'root', pattern: /<div id="root"><\/div>/, keep: false },
];

/**
 * The built index.html cut once, at start, into its static parts and the slots between them. A page is those parts
 * joined with its own escaped markup: nothing a person typed ever goes through a search-and-replace of the template.
 */
class ShellTemplate {
  private readonly parts: readonly (SafeHtml | { slot: Slot; original: SafeHtml })[];

  constructor(source: string) {
    const found = SLOTS.flatMap(({ slot, pattern, keep }) => {
      const m = pattern.exec(source);
      return m ? [{ slot, start: m.index, end: m.index + m[0].length, text: m[0], keep }] : [];
    }).sort((a, b) => a.start - b.start);
    const parts: (SafeHtml | { slot: Slot; original: SafeHtml })[] = [];
    let at = 0;
    for (const f of found) {
      parts.push(trustedHtml(source.slice(at, f.start)));
      parts.push({ slot: f.slot, original: trustedHtml(f.keep ? '' : f.text) });
      // A kept match (</head>) stays after what is put before it.
      at = f.keep ? f.start : f.end;
    }
    parts.push(trustedHtml(source.slice(at)));
    this.parts = parts;
  }

  /** The page: each slot's markup, or the shell's own where the page has none. */
  fill(values: Partial<Record<Slot, SafeHtml>>): SafeHtml {
    return markup`${this.parts.map((p) => (p instanceof SafeHtml ? p : (values[p.slot] ?? p.original)))}`;
  }
}

/** The shell of a page of text and links only: no app code (its scripts, preloads and noscript note taken out). */
function staticShellSource(source: string): string {
  return withoutNoscript(
    source.replace(/<script type="module"[^>]*><\/script>\s*/g, '').replace(/<link rel="modulepreload"[^>]*>\s*/g, ''),
  );
}

/**
 * The shell of a standalone page: no "needs JavaScript" note, and its stylesheets for print only (the page inlines
 * their rules; linked, they still download, without blocking, and the app does not load them again).
 */
function standaloneShellSource(source: string): string {
  return paintFirstSource(withoutNoscript(source));
}

/**
 * The shell of a page that is whole before the app starts: its stylesheets for print only (they download without
 * blocking the first paint), and its code requested after the first paint.
 */
function paintFirstSource(source: string): string {
  const code = /<script type="module"[^>]*><\/script>|<link rel="modulepreload"[^>]*>/g;
  const tags = source.match(code) ?? [];
  const styles = source.replace(/<link rel="stylesheet"/g, '<link rel="stylesheet" media="print"');
  if (tags.length === 0) return styles;
  // The loader comes last, when every template above it is in the document.
  return styles
    .replace(code, '')
    .replace('</head>', `<template data-app-code>${tags.join('')}</template></head>`)
    .replace('</body>', `<script>${APP_CODE_AFTER_PAINT}</script></body>`);
}

/** The shell without its "needs JavaScript" note. */
const withoutNoscript = (source: string): string => source.replace(/<noscript>[\s\S]*?<\/noscript>\s*/g, '');
