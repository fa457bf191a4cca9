import { Inject, Logger, type BeforeApplicationShutdown } from '@nestjs/common';
import {
  WebSocketGateway,
  type OnGatewayConnection,
  type OnGatewayDisconnect,
  type OnGatewayInit,
} from '@nestjs/websockets';
import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { WebSocket, type RawData, type WebSocketServer } from 'ws';
import { AppException } from '../platform/common/app-exception';
import { MetricsService } from '../platform/metrics/metrics.service';
import { SessionService } from '../auth/session.service';
import { APP_CONFIG } from '../platform/config/config.module';
import type { AppConfig } from '../platform/config/config.schema';
import {
  clientMessageSchema,
  type ClientMessage,
  type DomainEvent,
  type RealtimeErrorCode,
  type ServerMessage,
} from '../contracts/realtime.contract';
import { SOCKET_CLOSE, SOCKET_MAX_PAYLOAD_BYTES } from '../contracts/realtime.rules';
import type { User } from '../contracts/user.rules';
import { PgNotifyBridge } from './pg-notify.bridge';
import { RealtimeService } from './realtime.service';
import { forwardedClientAddress } from '../platform/rate-limit/client-network';
import { WriteLimits } from '../platform/rate-limit/write-limits';

/** Below the load balancer's idle timeout (nginx proxy_read_timeout 75 s), so pings also keep the proxy open. */
export const HEARTBEAT_MS = 30_000;

type Target = { kind: 'event'; eventId: string } | { kind: 'dashboard'; eventIds: Set<string> };

interface SocketState {
  /** The socket's row in live_sockets (sockets per user, across processes). */
  id: string;
  sessionId: string;
  user: User;
  /** Messages in the current one-second window. */
  messageWindow: number;
  messageCount: number;
  alive: boolean;
  target: Target | null;
  /** Joins resolve asynchronously; only the latest one may set the target. */
  joinSeq: number;
}

type UpgradeRequest = IncomingMessage & {
  potluckSocket?: { id: string; user: User; sessionId: string; allowed: boolean } | null;
};

/** How often each process checks that its sockets' sessions are still live (they close within this plus a query). */
export const SESSION_CHECK_MS = 2000;

