import { RequestMethod } from '@nestjs/common';
import compression from 'compression';
import type { Request, Response } from 'express';
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { COMPRESS_ABOVE_BYTES } from '../common/compression';
import type { AppConfig } from '../config/config.schema';
import { AppShell } from './app-shell';

/** Where the built PWA is. */
export const frontendDist = (config: AppConfig): string =>
  resolve(config.frontendDist ?? join(__dirname, '..', '..', '..', '..', 'frontend', 'dist'));

/** The built app shell, or null when the app is not built (an API-only server: no pages, every page path a 404). */
export const APP_SHELL = Symbol('APP_SHELL');
export const appShellOf = (config: AppConfig): AppShell | null => {
  const dist = frontendDist(config);
  return existsSync(join(dist, 'index.html')) ? new AppShell(dist) : null;
};

/** Paths the API and the socket own: no page, no file on disk, is ever looked for there. */
export const isApiPath = (path: string): boolean => path === '/api' || path.startsWith('/api/') || path === '/ws';

/** A join link's page (join-page.controller.ts): found by its route, never looked for on disk. */
export const isJoinPagePath = (path: string): boolean => /^\/join\/[^/]+\/?$/.test(path);

/** The route of the app shell's fallback: every path no file, page or API route answers. */
export const SHELL_ROUTE = '{*path}';

/**
 * The pages' routes, which the API's global prefix leaves alone. The shell's fallback is named by its literal text
 * (escaped): as a pattern it would match, and unprefix, every route.
 */
export const PAGE_ROUTES = [
  { path: 'join/:id', method: RequestMethod.GET },
  { path: 'join/:id', method: RequestMethod.POST },
  { path: 'join/:id/report', method: RequestMethod.POST },
  { path: SHELL_ROUTE.replace(/[{}*]/g, (c) => `\\${c}`), method: RequestMethod.GET },
];

const pageCompression = compression({ threshold: COMPRESS_ABOVE_BYTES });

/** Pages are compressed per request like the API's answers (small ones sent as they are), and are HTML. */
export function startPage(req: Request, res: Response): Promise<void> {
  return new Promise((done) =>
    pageCompression(req, res, () => {
      res.type('html');
      done();
    }),
  );
}
