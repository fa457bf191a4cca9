import { Inject, Injectable } from '@nestjs/common';
import type { Request, Response } from 'express';
import { hasSessionCookie, SessionService } from '../../auth/session.service';
import { signInProviders } from '../../auth/sign-in-providers';
import { requestLocale } from '../../i18n/locale';
import { markup, type SafeHtml } from '../common/html';
import { APP_CONFIG } from '../config/config.module';
import type { AppConfig } from '../config/config.schema';
import { isUuid } from '../common/uuid';
import type { AppShell } from './app-shell';
import { BoundedMap } from '../common/bounded-map';
import type { ServerLocale } from '../../i18n/catalogue';
import { cachedPage, type CachedPage } from './cached-page';
import { APP_SHELL } from './page-routes';

const SIGNED_IN_CHROME = 'src/app/layouts/signed-in-chrome.tsx';

/** The route module of each prerendered page (frontend/src/app/prerender.tsx). */
const PRERENDERED_ROUTES: Readonly<Record<string, string>> = {
  '/': 'src/app/routes/welcome.tsx',
  '/login': 'src/app/routes/sign-in.tsx',
  '/terms-of-service': 'src/app/routes/terms-of-service.tsx',
  '/privacy-policy': 'src/app/routes/privacy-policy.tsx',
};

/**
 * The app shell for every path no file, page or API route answers: the app starts there. The main screens name their
 * code in it (downloaded beside the app's own instead of after it); signed out, the public screens come prerendered.
 */
@Injectable()
export class ShellPageService {
  constructor(
    @Inject(APP_SHELL) private readonly shell: AppShell | null,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly sessions: SessionService,
  ) {}

  /** By language and path: a few pages in a few languages. */
  private readonly publicScreens = new BoundedMap<string, CachedPage>(256);

  /**
   * The sign-in screen's providers, when they are not the prerendered page's one button (Google, or the development
   * sign-in): the app then starts with them instead of showing that button first.
   */
  private signInChoices(path: string): { signInProviders?: { id: string; name: string }[] } {
    if (path !== '/login') return {};
    const providers = signInProviders(this.config);
    return providers.some((p) => p.id !== 'google') ? { signInProviders: providers } : {};
  }

  /** False when there is no built app to send (the caller answers 404). */
  get available(): boolean {
    return this.shell !== null;
  }

  /** The shell for `req.path`, compressed and typed by the caller. */
  async send(req: Request, res: Response): Promise<void> {
    const shell = this.shell;
    if (!shell) throw new Error('The app shell needs the built app');
    const hasSession = hasSessionCookie(req);
    const links = mainScreenLinks(shell, req.path, hasSession);
    if (hasSession) {
      // The app starts knowing who is signed in instead of asking first (null: the session has ended). The page then
      // holds personal data: never stored. Without the database the app asks itself, as it would offline.
      const user = await this.sessions.userOfRawRequest(req).catch(() => undefined);
      if (user === undefined) {
        res.setHeader('Cache-Control', 'no-cache');
        res.send(shell.render({ head: links }));
        return;
      }
      res.setHeader('Cache-Control', 'no-store');
      res.send(
        shell.render({
          head: links,
          data: { currentUser: user, ...this.signInChoices(req.path) },
          locale: requestLocale(req, user?.locale),
        }),
      );
      return;
    }
    res.setHeader('Cache-Control', 'no-cache');
    res.setHeader('Vary', 'Accept-Language, Cookie');
    res.send(this.signedOut(shell, req.path, requestLocale(req), links));
  }

  /**
   * A public screen (Welcome, Sign In, Terms, Privacy) for a visitor without a session cookie, rendered and compressed
   * once per language and sent before the API's machinery (app.factory.ts); null for any other request.
   */
  publicScreen(req: Request): CachedPage | null {
    const shell = this.shell;
    if (!shell || (req.method !== 'GET' && req.method !== 'HEAD') || !(req.path in PRERENDERED_ROUTES)) return null;
    if (hasSessionCookie(req)) return null;
    const locale = requestLocale(req);
    const key = `${locale} ${req.path}`;
    let page = this.publicScreens.get(key);
    if (!page) {
      page = cachedPage(this.signedOut(shell, req.path, locale, mainScreenLinks(shell, req.path, false)));
      this.publicScreens.set(key, page);
    }
    return page;
  }