@WebSocketGateway({ path: '/ws', maxPayload: SOCKET_MAX_PAYLOAD_BYTES })
export class RealtimeGateway
  implements
    OnGatewayInit<WebSocketServer>,
    OnGatewayConnection<WebSocket>,
    OnGatewayDisconnect<WebSocket>,
    BeforeApplicationShutdown
{
  private readonly logger = new Logger(RealtimeGateway.name);
  private readonly sockets = new Map<WebSocket, SocketState>();
  private readonly allowedOrigins: Set<string>;
  private heartbeat: NodeJS.Timeout | null = null;
  private sessionCheck: NodeJS.Timeout | null = null;
  private checkingSessions = false;
  private readonly limits: AppConfig['limits'];
  private readonly trustProxy: number;
  private stopDelivery: (() => void) | null = null;

  constructor(
    @Inject(APP_CONFIG) config: AppConfig,
    private readonly sessions: SessionService,
    private readonly realtime: RealtimeService,
    private readonly bridge: PgNotifyBridge,
    private readonly writes: WriteLimits,
    metrics: MetricsService,
  ) {
    metrics.gauge('potluck_open_sockets', 'Open WebSocket connections of this process', () => this.sockets.size);
    this.allowedOrigins = new Set([config.publicOrigin, ...config.allowedOrigins]);
    this.limits = config.limits;
    this.trustProxy = config.trustProxy;
  }

  afterInit(server: WebSocketServer): void {
    // The handshake check needs injected services, which the static decorator options cannot reach.
    server.options.verifyClient = (info, done) => {
      this.verifyUpgrade(info.req as UpgradeRequest, info.origin).then(
        (refusal) => (refusal ? done(false, refusal.status, refusal.message) : done(true)),
        (err: unknown) => {
          this.logger.error(`Socket upgrade failed: ${String(err)}`);
          done(false, 503, 'Service Unavailable');
        },
      );
    };
    this.heartbeat = setInterval(() => this.sweepDeadSockets(), HEARTBEAT_MS);
    this.heartbeat.unref();
    this.sessionCheck = setInterval(() => void this.closeEndedSessions(), SESSION_CHECK_MS);
    this.sessionCheck.unref();
    // A failing query while delivering (a database failover) loses this one update for dashboards, nothing more.
    this.stopDelivery = this.bridge.onEvent((event) => {
      this.deliver(event).catch((err: unknown) => this.logger.error(`Delivering ${event.type} failed: ${String(err)}`));
    });
  }

  async beforeApplicationShutdown(): Promise<void> {
    if (this.heartbeat) clearInterval(this.heartbeat);
    if (this.sessionCheck) clearInterval(this.sessionCheck);
    this.stopDelivery?.();
    const ids = [...this.sockets.values()].map((s) => s.id);
    for (const socket of this.sockets.keys()) socket.close(SOCKET_CLOSE.goingAway.code, SOCKET_CLOSE.goingAway.reason);
    this.sockets.clear();
    // While the database is still open: a restarted replica's users get their socket slots back at once.
    await this.realtime
      .unregisterSockets(ids)
      .catch((err: unknown) => this.logger.warn(`Forgetting sockets at shutdown failed: ${String(err)}`));
  }

  handleConnection(socket: WebSocket, req: UpgradeRequest): void {
    const accepted = req.potluckSocket;
    if (!accepted) {
      socket.close(SOCKET_CLOSE.unauthorized.code, SOCKET_CLOSE.unauthorized.reason);
      return;
    }
    if (!accepted.allowed) {
      socket.close(SOCKET_CLOSE.tooManySockets.code, SOCKET_CLOSE.tooManySockets.reason);
      return;
    }
    const state: SocketState = {
      id: accepted.id,
      sessionId: accepted.sessionId,
      user: accepted.user,
      messageWindow: 0,
      messageCount: 0,
      alive: true,
      target: null,
      joinSeq: 0,
    };
    this.sockets.set(socket, state);
    socket.on('pong', () => (state.alive = true));
    socket.on('message', (data, isBinary) => {
      this.onMessage(socket, state, data, isBinary).catch((err: unknown) =>
        this.logger.error(`Socket message failed: ${String(err)}`),
      );
    });
  }

  handleDisconnect(socket: WebSocket): void {
    const state = this.sockets.get(socket);
    this.sockets.delete(socket);
    if (state) this.forget(state);
  }

  private forget(state: SocketState): void {
    this.realtime
      .unregisterSocket(state.id)
      .catch((err: unknown) => this.logger.warn(`Forgetting socket ${state.id} failed: ${String(err)}`));
  }

  /**
   * Sockets whose session ended (sign-out on any process, expiry, deleted account) are closed with 4401 within
   * SESSION_CHECK_MS. One query per process per tick; while the database is unreachable sockets are left open.
   */
  async closeEndedSessions(): Promise<void> {
    if (this.checkingSessions || this.sockets.size === 0) return;
    this.checkingSessions = true;
    try {
      const ids = [...new Set([...this.sockets.values()].map((s) => s.sessionId))];
      const live = await this.sessions.liveSessionIds(ids);
      for (const [socket, state] of this.sockets) {
        if (live.has(state.sessionId)) continue;
        socket.close(SOCKET_CLOSE.unauthorized.code, SOCKET_CLOSE.unauthorized.reason);
        this.sockets.delete(socket);
        this.forget(state);
      }
    } catch (err) {
      this.logger.warn(`Checking socket sessions failed: ${String(err)}`);
    } finally {
      this.checkingSessions = false;
    }
  }

  /** Cross-site pages may not open a socket with the user's cookie; the session decides who the socket belongs to. */
  private async verifyUpgrade(
    req: UpgradeRequest,
    origin: string | undefined,
  ): Promise<{ status: number; message: string } | null> {
    if (origin !== undefined && !this.isAllowedOrigin(origin, req.headers.host)) {
      return { status: 403, message: 'Forbidden' };
    }
    // A missing session or one socket too many is not refused here: the client gets a readable close code instead
    // of a bare HTTP status.
    const session = await this.sessions.sessionFromUpgrade(req);
    if (!session) {
      req.potluckSocket = null;
      return null;
    }
    const id = randomUUID();
    // Opening a socket is a write (a presence row, a snapshot to follow): the same limits as the API's and the form's.
    const address = forwardedClientAddress(req.socket.remoteAddress, req.headers['x-forwarded-for'], this.trustProxy);
    const allowed =
      (await this.writes.allows(session.user.id, address)) &&
      (await this.realtime.registerSocket(id, session.user.id, this.limits.socketsPerUser));
    req.potluckSocket = { id, ...session, allowed };
    return null;
  }

  private isAllowedOrigin(origin: string, host: string | undefined): boolean {
    if (this.allowedOrigins.has(origin)) return true;
    try {
      return !!host && new URL(origin).host === host;
    } catch {
      return false;
    }
  }

  /** At most WS_MESSAGES_PER_SECOND per socket; a socket that sends more is closed (1008). */
  private overMessageLimit(socket: WebSocket, state: SocketState): boolean {
    const second = Math.floor(Date.now() / 1000);
    if (state.messageWindow !== second) {
      state.messageWindow = second;
      state.messageCount = 0;
    }
    if (++state.messageCount <= this.limits.socketMessagesPerSecond) return false;
    socket.close(SOCKET_CLOSE.tooManyMessages.code, SOCKET_CLOSE.tooManyMessages.reason);
    return true;
  }

  private async onMessage(socket: WebSocket, state: SocketState, data: RawData, isBinary: boolean): Promise<void> {
    if (this.overMessageLimit(socket, state)) return;
    let message: ClientMessage;
    try {
      if (isBinary) throw new Error('binary');
      const parsed = clientMessageSchema.safeParse(JSON.parse(rawToString(data)));
      if (!parsed.success) throw new Error('shape');
      message = parsed.data;
    } catch {
      this.send(socket, { type: 'error', code: 'BAD_MESSAGE', message: 'Unrecognised message' });
      return;
    }
    const seq = ++state.joinSeq;
    if (message.type === 'join_event') {
      const { eventId } = message;
      let version: number;
      try {
        version = await this.realtime.followEvent(state.user, eventId);
      } catch (err) {
        if (seq === state.joinSeq) state.target = null;
        this.send(socket, { type: 'error', eventId, ...joinError(err, this.logger) });
        return;
      }
      if (seq !== state.joinSeq) return;
      state.target = { kind: 'event', eventId };
      this.send(socket, { type: 'joined', eventId, seq: version });
    } else {
      try {
        const eventIds = await this.realtime.dashboardEventIds(state.user.id);
        if (seq !== state.joinSeq) return;
        state.target = { kind: 'dashboard', eventIds: new Set(eventIds) };
        this.send(socket, { type: 'joined', eventId: null });
      } catch (err) {
        this.send(socket, { type: 'error', ...joinError(err, this.logger) });
      }
    }
  }

  /**
   * Delivers one domain event to the sockets of this process that follow its event: the change with the event's
   * state, built once here and sent as the same text to every socket (one text per kind of viewer).
   */
  private async deliver(event: DomainEvent): Promise<void> {
    const followers: [WebSocket, SocketState][] = [];
    const dashboards: [WebSocket, SocketState & { target: { kind: 'dashboard' } }][] = [];
    for (const [socket, state] of this.sockets) {
      if (state.target?.kind === 'event' && state.target.eventId === event.eventId) followers.push([socket, state]);
      else if (state.target?.kind === 'dashboard')
        dashboards.push([socket, state as SocketState & { target: { kind: 'dashboard' } }]);
    }
    if (followers.length > 0) {
      const texts = await this.realtime.liveTexts(event);
      // Encoded once, not once per socket.
      const full = Buffer.from(texts.full);
      const redacted = texts.redacted === texts.full ? full : Buffer.from(texts.redacted);
      for (const [socket, state] of followers) {
        if (texts.removed.has(state.user.id)) {
          // Removed from the event (on any process: this runs wherever the change is delivered): nothing more.
          this.closeSocket(socket, state, SOCKET_CLOSE.removed);
          continue;
        }
        if (texts.only && !texts.only.has(state.user.id)) continue;
        if (texts.own?.userId === state.user.id) sendText(socket, Buffer.from(texts.own.text));
        else sendText(socket, texts.fullViewers.includes(state.user.id) ? full : redacted);
      }
    }
    // Dashboards list events: the conversation, the costs and the door change nothing there.
    if (
      dashboards.length === 0 ||
      event.type === 'talk_updated' ||
      event.type === 'question_updated' ||
      event.type === 'costs_updated' ||
      event.type === 'check_ins_updated'
    )
      return;
    const text = Buffer.from(JSON.stringify(event satisfies ServerMessage));
    // Membership changes over time (new RSVPs, new events), so ask the database once per event for every dashboard here.
    const members =
      event.type === 'event_deleted' ? new Set<string>() : new Set(await this.realtime.dashboardUserIds(event.eventId));
    for (const [socket, state] of dashboards) {
      const followed = state.target.eventIds;
      if (members.has(state.user.id)) followed.add(event.eventId);
      if (followed.has(event.eventId)) sendText(socket, text);
      // Deleted, or no member any more (a removed guest): this was the last message about it.
      if (!members.has(state.user.id)) followed.delete(event.eventId);
    }
  }

  private closeSocket(socket: WebSocket, state: SocketState, close: { code: number; reason: string }): void {
    socket.close(close.code, close.reason);
    this.sockets.delete(socket);
    this.forget(state);
  }

  /** Heartbeat tick: sockets that did not answer the previous ping are dead (lost network, sleeping phone), so drop them. */
  sweepDeadSockets(): void {
    for (const [socket, state] of this.sockets) {
      if (!state.alive) {
        socket.terminate();
        this.sockets.delete(socket);
        this.forget(state);
        continue;
      }
      state.alive = false;
      socket.ping();
    }
    const ids = [...this.sockets.values()].map((s) => s.id);
    this.realtime
      .refreshSockets(ids)
      .catch((err: unknown) => this.logger.warn(`Refreshing live sockets failed: ${String(err)}`));
  }

  private send(socket: WebSocket, message: ServerMessage): void {
    sendText(socket, JSON.stringify(message));
  }
}

/** A text frame, whether the text comes as a string or already encoded as UTF-8. */
function sendText(socket: WebSocket, text: string | Buffer): void {
  if (socket.readyState === WebSocket.OPEN) socket.send(text, { binary: false });
}

function rawToString(data: RawData): string {
  if (Array.isArray(data)) return Buffer.concat(data).toString('utf8');
  return Buffer.from(data as ArrayBuffer).toString('utf8');
}

function joinError(err: unknown, logger: Logger): { code: RealtimeErrorCode; message: string } {
  if (err instanceof AppException && err.status === 404) return { code: 'EVENT_NOT_FOUND', message: err.message };
  logger.error(`Join failed: ${String(err)}`);
  return { code: 'JOIN_FAILED', message: 'Could not follow live updates' };
}
