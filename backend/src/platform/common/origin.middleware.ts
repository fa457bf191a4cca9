import type { ApiErrorBody } from '../../contracts/common.rules';
import type { NextFunction, Request, Response } from 'express';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

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
    if (foreign) {
      res.status(403).json({ message: 'Cross-site request refused', code: 'FOREIGN_ORIGIN' } satisfies ApiErrorBody);
      return;
    }
    next();
  };
}
