import { NestFactory } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { WsAdapter } from '@nestjs/platform-ws';
import compression from 'compression';
import express, { type NextFunction, type Request, type RequestHandler, type Response } from 'express';
import type { DestinationStream } from 'pino';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { AppModule } from './app.module';
import { createLogger, PinoNestLogger } from './platform/common/logger';
import { answerClientErrors } from './platform/common/client-error';
import { PotluckExpressAdapter } from './platform/common/express-adapter';
import { COMPRESS_ABOVE_BYTES } from './platform/common/compression';
import { databaseErrors } from './platform/common/database-errors';
import { refusalOf } from './platform/common/http-exception.filter';
import { requestLocale } from './i18n/locale';
import { precompressedStatic } from './platform/common/precompressed-static';
import { originCheck } from './platform/common/origin.middleware';
import { requestGuard } from './platform/common/request-guard.middleware';
import { requestLog } from './platform/common/request-log.middleware';
import { attachRouteInterceptors } from './platform/common/route-interceptors';
import { securityHeaders } from './platform/common/security-headers';
import { shellScriptHashes } from './platform/web/inline-scripts';
import { sendCachedPage } from './platform/web/cached-page';
import { frontendDist, isApiPath, isJoinPagePath, PAGE_ROUTES } from './platform/web/page-routes';
import { ShellPageService } from './platform/web/shell-page.service';
import { SessionService } from './auth/session.service';
import type { AppConfig } from './platform/config/config.schema';
import { runMigrations } from './platform/database/run-migrations';
import { metricsEndpoint, requestMetrics } from './platform/metrics/metrics.middleware';
import { MetricsService } from './platform/metrics/metrics.service';

/** Builds and initialises the whole app (used by main.ts and by every test), migrations first. Logs go to stdout unless a stream is given (tests read them). */
export async function createApp(
  config: AppConfig,
  options: { logStream?: DestinationStream } = {},
): Promise<NestExpressApplication> {
  const logger = createLogger(config.logLevel, options.logStream);
  await runMigrations(config.databaseUrl);

  const app = await NestFactory.create<NestExpressApplication>(AppModule.forRoot(config), new PotluckExpressAdapter(), {
    logger: new PinoNestLogger(logger),
    bodyParser: false,
  });
  app.useWebSocketAdapter(new WsAdapter(app));
  answerClientErrors(app.getHttpServer());
  app.set('trust proxy', config.trustProxy);
  app.disable('x-powered-by');

  const metrics = app.get(MetricsService);
  app.use(requestMetrics(metrics));
  app.use(metricsEndpoint(config.metricsToken, metrics));
  app.use(requestLog(logger, (req) => req.url.startsWith('/api/health')));
  app.use(securityHeaders(config, { scriptHashes: shellScriptHashes(frontendDist(config)) }));
  // Pages that are the same for every visitor, and the built files, before anything the API needs.
  serveFrontend(app, config);

  // API answers are compressed per request, small ones (and 304s) sent as they are; versioned answers come compressed
  // once per version. Static files are compressed at build time (see serveFrontend).
  app.use('/api', compression({ threshold: COMPRESS_ABOVE_BYTES }));
  const refuseForeign = originCheck([config.publicOrigin, ...config.allowedOrigins]);
  app.use('/api', (req: Request, res: Response, next: NextFunction) => {
    // API answers carry personal data: no browser or proxy keeps them, unless a route says otherwise (the ETag'd lists).
    res.setHeader('Cache-Control', 'no-store');
    refuseForeign(req, res, next);
  });
  app.use('/api', bodyParsers(config.bodyLimit));
  app.use('/api', bodyErrors);
  app.use('/api', requestGuard(config.limits.bodyMaxDepth));

  // The same session middleware instance also authenticates socket upgrades (realtime gateway). Static files and
  // the app shell need no session: no database round trip for them; API reads without a session cookie neither.
  app.use('/api', app.get(SessionService).apiMiddleware);
  app.use('/api', databaseErrors);

  // The pages (web/pages.module.ts) keep their own paths.
  app.setGlobalPrefix('api', { exclude: PAGE_ROUTES });
  app.enableShutdownHooks();
  // The routes are registered now, with the interceptors this app's routes need.
  attachRouteInterceptors(app);
  await app.init();
  return app;
}

/** JSON and form bodies, parsed only when the request has one (the parsers' own test, without their layers). */
function bodyParsers(limit: string | number): RequestHandler {
  const json = express.json({ limit });
  const form = express.urlencoded({ extended: false, limit });
  return (req, res, next) => {
    if (req.headers['transfer-encoding'] === undefined && req.headers['content-length'] === undefined) return next();
    void json(req, res, (err?: unknown) => (err ? next(err) : void form(req, res, next)));
  };
}

/** Body-parser failures answer in the API's error shape (mapped by the exception filter) instead of Express's HTML. */
function bodyErrors(err: unknown, req: Request, res: Response, next: NextFunction): void {
  if (!err) return next();
  const refusal = refusalOf(err);
  if (refusal.status >= 500) return next(err);
  res.status(refusal.status).json(refusal.bodyIn(requestLocale(req)));
}

/** One origin: the API, the socket, the pages (web/pages.module.ts) and the built PWA's files. Hashed assets are immutable; HTML and the service worker never cached. */
function serveFrontend(app: NestExpressApplication, config: AppConfig): void {
  const dist = frontendDist(config);
  if (!existsSync(join(dist, 'index.html'))) return;
  const noCache = /(\.html|sw\.js|workbox-[^/]*\.js|registerSW\.js|manifest\.webmanifest)$/;
  const staticFiles = precompressedStatic(dist, (path) => {
    if (noCache.test(path)) return 'no-cache';
    if (path.startsWith(join(dist, 'assets'))) return 'public, max-age=31536000, immutable';
    return 'public, max-age=3600';
  });
  const pages = app.get(ShellPageService);
  // API requests and join pages never look for a file on disk (a stat per request otherwise); the public screens of
  // a visitor without a session are rendered once per language, not per request.
  app.use((req: Request, res: Response, next: NextFunction) => {
    if (isApiPath(req.path) || isJoinPagePath(req.path)) return next();
    const screen = pages.publicScreen(req);
    if (screen) sendCachedPage(req, res, screen, { cacheControl: 'no-cache', vary: 'Accept-Language, Cookie' });
    else void staticFiles(req, res, next);
  });
}
