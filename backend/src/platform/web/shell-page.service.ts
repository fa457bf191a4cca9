import { Inject, Injectable } from '@nestjs/common';
import type { Request, Response } from 'express';
import { hasSessionCookie, SessionService } from '../../auth/session.service';
import { signInProviders } from '../../auth/sign-in-providers';
import { requestLocale } from '../../i18n/locale';
import { markup, type SafeHtml } from '../common/html';
import { APP_CONFIG } from '../config/config.module';
import type { AppConfig } from '../config/config.schema';
import { isUuid } from '../common/uuid';
import type { AppShell, ScreenMatch } from './app-shell';
import type { ServedScreen } from '../../contracts/served-screen.rules';
import { BoundedMap } from '../common/bounded-map';
import type { ServerLocale } from '../../i18n/catalogue';
import { cachedPage, type CachedPage } from './cached-page';
import { APP_SHELL } from './page-routes';

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
    if (!shell || (req.method !== 'GET' && req.method !== 'HEAD') || !prerenderedScreen(shell, req.path)) return null;
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

/** The screen prerendered for signed-out visitors at `path`, if any. */
const prerenderedScreen = (shell: AppShell, path: string): ServedScreen | undefined =>
  shell.screensAt(path).find(({ screen }) => screen.prerendered)?.screen;

/**
 * A prerendered page's styles inline (the shell's and its screen's), its stylesheets linked for print only, and, for
 * the pages that start the app, its code preloaded. A static page (Welcome) sends no code, so nothing to preload.
 */
function prerenderedStyles(shell: AppShell, path: string): SafeHtml {
  const screen = prerenderedScreen(shell, path);
  if (!screen) return markup``;
  return shell.routeLinks(screen.code, { inlineStyles: true, stylesOnly: screen.prerendered === 'static' });
}

/**
 * The first data of a signed-in screen, requested beside its code (the app's own request for it takes this answer).
 * Credentials as the app's api client sends them, or the browser would not match the two.
 */
const preloadData = (url: string) =>
  markup`<link rel="preload" as="fetch" crossorigin="use-credentials" href="${url}">`;

/**
 * A screen's first data URLs with the path's values put in. Every id in this app is a UUID: a URL whose value is not
 * one is left out rather than asked for what cannot exist.
 */
const firstDataUrls = ({ screen, params }: ScreenMatch): string[] =>
  (screen.firstData ?? []).flatMap((url) => {
    let valid = true;
    const filled = url.replace(/:(\w+)/g, (_, name: string) => {
      const value = params[name];
      valid &&= value !== undefined && isUuid(value);
      return value ?? '';
    });
    return valid ? [filled] : [];
  });

/**
 * modulepreload, stylesheet and data preload links for the screen at `path` (the app's screen table): with a session,
 * a first screen of a signed-in visit (its code, the signed-in chrome, its first data); else a prerendered screen's
 * code (its styles only when it is static); '' for a path that has none.
 */
function mainScreenLinks(shell: AppShell, path: string, hasSession: boolean): SafeHtml {
  const screens = shell.screensAt(path);
  const signedIn = hasSession ? screens.find(({ screen }) => screen.firstData) : undefined;
  if (signedIn) return markup`${firstDataUrls(signedIn).map(preloadData)}${shell.routeLinks(signedIn.screen.code)}`;
  const prerendered = screens.find(({ screen }) => screen.prerendered)?.screen;
  if (prerendered) return shell.routeLinks(prerendered.code, { stylesOnly: prerendered.prerendered === 'static' });
  return markup``;
}
