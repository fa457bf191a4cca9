import { ExpressAdapter } from '@nestjs/platform-express';
import type { Response } from 'express';

/**
 * An answer's bytes as they go on the wire (already compressed, headers set by whoever made it): sent with one
 * `res.end`, where a StreamableFile would make a stream and a pipe for every request.
 */
export class WireBytes {
  constructor(readonly bytes: Buffer) {}
}

/** Nest's Express adapter, which also sends WireBytes as they are. */
export class PotluckExpressAdapter extends ExpressAdapter {
  override reply(response: Response, body: unknown, statusCode?: number): unknown {
    if (!(body instanceof WireBytes)) return super.reply(response, body, statusCode);
    if (statusCode) response.status(statusCode);
    response.setHeader('Content-Length', body.bytes.length);
    return response.end(body.bytes);
  }
}
