import express, { type NextFunction, type Request, type RequestHandler, type Response } from 'express';
import { readdirSync } from 'node:fs';
import { join, relative, sep } from 'node:path';

const ENCODINGS = [
  { name: 'br', suffix: '.br' },
  { name: 'gzip', suffix: '.gz' },
] as const;

/**
 * Static files from `root`, answered from the brotli or gzip copies written at build time (frontend/scripts/
 * precompress.mjs) when the browser accepts them: nothing is compressed per request. Which files have copies is read
 * once at start-up, so choosing one costs a Set lookup, not a stat. `cacheControl` names the policy of the original file.
 */
export function precompressedStatic(root: string, cacheControl: (path: string) => string): RequestHandler {
  const variants = new Map<string, Set<string>>();
  for (const file of walk(root)) {
    const encoding = ENCODINGS.find((e) => file.endsWith(e.suffix));
    if (!encoding) continue;
    const urlPath = '/' + relative(root, file.slice(0, -encoding.suffix.length)).split(sep).join('/');
    const names = variants.get(urlPath) ?? new Set<string>();
    names.add(encoding.name);
    variants.set(urlPath, names);
  }

  const serve = express.static(root, {
    index: false,
    setHeaders: (res, path) => {
      const encoding = ENCODINGS.find((e) => path.endsWith(e.suffix) && res.getHeader('Content-Encoding') === e.name);
      const original = encoding ? path.slice(0, -encoding.suffix.length) : path;
      // The type of the file itself, not of its compressed copy.
      if (encoding) res.type(original.slice(original.lastIndexOf('.')));
      res.setHeader('Cache-Control', cacheControl(original));
    },
  });

  return (req: Request, res: Response, next: NextFunction) => {
    const available = (req.method === 'GET' || req.method === 'HEAD') && variants.get(safePath(req.path));
    if (available) {
      res.setHeader('Vary', 'Accept-Encoding');
      // Brotli first when the browser accepts it at all (browsers list gzip first with equal weight).
      const encoding = ENCODINGS.find((e) => available.has(e.name) && req.acceptsEncodings(e.name) === e.name);
      if (encoding) {
        res.setHeader('Content-Encoding', encoding.name);
        const query = req.url.indexOf('?');
        req.url = req.path + encoding.suffix + (query >= 0 ? req.url.slice(query) : '');
      }
    }
    void serve(req, res, (err?: unknown) => {
      res.removeHeader('Content-Encoding');
      next(err);
    });
  };
}

function safePath(path: string): string {
  try {
    return decodeURIComponent(path);
  } catch {
    return path;
  }
}

function* walk(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* walk(path);
    else yield path;
  }
}
