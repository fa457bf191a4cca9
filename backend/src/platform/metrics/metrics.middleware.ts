import { createHash, timingSafeEqual } from 'node:crypto';
import type { NextFunction, Request, Response } from 'express';
import { requestLocale } from '../../i18n/locale';
import { AppException } from '../common/app-exception';
import type { MetricsService } from './metrics.service';

/**
 * Times every request and counts it under its route template (`/api/events/:id`), known once a route has matched;
 * requests no route took (files, the app shell, unknown paths) count as `other`, so a path can never add a series.
 */
export function requestMetrics(metrics: MetricsService) {
  return (req: Request, res: Response, next: NextFunction): void => {
    const end = metrics.requests.startTimer();
    res.once('finish', () => {
      const route = (req.route as { path?: unknown } | undefined)?.path;
      end({
        method: req.method,
        route: typeof route === 'string' ? `${req.baseUrl}${route}` : 'other',
        status: String(res.statusCode),
      });
    });
    next();
  };
}

const digest = (value: string) => createHash('sha256').update(value).digest();

/**
 * GET /metrics for a scraper that shows METRICS_TOKEN as a bearer token. Without a token configured the figures are
 * not served at all (404, as for any unknown path); a wrong or missing token is 401.
 */
export function metricsEndpoint(token: string | null, metrics: MetricsService) {
  const expected = token ? digest(token) : null;
  return (req: Request, res: Response, next: NextFunction): void => {
    if (req.path !== '/metrics') return next();
    if (!expected || (req.method !== 'GET' && req.method !== 'HEAD')) {
      return void res.status(404).json(AppException.notFound().bodyIn(requestLocale(req)));
    }
    const given = /^Bearer (.+)$/.exec(req.headers.authorization ?? '')?.[1];
    if (!given || !timingSafeEqual(digest(given), expected)) {
      res.setHeader('WWW-Authenticate', 'Bearer');
      return void res.status(401).json(AppException.unauthorized().bodyIn(requestLocale(req)));
    }
    res.setHeader('Cache-Control', 'no-store');
    metrics.registry.metrics().then(
      (text) => res.type(metrics.registry.contentType).send(text),
      (err: unknown) => next(err),
    );
  };
}
