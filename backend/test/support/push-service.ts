import { createECDH, createPublicKey, randomBytes, randomUUID, verify, type ECDH } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import * as ece from 'http_ece';
import * as webpush from 'web-push';
import type { Agent } from './test-app';

export interface PushRequest {
  path: string;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

/** What the app's pushes carry, as the service worker reads them. */
export interface PushMessage {
  title: string;
  body: string;
  url: string;
  tag?: string;
}

/** A browser subscribed at a path of the local push service, and the messages that reached it, decrypted. */
export interface SubscribedBrowser<M = PushMessage> {
  browser: TestBrowser;
  path: string;
  messages(): M[];
}

/** A browser's side of a subscription: a real P-256 key pair and auth secret, as PushManager.subscribe() makes. */
export class TestBrowser {
  private readonly ecdh: ECDH = createECDH('prime256v1');
  readonly auth = randomBytes(16).toString('base64url');

  constructor(readonly endpoint: string) {
    this.ecdh.generateKeys();
  }

  /** What `subscription.toJSON()` gives the page. */
  subscription(): { endpoint: string; expirationTime: null; keys: { p256dh: string; auth: string } } {
    return {
      endpoint: this.endpoint,
      expirationTime: null,
      keys: { p256dh: this.ecdh.getPublicKey().toString('base64url'), auth: this.auth },
    };
  }

  /** Decrypts a push body as the browser would (RFC 8291, aes128gcm). */
  decrypt(body: Buffer): unknown {
    const plain = ece.decrypt(body, { version: 'aes128gcm', privateKey: this.ecdh, authSecret: this.auth });
    return JSON.parse(plain.toString('utf8')) as unknown;
  }
}

/**
 * A push service on 127.0.0.1 for tests: records every message; paths under /gone/ answer 410 (the subscription
 * expired), under /down/ 503 (the service is failing), everything else 201 Created like the real services.
 */
export class LocalPushService {
  readonly received: PushRequest[] = [];
  /** The key pair an app under test signs its pushes with (see `appEnv`). */
  readonly vapid = webpush.generateVAPIDKeys();
  private server: Server | null = null;
  private origin = '';

  async start(): Promise<void> {
    this.server = createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (c: Buffer) => chunks.push(c));
      req.on('end', () => {
        this.received.push({ path: req.url ?? '', headers: req.headers, body: Buffer.concat(chunks) });
        res.statusCode = req.url?.startsWith('/gone/') ? 410 : req.url?.startsWith('/down/') ? 503 : 201;
        res.end();
      });
    });
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
    this.origin = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  async stop(): Promise<void> {
    await new Promise<void>((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
  }

  endpoint(path: string): string {
    return `${this.origin}${path}`;
  }

  /** The settings that let an app under test post to this service (a private address: NODE_ENV=test only). */
  allowedIn(): Record<string, string> {
    return { PUSH_EXTRA_ORIGINS: this.origin, PUSH_ALLOW_PRIVATE_ORIGINS: 'true' };
  }

  /** The settings of an app under test that signs pushes with `vapid` and may post them to this service. */
  appEnv(): Record<string, string> {
    return {
      ...this.allowedIn(),
      VAPID_PUBLIC_KEY: this.vapid.publicKey,
      VAPID_PRIVATE_KEY: this.vapid.privateKey,
      VAPID_SUBJECT: 'mailto:ops@potluck.example',
    };
  }

  to(path: string): PushRequest[] {
    return this.received.filter((r) => r.path === path);
  }

  /** Subscribes a fresh browser of `person` at `path` of this service, through the API. */
  async subscribe<M = PushMessage>(
    person: { agent: Agent },
    path = `/sub/${randomUUID()}`,
  ): Promise<SubscribedBrowser<M>> {
    const browser = new TestBrowser(this.endpoint(path));
    await person.agent
      .post('/api/push/subscriptions')
      .set('Idempotency-Key', randomUUID())
      .send(browser.subscription())
      .expect(201);
    return { browser, path, messages: () => this.to(path).map((r) => browser.decrypt(r.body) as M) };
  }
}

/** Checks the VAPID Authorization header (RFC 8292): its key, its audience and its ES256 signature. */
export function verifyVapid(header: string, publicKey: string, audience: string): Record<string, unknown> {
  const match = /^vapid t=([^,]+), k=(.+)$/.exec(header);
  if (!match) throw new Error(`not a VAPID header: ${header}`);
  const [, jwt, k] = match;
  if (k !== publicKey) throw new Error('signed with another key');
  const [head, payload, signature] = jwt.split('.');
  const raw = Buffer.from(publicKey, 'base64url');
  const key = createPublicKey({
    key: {
      kty: 'EC',
      crv: 'P-256',
      x: raw.subarray(1, 33).toString('base64url'),
      y: raw.subarray(33, 65).toString('base64url'),
    },
    format: 'jwk',
  });
  const ok = verify(
    'sha256',
    Buffer.from(`${head}.${payload}`),
    { key, dsaEncoding: 'ieee-p1363' },
    Buffer.from(signature, 'base64url'),
  );
  if (!ok) throw new Error('bad VAPID signature');
  const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as Record<string, unknown>;
  if (claims.aud !== audience) throw new Error(`audience ${String(claims.aud)} is not ${audience}`);
  return claims;
}
