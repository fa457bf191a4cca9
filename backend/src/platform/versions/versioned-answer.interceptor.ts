import { requestLocale } from '../../i18n/locale';
import {
  Injectable,
  SetMetadata,
  StreamableFile,
  type CallHandler,
  type ExecutionContext,
  type NestInterceptor,
} from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { Request, Response } from 'express';
import { createHash } from 'node:crypto';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import { from, map, of, switchMap, type Observable } from 'rxjs';
import { BoundedMap } from '../common/bounded-map';
import { COMPRESS_ABOVE_BYTES } from '../common/compression';
import { isUuid } from '../common/uuid';
import { VersionsService } from './versions.service';

/**
 * What a GET answer depends on, which names its ETag:
 * - `event`: the event's version and the viewer (the page shows what this viewer may see, and their role);
 * - `shared`: the event's version only (the same for every viewer: dishes, the public view);
 * - `insights`: the version and the hour (insights and suggestions also depend on whether the event is past);
 * - `list`: the user's list version and the versions of the events in the answer.
 */
export type EtagKind = 'event' | 'shared' | 'insights' | 'list';
const ETAG_KIND = 'potluck:etag';

/** Strong ETag from the versions in memory; a matching If-None-Match is answered 304 without running the handler. */
export const VersionEtag = (kind: EtagKind) => SetMetadata(ETAG_KIND, kind);

interface ListMemo {
  listVersion: number;
  ids: string[];
  versions: number[];
  etag: string;
}

/**
 * Writes the answers of GET routes marked with VersionEtag: their ETag (a matching If-None-Match is a 304 without
 * running the handler), and their JSON, serialized and compressed once per version. Answers revalidations from memory. An answer's ETag is built from versions read before its data, so a stale body
 * can never carry a newer ETag (at worst a fresh body carries an older one and is sent once more).
 */
@Injectable()
export class VersionedAnswerInterceptor implements NestInterceptor {
  private readonly listMemos = new BoundedMap<string, ListMemo>(20_000);
  /** Forgotten with the answer object itself (when its version leaves the snapshot cache). */
  private readonly json = new WeakMap<object, Encoded>();

  constructor(
    private readonly reflector: Reflector,
    private readonly versions: VersionsService,
  ) {}

  intercept(ctx: ExecutionContext, next: CallHandler): Observable<unknown> {
    if (ctx.getType() !== 'http') return next.handle();
    const kind = this.reflector.get<EtagKind | undefined>(ETAG_KIND, ctx.getHandler());
    const req = ctx.switchToHttp().getRequest<Request>();
    if (!kind || (req.method !== 'GET' && req.method !== 'HEAD')) return next.handle();
    const res = ctx.switchToHttp().getResponse<Response>();
    const pre = kind === 'list' ? this.listEtag(req) : this.eventEtag(kind, req);
    return from(pre).pipe(
      switchMap((etag) => {
        if (etag) {
          res.setHeader('ETag', etag);
          res.setHeader('Cache-Control', 'private, no-cache');
          // Express answers 304 (no body) when If-None-Match matches the ETag set above.
          if (matches(req, etag)) return of(null);
          return next.handle().pipe(map((body: unknown) => this.serialized(req, res, body)));
        }
        if (kind !== 'list') return next.handle();
        return next.handle().pipe(map((body: unknown) => this.rememberList(req, res, body)));
      }),
    );
  }

  /**
   * Answers of one version are the same objects for every request (computed once per version), so their JSON is
   * too: serialized once, and compressed at most once per encoding, then sent as they are.
   */
  private serialized(req: Request, res: Response, body: unknown): unknown {
    if (body === null || typeof body !== 'object') return body;
    let encoded = this.json.get(body);
    if (encoded === undefined) {
      encoded = { json: JSON.stringify(body) };
      this.json.set(body, encoded);
    }
    res.setHeader('Content-Type', 'application/json; charset=utf-8');
    if (Buffer.byteLength(encoded.json) < COMPRESS_ABOVE_BYTES) return encoded.json;
    res.vary('Accept-Encoding');
    // Brotli whenever the client takes it (browsers list gzip first with the same weight), else gzip.
    const encoding = req.acceptsEncodings('br') ? 'br' : req.acceptsEncodings('gzip') ? 'gzip' : null;
    if (!encoding) return encoded.json;
    const bytes = (encoded[encoding] ??= compress(encoding, encoded.json));
    // The compression middleware leaves an answer that already has an encoding alone.
    res.setHeader('Content-Encoding', encoding);
    return new StreamableFile(bytes, { type: 'application/json; charset=utf-8', length: bytes.length });
  }

  private async eventEtag(kind: Exclude<EtagKind, 'list'>, req: Request): Promise<string | null> {
    const eventId = req.params.id ?? req.params.eventId;
    if (typeof eventId !== 'string' || !isUuid(eventId)) return null;
    const version = await this.versions.eventVersion(eventId);
    if (version === null) return null;
    const id = eventId.slice(0, 8);
    if (kind === 'shared') return `"s${id}.${version}"`;
    // Insights are written in the reader's language: a change of language is a different answer.
    if (kind === 'insights')
      return `"p${id}.${version}.${Math.floor(Date.now() / 3_600_000)}.${requestLocale(req, req.authUser?.locale)}"`;
    const viewer = req.authUser?.id ?? 'anonymous';
    return `"e${id}.${version}.${viewer}"`;
  }

  private async listEtag(req: Request): Promise<string | null> {
    const userId = req.authUser?.id;
    if (!userId) return null;
    const memo = this.listMemos.get(`${req.path} ${userId}`);
    const listVersion = await this.versions.listVersion(userId);
    (req as Request & { potluckListVersion?: number }).potluckListVersion = listVersion;
    if (!memo || memo.listVersion !== listVersion) return null;
    const current = await this.versions.eventVersions(memo.ids);
    return memo.ids.every((id, i) => current.get(id) === memo.versions[i]) ? memo.etag : null;
  }

  private rememberList(req: Request, res: Response, body: unknown): unknown {
    const userId = req.authUser?.id;
    const listVersion = (req as Request & { potluckListVersion?: number }).potluckListVersion;
    if (!userId || listVersion === undefined || !Array.isArray(body)) return body;
    const items = body as { id: string; version?: number }[];
    if (items.some((item) => typeof item.version !== 'number')) return body;
    const ids = items.map((item) => item.id);
    const versions = items.map((item) => item.version as number);
    const hash = createHash('sha1')
      .update(`${userId}|${ids.join(',')}|${versions.join(',')}`)
      .digest('base64url')
      .slice(0, 16);
    const etag = `"l${listVersion}.${hash}"`;
    this.listMemos.set(`${req.path} ${userId}`, { listVersion, ids, versions, etag });
    res.setHeader('ETag', etag);
    res.setHeader('Cache-Control', 'private, no-cache');
    return body;
  }
}

interface Encoded {
  json: string;
  br?: Buffer;
  gzip?: Buffer;
}

/** Fast settings: an answer is compressed again at each version of its event, not once for all time. */
function compress(encoding: 'br' | 'gzip', json: string): Buffer {
  return encoding === 'br'
    ? brotliCompressSync(json, { params: { [zlib.BROTLI_PARAM_QUALITY]: 5 } })
    : gzipSync(json, { level: 6 });
}

function matches(req: Request, etag: string): boolean {
  const header = req.headers['if-none-match'];
  if (!header) return false;
  return header === '*' || header.split(',').some((tag) => tag.trim() === etag);
}
