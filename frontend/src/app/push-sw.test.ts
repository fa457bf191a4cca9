import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { runInNewContext } from 'node:vm';
import { describe, expect, it, vi } from 'vitest';

type Listener = (event: Record<string, unknown>) => void;

/** Runs public/push-sw.js against a fake service worker scope and returns its listeners and spies. */
function loadWorker(
  windows: Array<{ url: string; focus: () => Promise<unknown>; navigate?: (u: string) => unknown }> = [],
) {
  const listeners: Record<string, Listener> = {};
  const showNotification = vi.fn(async () => undefined);
  const openWindow = vi.fn(async () => null);
  const self = {
    addEventListener: (type: string, fn: Listener) => (listeners[type] = fn),
    registration: { showNotification },
    location: { origin: 'https://potluck.example' },
  };
  const clients = { matchAll: vi.fn(async () => windows), openWindow };
  const source = readFileSync(join(process.cwd(), 'public', 'push-sw.js'), 'utf8');
  runInNewContext(source, { self, clients, URL });
  return { listeners, showNotification, openWindow };
}

function fire(listener: Listener, event: Record<string, unknown>): Promise<unknown> {
  let done: Promise<unknown> = Promise.resolve();
  listener({ ...event, waitUntil: (p: Promise<unknown>) => (done = p) });
  return done;
}

describe('service worker push handlers', () => {
  it('shows the pushed title, body, icon and keeps the URL for the click', async () => {
    const { listeners, showNotification } = loadWorker();
    const message = { title: 'Push Picnic', body: 'Gita answered Going', url: '/events/e1', tag: 'rsvp-e1' };
    await fire(listeners.push!, { data: { json: () => message } });
    expect(showNotification).toHaveBeenCalledWith('Push Picnic', {
      body: 'Gita answered Going',
      icon: '/icons/icon-192.png',
      badge: '/icons/icon-192.png',
      tag: 'rsvp-e1',
      data: { url: '/events/e1' },
    });
  });

  it('replaces the notification of the same conversation and alerts again when the push asks (only with a tag)', async () => {
    const { listeners, showNotification } = loadWorker();
    const reply = { title: 'New reply', body: 'Gita: yes', url: '/events/e1', tag: 'talk-thread:c1', renotify: true };
    await fire(listeners.push!, { data: { json: () => reply } });
    expect(showNotification).toHaveBeenLastCalledWith(
      'New reply',
      expect.objectContaining({ tag: 'talk-thread:c1', renotify: true }),
    );
    await fire(listeners.push!, { data: { json: () => ({ ...reply, tag: undefined }) } });
    expect(showNotification).toHaveBeenLastCalledWith('New reply', expect.not.objectContaining({ renotify: true }));
  });

  it('never keeps a URL that leaves the app', async () => {
    const { listeners, showNotification } = loadWorker();
    await fire(listeners.push!, { data: { json: () => ({ title: 'x', url: '//evil.example/' }) } });
    expect(showNotification).toHaveBeenCalledWith('x', expect.objectContaining({ data: { url: '/' } }));
  });

  it('focuses a window already on the event, else opens one', async () => {
    const focus = vi.fn(async () => undefined);
    const close = vi.fn();
    const open = loadWorker([{ url: 'https://potluck.example/events/e1', focus }]);
    await fire(open.listeners.notificationclick!, { notification: { close, data: { url: '/events/e1' } } });
    expect(close).toHaveBeenCalled();
    expect(focus).toHaveBeenCalled();
    expect(open.openWindow).not.toHaveBeenCalled();

    const none = loadWorker([]);
    await fire(none.listeners.notificationclick!, { notification: { close, data: { url: '/events/e2' } } });
    expect(none.openWindow).toHaveBeenCalledWith('https://potluck.example/events/e2');
  });

  it('takes another window of the app to the event', async () => {
    const navigate = vi.fn();
    const other = { url: 'https://potluck.example/', navigate, focus: vi.fn(async () => other) };
    const { listeners, openWindow } = loadWorker([other]);
    await fire(listeners.notificationclick!, { notification: { close: vi.fn(), data: { url: '/events/e3' } } });
    expect(navigate).toHaveBeenCalledWith('https://potluck.example/events/e3');
    expect(openWindow).not.toHaveBeenCalled();
  });
});
