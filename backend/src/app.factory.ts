import { NestFactory } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { WsAdapter } from '@nestjs/platform-ws';
import compression from 'compression';
import express, { type NextFunction, type Request, type Response } from 'express';
import type { DestinationStream } from 'pino';
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { AppModule } from './app.module';
import { SESSION_COOKIE, SessionService } from './auth/session.service';
import { createLogger, PinoNestLogger } from './platform/common/logger';
import { answerClientErrors } from './platform/common/client-error';
import { COMPRESS_ABOVE_BYTES } from './platform/common/compression';
import { databaseErrors } from './platform/common/database-errors';
import { errorResponse } from './platform/common/http-exception.filter';
import { isUuid } from './platform/common/uuid';
import { AppShell } from './platform/web/app-shell';
import { joinRoutes } from './platform/web/join-routes';
import { precompressedStatic } from './platform/common/precompressed-static';
import { originCheck } from './platform/common/origin.middleware';
import { requestGuard } from './platform/common/request-guard.middleware';
import { requestLog } from './platform/common/request-log.middleware';
import { securityHeaders } from './platform/common/security-headers';
import { shellScriptHashes } from './platform/web/inline-scripts';
import { markup, type SafeHtml } from './platform/common/html';
import type { AppConfig } from './platform/config/config.schema';
import { runMigrations } from './platform/database/run-migrations';
import { cookieLocale, requestLocale } from './i18n/locale';

/** Builds the whole app (used by main.ts and by every test), migrations first. Logs go to stdout unless a stream is given (tests read them). */
export async function createApp(
  config: AppConfig,
  options: { logStream?: DestinationStream } = {},
): Promise<NestExpressApplication> {
  const logger = createLogger(config.logLevel, options.logStream);
  await runMigrations(config.databaseUrl);

  const app = await NestFactory.create<NestExpressApplication>(AppModule.forRoot(config), {
    logger: new PinoNestLogger(logger),
    bodyParser: false,
  });
  app.useWebSocketAdapter(new WsAdapter(app));
  answerClientErrors(app.getHttpServer());
  app.set('trust proxy', config.trustProxy);
  app.disable('x-powered-by');

  app.use(requestLog(logger, (req) => req.url === '/api/health'));
  app.use(securityHeaders(config, { scriptHashes: shellScriptHashes(frontendDist(config)) }));
  // API answers are compressed per request, small ones (and 304s) sent as they are; versioned answers come compressed
  // once per version. Static files are compressed at build time (see serveFrontend).
  app.use('/api', compression({ threshold: COMPRESS_ABOVE_BYTES }));
  // API answers carry personal data: no browser or proxy keeps them, unless a route says otherwise (the ETag'd lists).
  app.use('/api', (_req: Request, res: Response, next: NextFunction) => {
    res.setHeader('Cache-Control', 'no-store');
    next();
  });
  app.use('/api', originCheck([config.publicOrigin, ...config.allowedOrigins]));
  app.use('/api', express.json({ limit: config.bodyLimit }));
  app.use('/api', express.urlencoded({ extended: false, limit: config.bodyLimit }));
  app.use('/api', bodyErrors);
  app.use('/api', requestGuard(config.limits.bodyMaxDepth));

  // The same session middleware instance also authenticates socket upgrades (realtime gateway). Static files and
  // the app shell need no session: no database round trip for them.
  app.use('/api', app.get(SessionService).middleware);
  app.use('/api', databaseErrors);

  app.setGlobalPrefix('api');
  serveFrontend(app, config);
  app.enableShutdownHooks();
  return app;
}

/** Body-parser failures answer in the API's error shape (mapped by the exception filter) instead of Express's HTML. */
function bodyErrors(err: unknown, _req: Request, res: Response, next: NextFunction): void {
  if (!err) return next();
  const { status, body } = errorResponse(err);
  if (status >= 500) return next(err);
  res.status(status).json(body);
}

/** Where the built PWA is. */
const frontendDist = (config: AppConfig): string =>
  resolve(config.frontendDist ?? join(__dirname, '..', '..', 'frontend', 'dist'));

