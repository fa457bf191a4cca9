import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { escapeHtml } from '../common/html';

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
  /** Extra tags for <head> (already escaped). */
  head?: string;
  /** Markup shown inside #root until the app takes over (already escaped). */
  body?: string;
  /** Data the app reads instead of fetching it, as JSON in a script tag that never executes. */
  data?: unknown;
  /** A page of text and links only: sent without the app's code, with just the service worker's registration. */
  static?: boolean;
}

/** A page rendered at build time for signed-out visitors (frontend/src/app/prerender.tsx). */
export interface PrerenderedPage {
  title: string;
  body: string;
  static?: boolean;
}

/**
 * The built index.html, filled in per page on the server: title and meta tags, the page's content before any
 * JavaScript runs, the route's code announced at once (modulepreload, stylesheets) instead of after the app starts.
 */
export class AppShell {
  private readonly html: string;
  private readonly manifest: Record<string, ManifestChunk>;
  private readonly prerendered: Record<string, PrerenderedPage>;

  constructor(dist: string) {
    this.html = readFileSync(join(dist, 'index.html'), 'utf8');
    const manifestPath = join(dist, '.vite', 'manifest.json');
    this.manifest = existsSync(manifestPath)
      ? (JSON.parse(readFileSync(manifestPath, 'utf8')) as Record<string, ManifestChunk>)
      : {};
    // Welcome, Sign In, Terms and Privacy rendered at build time (frontend/scripts/prerender.mjs).
    const prerenderedPath = join(dist, 'prerendered.json');
    this.prerendered = existsSync(prerenderedPath)
      ? (JSON.parse(readFileSync(prerenderedPath, 'utf8')) as Record<string, PrerenderedPage>)
      : {};
  }

  /** The markup and title prerendered for a signed-out visit of `path`, if any. */
  prerenderedPage(path: string): PrerenderedPage | undefined {
    return Object.hasOwn(this.prerendered, path) ? this.prerendered[path] : undefined;
  }

  /**
   * Stylesheet and modulepreload links for a route module (a key of the build manifest) and what it imports; only
   * the stylesheets with `stylesOnly`.
   */
  routeLinks(source: string, { stylesOnly = false } = {}): string {
    const scripts = new Set<string>();
    const styles = new Set<string>();
    const visit = (key: string) => {
      const chunk = this.manifest[key];
      if (!chunk || key === 'index.html' || scripts.has(chunk.file)) return;
      scripts.add(chunk.file);
      // What a chunk imports comes first, as when the app loads it: its own rules win over its imports'.
      chunk.imports?.forEach(visit);
      chunk.css?.forEach((c) => styles.add(c));
    };
    visit(source);
    return [
      ...[...styles].map((f) => `<link rel="stylesheet" href="/${escapeHtml(f)}">`),
      ...(stylesOnly ? [] : [...scripts]).map((f) => `<link rel="modulepreload" crossorigin href="/${escapeHtml(f)}">`),
    ].join('');
  }

  render(parts: ShellParts): string {
    let html = this.html;
    if (parts.title !== undefined)
      html = html.replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(parts.title)}</title>`);
    if (parts.description !== undefined)
      html = html.replace(
        /<meta\s+name="description"\s+content="[^"]*"\s*\/?>/,
        `<meta name="description" content="${escapeHtml(parts.description)}" />`,
      );
    if (parts.static)
      html = html
        .replace(/<script type="module"[^>]*><\/script>\s*/g, '')
        .replace(/<link rel="modulepreload"[^>]*>\s*/g, '')
        .replace(/<noscript>[\s\S]*?<\/noscript>\s*/g, '')
        .replace('</head>', '<script src="/register-sw.js" defer></script></head>');
    if (parts.head) html = html.replace('</head>', `${parts.head}</head>`);
    const data =
      parts.data === undefined
        ? ''
        : `<script type="application/json" id="potluck-data">${jsonForHtml(parts.data)}</script>`;
    return html.replace('<div id="root"></div>', `${data}<div id="root">${parts.body ?? ''}</div>`);
  }
}

/** JSON safe inside a script element: no "</script>" or "<!--" can end or change it. */
export function jsonForHtml(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}