  /**
   * The shell for a visitor without a session: nobody is signed in, so the public screens come prerendered (in each
   * language, at build time) and the app need not ask who it is. Their language is the visitor's: the cookie, else
   * the browser's languages. A language without them (the pseudo-locale) gets the app, which renders them in it.
   */
  private signedOut(shell: AppShell, path: string, locale: ServerLocale, links: SafeHtml): string {
    const choices = this.signInChoices(path);
    // The prerendered sign-in screen shows one button: with other providers, the app renders the screen itself.
    const page = choices.signInProviders ? undefined : shell.prerenderedPage(path, locale);
    // A prerendered page paints without waiting for a stylesheet: the rules it needs come inline.
    const styles = page && prerenderedStyles(shell, path);
    return shell.render(
      !page
        ? { head: links, data: { currentUser: null, ...choices }, locale }
        : page.static
          ? { title: page.title, body: page.body, head: styles, static: true, deferStyles: true, locale }
          : {
              title: page.title,
              body: page.body,
              head: styles,
              data: { currentUser: null },
              deferStyles: true,
              locale,
            },
    );
  }
}

/**
 * A prerendered page's styles inline (the shell's and its route's), its stylesheets linked for print only, and, for
 * the pages that start the app, its code preloaded. Welcome sends no code, so nothing to preload.
 */
function prerenderedStyles(shell: AppShell, path: string): SafeHtml {
  const route = PRERENDERED_ROUTES[path];
  if (!route) return markup``;
  return shell.routeLinks(route, { inlineStyles: true, stylesOnly: path === '/' });
}

/**
 * The first data of a signed-in screen, requested beside its code (the app's own request for it takes this answer).
 * Credentials as the app's api client sends them, or the browser would not match the two.
 */
const preloadData = (url: string) =>
  markup`<link rel="preload" as="fetch" crossorigin="use-credentials" href="${url}">`;

/** modulepreload, stylesheet and data preload links for the screen at `path`, or '' for a screen that has none. */
function mainScreenLinks(shell: AppShell, path: string, hasSession: boolean): SafeHtml {
  const signedIn = (route: string, ...data: string[]) =>
    hasSession
      ? markup`${data.filter(Boolean).map(preloadData)}${shell.routeLinks(route)}${shell.routeLinks(SIGNED_IN_CHROME)}`
      : markup``;
  const eventId = /^\/events\/([^/]+)/.exec(path)?.[1];
  const eventUrl = eventId && isUuid(eventId) ? `/api/events/${eventId}` : '';
  // Welcome is a static page for signed-out visitors: its styles, no code.
  if (path === '/')
    return hasSession
      ? signedIn('src/app/routes/home.tsx', '/api/events')
      : shell.routeLinks('src/app/routes/welcome.tsx', { stylesOnly: true });
  // The dish page's suggestions card asks once the event is there: its answer is here by then, so the card takes its
  // final place in the same paint instead of a placeholder that moves the list.
  if (/^\/events\/[^/]+\/dishes\/?$/.test(path))
    return signedIn('src/app/routes/dish-signup.tsx', eventUrl, eventUrl && `${eventUrl}/dish-suggestions`);
  if (/^\/events\/[^/]+\/?$/.test(path)) return signedIn('src/app/routes/event-detail.tsx', eventUrl);
  if (path === '/login') return shell.routeLinks('src/app/routes/sign-in.tsx');
  if (path === '/terms-of-service') return shell.routeLinks('src/app/routes/terms-of-service.tsx');
  if (path === '/privacy-policy') return shell.routeLinks('src/app/routes/privacy-policy.tsx');
  return markup``;
}
