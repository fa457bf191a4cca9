import type { ClientMessage, ServerMessage } from '@contracts/realtime.contract';
import { SOCKET_RECONNECT_MS } from '@contracts/realtime.rules';

/** idle: nothing follows live updates; live: joined; reconnecting: closed or not joined yet, retrying. */
export type LiveStatus = 'idle' | 'connecting' | 'live' | 'reconnecting';

type MessageHandler = (message: ServerMessage) => void;
type RefusalHandler = (refusal: Extract<ServerMessage, { type: 'error' }>) => void;
interface Follower {
  join: ClientMessage;
  onMessage: MessageHandler;
  onRefused?: RefusalHandler;
}

/** WebSocket.OPEN, spelled out so the module loads where no WebSocket global exists (unit tests). */
const SOCKET_OPEN = 1;

/** A page that stops following closes the socket only if no page follows within this delay (route changes). */
const IDLE_CLOSE_MS = 2000;

/** The socket URL on the page's own origin: wss on https pages, ws on http. */
export function socketUrl(location: Pick<Location, 'protocol' | 'host'> = window.location): string {
  return `${location.protocol === 'https:' ? 'wss' : 'ws'}://${location.host}/ws`;
}

/**
 * The app's one socket. One page follows at a time: the event page sends join_event, the dashboard
 * join_dashboard. After a close it reconnects 3000 ms later and joins again, or at once when the network is back;
 * errors are only logged.
 */
export class LiveSocket {
  private ws: WebSocket | null = null;
  private follower: Follower | null = null;
  private status: LiveStatus = 'idle';
  private readonly statusListeners = new Set<() => void>();
  private reconnectTimer: ReturnType<typeof setTimeout> | null = null;
  private idleTimer: ReturnType<typeof setTimeout> | null = null;

  constructor(
    private readonly url: () => string = () => socketUrl(),
    private readonly createSocket: (url: string) => WebSocket = (url) => new WebSocket(url),
  ) {}

  /**
   * Follows one event or the dashboard until the returned function is called. `onRefused` hears a refused join
   * (the event was deleted, or its host removed this person: the socket is closed and the join after the reconnect
   * is refused).
   */
  follow(join: ClientMessage, onMessage: MessageHandler, onRefused?: RefusalHandler): () => void {
    const follower: Follower = { join, onMessage, onRefused };
    this.follower = follower;
    this.clearTimer('idleTimer');
    if (this.ws?.readyState === SOCKET_OPEN) {
      this.setStatus('connecting');
      this.send(join);
    } else if (!this.ws && !this.reconnectTimer) {
      this.connect();
    }
    return () => {
      if (this.follower !== follower) return;
      this.follower = null;
      this.idleTimer = setTimeout(() => this.stop(), IDLE_CLOSE_MS);
    };
  }

  /**
   * The phone has a network again: reconnect at once instead of at the next retry, and replace a socket that still
   * looks open (one the network dropped without a word, which would never deliver again). The join that follows
   * makes the page read what it missed.
   */
  networkBack(): void {
    if (!this.follower) return;
    this.clearTimer('reconnectTimer');
    const stale = this.ws;
    this.ws = null;
    stale?.close(1000, 'Network back');
    this.connect();
  }

  getStatus = (): LiveStatus => this.status;

  subscribeStatus = (listener: () => void): (() => void) => {
    this.statusListeners.add(listener);
    return () => this.statusListeners.delete(listener);
  };

  private connect(): void {
    this.setStatus(this.status === 'idle' ? 'connecting' : 'reconnecting');
    let ws: WebSocket;
    try {
      ws = this.createSocket(this.url());
    } catch (err) {
      console.error('Live updates: could not open the socket', err);
      this.scheduleReconnect();
      return;
    }
    this.ws = ws;
    ws.onopen = () => {
      if (this.follower) this.send(this.follower.join);
    };
    ws.onmessage = (event: MessageEvent) => this.onMessage(event.data);
    ws.onerror = (event) => console.error('Live updates: socket error', event);
    ws.onclose = () => {
      if (this.ws !== ws) return;
      this.ws = null;
      if (this.follower) this.scheduleReconnect();
      else this.setStatus('idle');
    };
  }

  private onMessage(data: unknown): void {
    let message: ServerMessage;
    try {
      message = JSON.parse(String(data)) as ServerMessage;
    } catch {
      console.error('Live updates: unreadable message');
      return;
    }
    // 'joined' reaches the page too: after a reconnect it refetches what it may have missed meanwhile.
    if (message.type === 'joined') this.setStatus('live');
    if (message.type === 'error') {
      // A refused join (the event was deleted, say) is an expected answer, not a fault of the page.
      console.warn(`Live updates: ${message.message}`);
      this.follower?.onRefused?.(message);
      return;
    }
    this.follower?.onMessage(message);
  }

  private scheduleReconnect(): void {
    this.setStatus('reconnecting');
    this.clearTimer('reconnectTimer');
    this.reconnectTimer = setTimeout(() => {
      this.reconnectTimer = null;
      if (this.follower) this.connect();
    }, SOCKET_RECONNECT_MS);
  }

  private stop(): void {
    this.idleTimer = null;
    this.clearTimer('reconnectTimer');
    const ws = this.ws;
    this.ws = null;
    ws?.close(1000, 'No page follows live updates');
    this.setStatus('idle');
  }

  private send(message: ClientMessage): void {
    this.ws?.send(JSON.stringify(message));
  }

  private clearTimer(which: 'reconnectTimer' | 'idleTimer'): void {
    const timer = this[which];
    if (timer) clearTimeout(timer);
    this[which] = null;
  }

  private setStatus(status: LiveStatus): void {
    if (status === this.status) return;
    this.status = status;
    for (const listener of this.statusListeners) listener();
  }
}

/** The app's single instance; it reconnects when the browser says the network is back. */
export const liveSocket = new LiveSocket();
if (typeof window !== 'undefined') window.addEventListener('online', () => liveSocket.networkBack());
