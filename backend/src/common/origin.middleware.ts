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
    // With Referrer-Policy: no-referrer (helmet's default) Chromium sends `Origin: null` on same-origin form
    // posts such as the development sign-in form; Sec-Fetch-Site still tells a same-origin post apart.
    const opaqueForeign = origin === 'null' && site !== 'same-origin';
    const foreign = (origin && origin !== 'null' && !allowed.has(origin) && origin !== ownOrigin) || opaqueForeign || site === 'cross-site';
    if (foreign) {
      res.status(403).json({ message: 'Cross-site request refused', code: 'FOREIGN_ORIGIN' });
      return;
    }
    next();
  };
}
