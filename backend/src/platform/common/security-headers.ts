import type { NextFunction, Request, RequestHandler, Response } from 'express';
import helmet from 'helmet';
import type { AppConfig } from '../config/config.schema';

/**
 * Helmet's headers (CSP, frame and referrer policies, HSTS behind https), the same on every answer. They depend on
 * the configuration (and the built shell's inline scripts) only, so helmet runs once at start-up and each request
 * just copies the result.
 */
export function securityHeaders(config: AppConfig, { scriptHashes = [] as string[] } = {}): RequestHandler {
  const middleware = helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        // Inline scripts only by hash: those of the built shell (web/inline-scripts.ts), if any.
        scriptSrc: ["'self'", ...scriptHashes],
        styleSrc: ["'self'", "'unsafe-inline'"],
        // Pictures from our own origin; the one other host is Google's, for a person's own profile picture of Google
        // sign-in, shown only to that person (Google already knows them). Other people's pictures are never sent (see
        // toPersonWithContact): any other host, Google included, would learn who looks at a page, and when.
        imgSrc: ["'self'", 'data:', 'blob:', 'https://*.googleusercontent.com'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'", config.publicOrigin.replace(/^http/, 'ws')],
        manifestSrc: ["'self'"],
        workerSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        ...(config.secureCookies ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    crossOriginEmbedderPolicy: false,
    // Google profile pictures are cross-origin images.
    crossOriginResourcePolicy: { policy: 'same-site' },
    strictTransportSecurity: config.secureCookies,
    // With no-referrer, browsers send `Origin: null` on same-origin form posts (the development sign-in form).
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  });
  const headers: [string, string][] = [];
  const recorder = {
    setHeader: (name: string, value: string | number | readonly string[]) => headers.push([name, String(value)]),
    removeHeader: () => undefined,
  };
  let ran = false;
  middleware({} as Request, recorder as unknown as Response, (err?: unknown) => {
    if (err) throw err instanceof Error ? err : new Error('Security headers could not be computed');
    ran = true;
  });
  // Helmet is synchronous; if a future version is not, its headers would be missing: refuse to start instead.
  if (!ran || headers.length === 0) throw new Error('Security headers could not be computed');
  return (_req: Request, res: Response, next: NextFunction) => {
    for (const [name, value] of headers) res.setHeader(name, value);
    next();
  };
}
