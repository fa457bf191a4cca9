import type { INestApplication } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import request from 'supertest';
import WebSocket from 'ws';
import type { ServerMessage } from '../../src/contracts/realtime.contract';
import { SESSION_COOKIE } from '../../src/auth/session.service';
import { useTestApps, type TestEnv } from './test-app';

/** Signs a brand-new user in and returns the raw session cookie (a browser sends it on the socket upgrade). */
export async function signInCookie(
  app: INestApplication,
  firstName = 'Socket',
): Promise<{ id: string; cookie: string }> {
  const server = app.getHttpServer();
  const login = await request(server)
    .post('/api/login/dev')
    .type('form')
    .send({ email: `ws-${randomUUID()}@example.test`, firstName, lastName: 'User' })
    .expect(303);
  const setCookie = ([] as string[]).concat(login.headers['set-cookie'] ?? []);
  const cookie = setCookie.map((c) => c.split(';')[0]).find((c) => c.startsWith(`${SESSION_COOKIE}=`));
  if (!cookie) throw new Error('no session cookie');
  const me = await request(server).get('/api/auth/user').set('Cookie', cookie).expect(200);
  return { id: me.body.id as string, cookie };
}

/** Starts listening on a free local port (the socket needs a real server) and returns its ws:// base. */
export async function listen(app: INestApplication): Promise<{ wsUrl: string; origin: string }> {
  await app.listen(0, '127.0.0.1');
  const { port } = app.getHttpServer().address() as AddressInfo;
  return { wsUrl: `ws://127.0.0.1:${port}/ws`, origin: `http://127.0.0.1:${port}` };
}

/** A test socket that queues every server message so a test can await them in order. */
export class TestSocket {
  readonly ws: WebSocket;
  private readonly queue: ServerMessage[] = [];
  private waiter: ((m: ServerMessage) => void) | null = null;
  readonly closed: Promise<{ code: number; reason: string }>;
  readonly opened: Promise<void>;

  constructor(url: string, headers: Record<string, string>, options: { autoPong?: boolean } = {}) {
    this.ws = new WebSocket(url, { headers, ...options });
    this.opened = new Promise((resolve, reject) => {
      this.ws.once('open', () => resolve());
      this.ws.once('error', reject);
      this.ws.once('unexpected-response', (_req, res) => reject(new Error(`HTTP ${res.statusCode}`)));
    });
    this.opened.catch(() => undefined);
    this.closed = new Promise((resolve) =>
      this.ws.once('close', (code, reason) => resolve({ code, reason: reason.toString() })),
    );
    this.ws.on('message', (data, isBinary) => {
      // Browsers hand binary frames to the page as Blobs, which the app does not read: every message is a text frame.
      if (isBinary) throw new Error('The server sent a binary frame');
      const message = JSON.parse((data as Buffer).toString()) as ServerMessage;
      if (this.waiter) {
        const w = this.waiter;
        this.waiter = null;
        w(message);
      } else this.queue.push(message);
    });
  }

  send(value: unknown): void {
    this.ws.send(typeof value === 'string' ? value : JSON.stringify(value));
  }

  /**
   * The next message; fails the test if none arrives within `ms`. Generous: a full suite on a 2-core machine can hold
   * a cross-process delivery (NOTIFY, then a membership query) for seconds; a missing message still fails.
   */
  next(ms = 12_000): Promise<ServerMessage> {
    const queued = this.queue.shift();
    if (queued) return Promise.resolve(queued);
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => {
        this.waiter = null;
        reject(new Error(`no socket message within ${ms} ms`));
      }, ms);
      this.waiter = (m) => {
        clearTimeout(timer);
        resolve(m);
      };
    });
  }

  close(): void {
    this.ws.terminate();
  }
}

export interface Replica {
  wsUrl: string;
  origin: string;
}

export interface Replicas {
  appA: INestApplication;
  appB: INestApplication;
  a: Replica;
  b: Replica;
  /** Opens a socket to one replica (closed after the suite); `origin` defaults to the replica's own. */
  connect(target: Replica, cookie?: string, origin?: string, autoPong?: boolean): TestSocket;
}

/**
 * Two apps on one database standing for two replicas behind the load balancer (each its own pool, LISTEN connection
 * and caches), listening on real ports: started before the suite's tests, closed with their sockets after them.
 */
export function useReplicas(env: TestEnv = {}): Replicas {
  const sockets: TestSocket[] = [];
  // Declared before the apps' hook, so the sockets are closed before the apps.
  afterAll(() => {
    for (const s of sockets) s.close();
  });
  const [a, b] = useTestApps(2, env, { listen: true });
  return {
    get appA() {
      return a.app;
    },
    get appB() {
      return b.app;
    },
    a,
    b,
    connect(target: Replica, cookie?: string, origin = target.origin, autoPong = true): TestSocket {
      const socket = new TestSocket(target.wsUrl, { origin, ...(cookie ? { cookie } : {}) }, { autoPong });
      sockets.push(socket);
      return socket;
    },
  };
}
