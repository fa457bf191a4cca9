import type { NextFunction, Request, Response } from 'express';
import { requestLocale } from '../../i18n/locale';
import { serverText } from '../../i18n/server-text';
import { AppException } from './app-exception';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
const FOREIGN = AppException.forbidden(serverText('error.common.foreignOrigin'), 'FOREIGN_ORIGIN');

/**
 * Refuses state-changing requests sent from another site (CSRF defence in depth beside SameSite=Lax cookies).
 * Requests without an Origin header (curl, server-to-server, old browsers on same-origin GETs) pass.
 */
export function originCheck(allowedOrigins: string[]) {
  const allowed = new Set(allowedOrigins);
  return (req: Request, res: Response, next: NextFunction): void => {
    if (SAFE_METHODS.has(req.method)) return next();
    const origin = req.get('origin');
    const site = req.get('sec-fetch-site');
    const ownOrigin = `${req.protocol}://${req.get('host')}`;
    // `Origin: null` hides the sender (privacy settings, sandboxed frames): trust it only when the browser vouches same-origin.
    const hidden = origin === 'null' && site !== 'same-origin';
    const foreign =
      (origin && origin !== 'null' && !allowed.has(origin) && origin !== ownOrigin) || hidden || site === 'cross-site';
    // Said in the requester's language: the account's is not read yet (the cookie's, or the browser's).
    if (foreign) return void res.status(FOREIGN.status).json(FOREIGN.bodyIn(requestLocale(req)));
    next();
  };
}
