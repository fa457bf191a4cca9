import { requestLocale } from '../../i18n/locale';
import { Injectable, SetMetadata, type CallHandler, type ExecutionContext, type NestInterceptor } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { Request, Response } from 'express';
import { createHash } from 'node:crypto';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import { from, map, of, switchMap, type Observable } from 'rxjs';
import { BoundedMap } from '../common/bounded-map';
import { WireBytes } from '../common/express-adapter';
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
export const ETAG_KIND = 'potluck:etag';

/** Strong ETag from the versions in memory; a matching If-None-Match is answered 304 without running the handler. */
export const VersionEtag = (kind: EtagKind) => SetMetadata(ETAG_KIND, kind);

interface ListMemo {
  listVersion: number;
  ids: string[];
  versions: number[];
  etag: string;
}

/** The compressed bytes of viewers' own views kept at most (`event` ETags), over all events. */
const PERSONAL_ANSWER_BYTES = 32 * 1024 * 1024;
const JSON_TYPE = 'application/json; charset=utf-8';

/** Lists whose answer is kept with its ETag (fewer than the memos: an answer weighs more than its versions). */
const LIST_ANSWERS = 1_000;

/**
 * Writes the answers of GET routes marked with VersionEtag: their ETag (a matching If-None-Match is a 304 without
 * running the handler), and their JSON, serialized and compressed once per version. Answers revalidations from memory. An answer's ETag is built from versions read before its data, so a stale body
 * can never carry a newer ETag (at worst a fresh body carries an older one and is sent once more).
 */
@Injectable()
export class VersionedAnswerInterceptor implements NestInterceptor {
  private readonly listMemos = new BoundedMap<string, ListMemo>(20_000);
  /**
   * The last answer of a list, by the ETag it was sent with: the ETag names every version the answer depends on, so
   * while it still holds, a request without If-None-Match gets the same answer again, from memory, serialized once.
   */
  private readonly listAnswers = new BoundedMap<string, { etag: string; body: object }>(LIST_ANSWERS);
  /** Forgotten with the answer object itself (when its version leaves the snapshot cache). */
  private readonly json = new WeakMap<object, Encoded>();
  private readonly personal = new ByteBoundedMap(PERSONAL_ANSWER_BYTES);

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
          if (kind === 'event') return this.personalAnswer(req, res, etag, next);
          if (kind !== 'list') return next.handle().pipe(map((body: unknown) => this.serialized(req, res, body)));
          const kept = this.listAnswers.get(listKey(req));
          if (kept?.etag === etag) return of(this.serialized(req, res, kept.body));
          return next.handle().pipe(
            map((body: unknown) => {
              if (Array.isArray(body)) this.listAnswers.set(listKey(req), { etag, body });
              return this.serialized(req, res, body);
            }),
          );
        }
        if (kind !== 'list') return next.handle();
        return next.handle().pipe(map((body: unknown) => this.rememberList(req, res, body)));
      }),
    );
  }

  /**
   * An `event` answer is one viewer's view of one version (a guest's own answer and dishes put into the guests' shared
   * view): a new object each time, so its compressed bytes are kept by encoding and ETag, within a byte budget, and
   * the viewer's next request without If-None-Match is sent them without building the view again.
   */
  private personalAnswer(req: Request, res: Response, etag: string, next: CallHandler): Observable<unknown> {
    const encoding = acceptedEncoding(req);
    const key = `${encoding} ${String(req.params.id)} ${etag}`;
    const kept = encoding && this.personal.get(key);
    if (kept) return of(sendEncoded(res, encoding, kept));
    return next.handle().pipe(
      map((body: unknown) => {
        const answer = this.serialized(req, res, body);
        if (encoding && answer instanceof WireBytes) {
          const bytes = this.json.get(body as object)?.[encoding];
          if (bytes) this.personal.set(key, bytes);
        }
        return answer;
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
    res.setHeader('Content-Type', JSON_TYPE);
    if (Buffer.byteLength(encoded.json) < COMPRESS_ABOVE_BYTES) return encoded.json;
    res.vary('Accept-Encoding');
    const encoding = acceptedEncoding(req);
    if (!encoding) return encoded.json;
    return sendEncoded(res, encoding, (encoded[encoding] ??= compress(encoding, encoded.json)));
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
    const memo = this.listMemos.get(listKey(req));
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
    this.listMemos.set(listKey(req), { listVersion, ids, versions, etag });
    this.listAnswers.set(listKey(req), { etag, body: items });
    res.setHeader('ETag', etag);
    res.setHeader('Cache-Control', 'private, no-cache');
    return this.serialized(req, res, items);
  }
}

interface Encoded {
  json: string;
  br?: Buffer;
  gzip?: Buffer;
}

/**
 * Fast settings: an answer is compressed again at each version of its event (and viewer), not once for all time.
 * Brotli's quality 4 makes the same size as 5 on these answers in half the time (13 against 29 ms for a 500-household
 * event's 230 KB).
 */
function compress(encoding: 'br' | 'gzip', json: string): Buffer {
  return encoding === 'br'
    ? brotliCompressSync(json, { params: { [zlib.BROTLI_PARAM_QUALITY]: 4 } })
    : gzipSync(json, { level: 6 });
}

/** Brotli whenever the client takes it (browsers list gzip first with the same weight), else gzip, else none. */
function acceptedEncoding(req: Request): 'br' | 'gzip' | null {
  return req.acceptsEncodings('br') ? 'br' : req.acceptsEncodings('gzip') ? 'gzip' : null;
}

/** Compressed JSON as it is; the compression middleware leaves an answer that already has an encoding alone. */
function sendEncoded(res: Response, encoding: 'br' | 'gzip', bytes: Buffer): WireBytes {
  res.setHeader('Content-Type', JSON_TYPE);
  res.vary('Accept-Encoding');
  res.setHeader('Content-Encoding', encoding);
  return new WireBytes(bytes);
}

/** Least recently used entries go first once their bytes add up to more than `budget`. */
class ByteBoundedMap {
  private readonly map = new Map<string, Buffer>();
  private bytes = 0;

  constructor(private readonly budget: number) {}

  get(key: string): Buffer | undefined {
    const value = this.map.get(key);
    if (value === undefined) return undefined;
    this.map.delete(key);
    this.map.set(key, value);
    return value;
  }

  set(key: string, value: Buffer): void {
    const old = this.map.get(key);
    if (old) this.bytes -= old.length;
    this.map.delete(key);
    this.map.set(key, value);
    this.bytes += value.length;
    for (const [oldest, bytes] of this.map) {
      if (this.bytes <= this.budget) break;
      this.map.delete(oldest);
      this.bytes -= bytes.length;
    }
  }
}

/** A list's memo is per path and reader. */
const listKey = (req: Request): string => `${req.path} ${req.authUser?.id}`;

function matches(req: Request, etag: string): boolean {
  const header = req.headers['if-none-match'];
  if (!header) return false;
  return header === '*' || header.split(',').some((tag) => tag.trim() === etag);
}
