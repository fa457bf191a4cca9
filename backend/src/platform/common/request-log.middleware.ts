import type { NextFunction, Request, Response } from 'express';
import { randomUUID } from 'node:crypto';
import type { Logger } from 'pino';
import { SAFE_LINE } from './logger';
import { redactSecretsInText, redactUrl } from './secret-urls';

/**
 * One short log line per finished request: id, method, path, status and duration. Headers (cookies above all) and
 * bodies are never logged; the secrets some addresses carry (personal links, calendar feeds, unsubscribe links, the
 * OAuth callback's code: see SECRET_ROUTES) are replaced by `[redacted]`. The request id
 * comes from a trusted proxy's `X-Request-Id` or is made here, and is echoed in the answer.
 */
export function requestLog(logger: Logger, skip: (req: Request) => boolean) {
  return (req: Request, res: Response, next: NextFunction): void => {
    const header = req.headers['x-request-id'];
    const id = (typeof header === 'string' && redactSecretsInText(header.slice(0, 64))) || randomUUID();
    res.setHeader('X-Request-Id', id);
    if (skip(req)) return next();
    const started = performance.now();
    res.once('finish', () => {
      const url = redactUrl(req.originalUrl);
      // Made safe here (the id above, the address): the logger writes it without searching it again.
      const line = {
        [SAFE_LINE]: true,
        reqId: id,
        method: req.method,
        url,
        status: res.statusCode,
        ms: Math.round((performance.now() - started) * 10) / 10,
      };
      if (res.statusCode >= 500) logger.error(line, 'request failed');
      else logger.info(line, 'request completed');
    });
    next();
  };
}