/** One origin: the API, the socket and the built PWA. Hashed assets are immutable; HTML and the service worker never cached. */
function serveFrontend(app: NestExpressApplication, config: AppConfig): void {
  const dist = frontendDist(config);
  if (!existsSync(join(dist, 'index.html'))) return;
  const noCache = /(\.html|sw\.js|workbox-[^/]*\.js|registerSW\.js|manifest\.webmanifest)$/;
  const isApiPath = (path: string) => path === '/api' || path.startsWith('/api/') || path === '/ws';
  const staticFiles = precompressedStatic(dist, (path) => {
    if (noCache.test(path)) return 'no-cache';
    if (path.startsWith(join(dist, 'assets'))) return 'public, max-age=31536000, immutable';
    return 'public, max-age=3600';
  });
  // A join link answers with the event already in the page, and its RSVP form works before the app's code is here
  // (see web/join-routes.ts), compressed like the API's answers.
  const shell = new AppShell(dist);
  const sessions = app.get(SessionService);
  const pageCompression = compression({ threshold: COMPRESS_ABOVE_BYTES });
  app.use('/join/:id', joinRoutes(app, shell, config));
  // API requests never look for a file on disk (a stat per request otherwise).
  app.use((req: Request, res: Response, next: NextFunction) => {
    if (isApiPath(req.path)) next();
    else void staticFiles(req, res, next);
  });
  app.use((req: Request, res: Response, next: NextFunction) => {
    // Missing files with an extension are real 404s, not the SPA.
    if (isApiPath(req.path) || (req.method !== 'GET' && req.method !== 'HEAD') || /\.[a-z0-9]+$/i.test(req.path))
      return next();
    // The main screens name their code in the shell, so it downloads beside the app's own instead of after it.
    const hasSession = String(req.headers.cookie ?? '').includes(`${SESSION_COOKIE}=`);
    const links = mainScreenLinks(shell, req.path, hasSession);
    pageCompression(req, res, () => {
      res.type('html');
      if (hasSession) {
        // The app starts knowing who is signed in instead of asking first (null: the session has ended). The page then
        // holds personal data: never stored. Without the database the app asks itself, as it would offline.
        sessions.userOfRawRequest(req).then(
          (user) => {
            res.setHeader('Cache-Control', 'no-store');
            res.send(
              shell.render({ head: links, data: { currentUser: user }, locale: requestLocale(req, user?.locale) }),
            );
          },
          () => {
            res.setHeader('Cache-Control', 'no-cache');
            res.send(shell.render({ head: links }));
          },
        );
        return;
      }
      // Without a session nobody is signed in: the public screens come prerendered, and the app need not ask who it is.
      // They are prerendered in English: a visitor who chose another language (the cookie) gets the app, which
      // renders them in it. The browser's languages alone do not change them (one cacheable page for everyone).
      const chosen = cookieLocale(req.headers.cookie);
      const locale = chosen ?? requestLocale(req);
      const page = chosen && chosen !== 'en' ? undefined : shell.prerenderedPage(req.path);
      res.setHeader('Cache-Control', 'no-cache');
      res.setHeader('Vary', 'Accept-Language, Cookie');
      // A prerendered page paints without waiting for a stylesheet: the rules it needs come inline.
      const styles = page && prerenderedStyles(shell, req.path);
      res.send(
        shell.render(
          !page
            ? { head: links, data: { currentUser: null }, locale }
            : page.static
              ? { title: page.title, body: page.body, head: styles, static: true, deferStyles: true }
              : { title: page.title, body: page.body, head: styles, data: { currentUser: null }, deferStyles: true },
        ),
      );
    });
  });
}

const SIGNED_IN_CHROME = 'src/app/layouts/signed-in-chrome.tsx';

/** The route module of each prerendered page (frontend/src/app/prerender.tsx). */
const PRERENDERED_ROUTES: Readonly<Record<string, string>> = {
  '/': 'src/app/routes/welcome.tsx',
  '/login': 'src/app/routes/sign-in.tsx',
  '/terms-of-service': 'src/app/routes/terms-of-service.tsx',
  '/privacy-policy': 'src/app/routes/privacy-policy.tsx',
};

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
