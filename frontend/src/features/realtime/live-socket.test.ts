import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LiveSocket, socketUrl } from './live-socket';

class FakeSocket {
  readyState = 0;
  sent: unknown[] = [];
  closed = false;
  onopen: (() => void) | null = null;
  onmessage: ((e: { data: string }) => void) | null = null;
  onerror: ((e: unknown) => void) | null = null;
  onclose: (() => void) | null = null;
  constructor(readonly url: string) {}
  send(text: string) {
    this.sent.push(JSON.parse(text));
  }
  close() {
    this.closed = true;
    this.readyState = 3;
  }
  open() {
    this.readyState = 1;
    this.onopen?.();
  }
  receive(message: unknown) {
    this.onmessage?.({ data: JSON.stringify(message) });
  }
  drop() {
    this.readyState = 3;
    this.onclose?.();
  }
}

describe('LiveSocket', () => {
  let sockets: FakeSocket[];
  let live: LiveSocket;

  beforeEach(() => {
    vi.useFakeTimers();
    sockets = [];
    live = new LiveSocket(
      () => 'ws://app.test/ws',
      (url) => {
        const s = new FakeSocket(url);
        sockets.push(s);
        return s as unknown as WebSocket;
      },
    );
  });
  afterEach(() => vi.useRealTimers());

  it('builds ws or wss matching the page protocol', () => {
    expect(socketUrl({ protocol: 'https:', host: 'potluck.example' })).toBe('wss://potluck.example/ws');
    expect(socketUrl({ protocol: 'http:', host: 'localhost:3000' })).toBe('ws://localhost:3000/ws');
  });

  it('joins on open, goes live on joined, and hands domain messages to the page', () => {
    const onMessage = vi.fn();
    live.follow({ type: 'join_event', eventId: 'e1' }, onMessage);
    expect(live.getStatus()).toBe('connecting');
    sockets[0]!.open();
    expect(sockets[0]!.sent).toEqual([{ type: 'join_event', eventId: 'e1' }]);
    sockets[0]!.receive({ type: 'joined', eventId: 'e1' });
    expect(live.getStatus()).toBe('live');
    sockets[0]!.receive({ type: 'dish_added', eventId: 'e1', dishId: 'd1' });
    expect(onMessage.mock.calls).toEqual([
      [{ type: 'joined', eventId: 'e1' }],
      [{ type: 'dish_added', eventId: 'e1', dishId: 'd1' }],
    ]);
  });

  it('reconnects 3000 ms after a close and joins again', () => {
    live.follow({ type: 'join_dashboard' }, vi.fn());
    sockets[0]!.open();
    sockets[0]!.receive({ type: 'joined', eventId: null });
    sockets[0]!.drop();
    expect(live.getStatus()).toBe('reconnecting');
    vi.advanceTimersByTime(2999);
    expect(sockets).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(sockets).toHaveLength(2);
    sockets[1]!.open();
    expect(sockets[1]!.sent).toEqual([{ type: 'join_dashboard' }]);
  });

  it('when the network is back, replaces a socket that still looks open and joins again at once', () => {
    const onMessage = vi.fn();
    live.follow({ type: 'join_event', eventId: 'e1' }, onMessage);
    sockets[0]!.open();
    sockets[0]!.receive({ type: 'joined', eventId: 'e1', seq: 3 });
    // The network dropped the socket without a close reaching the phone: it still looks open.
    live.networkBack();
    expect(sockets[0]!.closed).toBe(true);
    expect(sockets).toHaveLength(2);
    sockets[1]!.open();
    expect(sockets[1]!.sent).toEqual([{ type: 'join_event', eventId: 'e1' }]);
    // The old socket's late close changes nothing; a retry already waiting is not doubled.
    sockets[0]!.drop();
    expect(live.getStatus()).toBe('reconnecting');
    sockets[1]!.drop();
    live.networkBack();
    vi.advanceTimersByTime(3000);
    expect(sockets).toHaveLength(3);
  });

  it('does nothing when the network is back and no page follows', () => {
    live.networkBack();
    expect(sockets).toHaveLength(0);
  });

  it('switches the join on the open socket when another page follows, and closes when none does', () => {
    const release = live.follow({ type: 'join_dashboard' }, vi.fn());
    sockets[0]!.open();
    release();
    live.follow({ type: 'join_event', eventId: 'e2' }, vi.fn());
    expect(sockets).toHaveLength(1);
    expect(sockets[0]!.sent).toEqual([{ type: 'join_dashboard' }, { type: 'join_event', eventId: 'e2' }]);

    const releaseEvent = live.follow({ type: 'join_event', eventId: 'e3' }, vi.fn());
    releaseEvent();
    vi.advanceTimersByTime(5000);
    expect(sockets[0]!.closed).toBe(true);
    expect(live.getStatus()).toBe('idle');
  });

  it('only logs socket errors and unreadable messages', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const onMessage = vi.fn();
    live.follow({ type: 'join_event', eventId: 'e1' }, onMessage);
    sockets[0]!.open();
    sockets[0]!.onmessage?.({ data: 'garbage' });
    sockets[0]!.receive({ type: 'error', code: 'EVENT_NOT_FOUND', message: 'Event not found', eventId: 'e1' });
    sockets[0]!.onerror?.(new Event('error'));
    expect(onMessage).not.toHaveBeenCalled();
    expect(error).toHaveBeenCalledTimes(2);
    expect(warn).toHaveBeenCalledWith('Live updates: Event not found');
    error.mockRestore();
    warn.mockRestore();
  });

  it('tells the follower of a refused join (the event is gone for this person), and nothing else', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const onMessage = vi.fn();
    const onRefused = vi.fn();
    live.follow({ type: 'join_event', eventId: 'e1' }, onMessage, onRefused);
    sockets[0]!.open();
    const refusal = { type: 'error', code: 'EVENT_NOT_FOUND', message: 'Event not found', eventId: 'e1' } as const;
    sockets[0]!.receive(refusal);
    expect(onRefused).toHaveBeenCalledWith(refusal);
    expect(onMessage).not.toHaveBeenCalled();
    warn.mockRestore();
  });
});
