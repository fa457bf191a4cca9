import { createParamDecorator, type ExecutionContext } from '@nestjs/common';
import { createHash } from 'node:crypto';
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { AppException } from '../platform/common/app-exception';
import type { ApiErrorBody } from '../contracts/common.rules';
import { translate } from '../i18n/catalogue';
import { requestLocale } from '../i18n/locale';
import type { PhotoUpload } from './photos.service';
import { serverText } from '../i18n/server-text';

const uploads = new WeakMap<Request, PhotoUpload>();

/**
 * Reads a photo upload (the picture's bytes as the whole body, any Content-Type) with a byte cap: a declared length
 * over the cap is refused at once, and a body that grows past it is refused as soon as it does; the rest is read
 * and thrown away, never kept. Only signed-in requests are read (the others are refused by the session guard).
 * The idempotency fingerprint sees the picture's hash as the body.
 */
export function photoUpload(maxBytes: number): RequestHandler {
  return (req: Request, res: Response, next: NextFunction) => {
    if (req.method !== 'PUT' || !req.session?.userId) return next();
    // A JSON or form body was already read by the API's parsers: it is no picture (refused by UploadedPhoto).
    if (req.readableEnded || (req as { _body?: boolean })._body) return next();
    const refuse = () => {
      const megabytes = Math.round((maxBytes / 1024 / 1024) * 10) / 10;
      const body: ApiErrorBody = {
        message: translate(requestLocale(req), 'error.photos.tooLarge', { megabytes }),
        code: 'PHOTO_TOO_LARGE',
      };
      if (!res.headersSent) res.status(413).json(body);
      req.resume();
    };
    const declared = Number(req.headers['content-length']);
    if (Number.isFinite(declared) && declared > maxBytes) return refuse();
    const chunks: Buffer[] = [];
    let size = 0;
    let done = false;
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      if (size > maxBytes) {
        done = true;
        req.off('data', onData);
        chunks.length = 0;
        refuse();
        return;
      }
      chunks.push(chunk);
    };
    req.on('data', onData);
    req.once('error', () => {
      done = true;
    });
    req.once('end', () => {
      if (done) return;
      done = true;
      const bytes = Buffer.concat(chunks);
      uploads.set(req, { bytes, claimedType: req.headers['content-type'] });
      req.body = { photo: createHash('sha256').update(bytes).digest('hex') };
      next();
    });
  };
}

/** The upload the middleware read (an empty one when there was no body). */
export const UploadedPhoto = createParamDecorator((_data: unknown, ctx: ExecutionContext): PhotoUpload => {
  const req = ctx.switchToHttp().getRequest<Request>();
  const upload = uploads.get(req);
  if (!upload || upload.bytes.length === 0)
    throw AppException.badRequest(serverText('error.photos.empty'), 'PHOTO_UNREADABLE');
  return upload;
});
