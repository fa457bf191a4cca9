import type { Request, Response } from 'express';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import { COMPRESS_ABOVE_BYTES } from '../common/compression';

/** A page that is the same for every request that gets it: its HTML, compressed once per encoding. */
export interface CachedPage {
  html: Buffer;
  br?: Buffer;
  gzip?: Buffer;
  /** Express's weak ETag of the HTML, made at the first answer (it needs the app's ETag function). */
  etag?: string;
}

export function cachedPage(html: string): CachedPage {
  const bytes = Buffer.from(html, 'utf8');
  if (bytes.length < COMPRESS_ABOVE_BYTES) return { html: bytes };
  return {
    html: bytes,
    br: brotliCompressSync(bytes, { params: { [zlib.BROTLI_PARAM_QUALITY]: 11 } }),
    gzip: gzipSync(bytes, { level: 9 }),
  };
}

/**
 * Answers with a cached page as `res.send` through the compression middleware would: HTML, Express's weak ETag of the
 * uncompressed page (a matching If-None-Match is a 304), brotli or gzip as the browser accepts them.
 */
export function sendCachedPage(
  req: Request,
  res: Response,
  page: CachedPage,
  headers: { cacheControl: string; vary: string },
): void {
  page.etag ??= (req.app.get('etag fn') as (body: Buffer) => string)(page.html);
  res.setHeader('Cache-Control', headers.cacheControl);
  res.setHeader('Vary', page.br ? `${headers.vary}, Accept-Encoding` : headers.vary);
  res.setHeader('ETag', page.etag);
  if (req.fresh) {
    res.status(304).end();
    return;
  }
  const encoding =
    page.br && req.acceptsEncodings('br') ? 'br' : page.gzip && req.acceptsEncodings('gzip') ? 'gzip' : null;
  const body = (encoding && page[encoding]) || page.html;
  if (encoding) res.setHeader('Content-Encoding', encoding);
  res.setHeader('Content-Type', 'text/html; charset=utf-8');
  res.setHeader('Content-Length', body.length);
  if (req.method === 'HEAD') res.end();
  else res.end(body);
}
