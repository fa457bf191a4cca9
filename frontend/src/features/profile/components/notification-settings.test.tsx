import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { User } from '@contracts/user.rules';
import { useToastStore } from '@/lib/toast-store';
import { buildUser } from '@/test/data';
import { profileDialogOpener } from '@/test/profile-dialog';
import { getByRole, getByText, query, waitFor } from '@/test/render';

const PUBLIC_KEY = 'BEl62iUYgUivxIkv69yViEuiBIa-Ib9-SkvMeAtA3LFgDzkrxZJjSgSnfckjBJuBkr3qBUYIHBQFLXYp5Nksh8U';

let user: User;
let pushConfig: { enabled: boolean; publicKey: string | null };
let settings: { email: string | null; emailConfirmed: boolean; emailReminders: boolean; hostDigest: boolean };
let feedActive: boolean;
const calls: Array<{ url: string; method: string; body?: unknown }> = [];

function json(body: unknown, status = 200) {
  return new Response(JSON.stringify(body), { status });
}

beforeEach(() => {
  user = buildUser({ id: 'u1', email: 'ada@example.com', firstName: 'Ada', lastName: 'Lovelace' });
  pushConfig = { enabled: false, publicKey: null };
  settings = { email: 'ada@example.com', emailConfirmed: true, emailReminders: true, hostDigest: true };
  feedActive = false;
  calls.length = 0;
  useToastStore.getState().remove();
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      const method = init?.method ?? 'GET';
      const body = init?.body ? (JSON.parse(init.body as string) as unknown) : undefined;
      calls.push({ url, method, body });
      if (url === '/api/auth/user') return json(user);
      if (url === '/api/push/public-key') return json(pushConfig);
      if (url === '/api/push/subscriptions')
        return method === 'POST' ? json({ id: 's1' }, 201) : new Response(null, { status: 204 });
      if (url === '/api/notification-settings') {
        if (method === 'PUT') settings = { ...settings, ...(body as object) };
        return json(settings);
      }
      if (url === '/api/email-confirmation') return json({ email: settings.email, confirmed: false, sent: true });
      if (url === '/api/calendar-feed') {
        if (method === 'POST') {
          feedActive = true;
          return json(
            {
              url: 'https://p.example/api/calendar-feed/tok.ics',
              webcalUrl: 'webcal://p.example/api/calendar-feed/tok.ics',
            },
            201,
          );
        }
        if (method === 'DELETE') {
          feedActive = false;
          return new Response(null, { status: 204 });
        }
        return json({ active: feedActive, createdAt: feedActive ? '2026-01-01T00:00:00.000Z' : null });
      }
      return new Response('Not found', { status: 404 });
    }),
  );
});

afterEach(() => {
  vi.unstubAllGlobals();
  delete (navigator as { serviceWorker?: unknown }).serviceWorker;
});
const openProfileDialog = profileDialogOpener();

/** A browser that can receive pushes: a service worker registration with a PushManager. */
function pushCapableBrowser(permission: NotificationPermission) {
  const subscription = {
    endpoint: 'https://fcm.googleapis.com/fcm/send/abc',
    toJSON: () => ({ endpoint: 'https://fcm.googleapis.com/fcm/send/abc', keys: { p256dh: 'p', auth: 'a' } }),
    unsubscribe: vi.fn(async () => true),
  };
  let current: typeof subscription | null = null;
  const pushManager = {
    getSubscription: vi.fn(async () => current),
    subscribe: vi.fn(async () => (current = subscription)),
  };
  Object.defineProperty(navigator, 'serviceWorker', {
    configurable: true,
    value: { getRegistration: async () => ({ pushManager }) },
  });
  vi.stubGlobal('PushManager', class {});
  const requestPermission = vi.fn(async () => permission);
  vi.stubGlobal('Notification', { permission: 'default', requestPermission });
  return { pushManager, requestPermission, subscription };
}

async function openProfile() {
  const { dialog } = await openProfileDialog();
  await waitFor(() => getByText(dialog, 'Notifications'));
  return dialog;
}

const pushSwitch = (root: ParentNode) => root.querySelector<HTMLInputElement>('input[name="push"]');
/** The push switch once it can be used (the push configuration has loaded). */
const usablePushSwitch = (root: ParentNode) =>
  waitFor(() => {
    const el = pushSwitch(root)!;
    expect(el.disabled).toBe(false);
    return el;
  });
const toastTitles = () =>
  useToastStore
    .getState()
    .toasts.filter((t) => t.open)
    .map((t) => t.title);

describe('profile dialog: notification settings', () => {
  it('hides push when the server has no VAPID keys', async () => {
    pushCapableBrowser('granted');
    const dialog = await openProfile();
    await waitFor(() => query(dialog, 'input[name="emailReminders"]'));
    expect(pushSwitch(dialog)).toBeNull();
    expect(dialog.textContent).not.toContain('Home Screen');
  });

  it('asks for permission only on the tap, subscribes with the server key and saves the subscription', async () => {
    pushConfig = { enabled: true, publicKey: PUBLIC_KEY };
    const browser = pushCapableBrowser('granted');
    const dialog = await openProfile();
    const toggle = await usablePushSwitch(dialog);
    expect(toggle.getAttribute('role')).toBe('switch');
    expect(toggle.checked).toBe(false);
    expect(browser.requestPermission).not.toHaveBeenCalled();

    await act(async () => toggle.click());
    await waitFor(() => expect(pushSwitch(dialog)!.checked).toBe(true));
    expect(browser.requestPermission).toHaveBeenCalledTimes(1);
    const options = browser.pushManager.subscribe.mock.calls[0] as unknown as [PushSubscriptionOptionsInit];
    expect(options[0].userVisibleOnly).toBe(true);
    expect((options[0].applicationServerKey as Uint8Array).length).toBe(65);
    const post = calls.find((c) => c.url === '/api/push/subscriptions' && c.method === 'POST')!;
    expect(post.body).toEqual(browser.subscription.toJSON());

    // Off again: the server forgets this browser and it unsubscribes.
    await act(async () => pushSwitch(dialog)!.click());
    await waitFor(() => expect(pushSwitch(dialog)!.checked).toBe(false));
    expect(calls.find((c) => c.method === 'DELETE')?.body).toEqual({ endpoint: browser.subscription.endpoint });
    expect(browser.subscription.unsubscribe).toHaveBeenCalled();
  });

  it('says how to allow notifications when the browser blocks them', async () => {
    pushConfig = { enabled: true, publicKey: PUBLIC_KEY };
    const browser = pushCapableBrowser('denied');
    const dialog = await openProfile();
    const toggle = await usablePushSwitch(dialog);
    await act(async () => toggle.click());
    await waitFor(() => getByText(dialog, /Notifications are blocked for Potluck/));
    expect(pushSwitch(dialog)!.checked).toBe(false);
    expect(browser.pushManager.subscribe).not.toHaveBeenCalled();
    expect(calls.some((c) => c.url === '/api/push/subscriptions')).toBe(false);
  });

  it('tells an iPhone user in the browser to add Potluck to the Home Screen', async () => {
    pushConfig = { enabled: true, publicKey: PUBLIC_KEY };
    const dialog = await openProfile();
    await waitFor(() => getByText(dialog, /add Potluck to your Home Screen/));
    expect(pushSwitch(dialog)).toBeNull();
  });

  it('switches e-mail reminders and the host digest for every event', async () => {
    const dialog = await openProfile();
    const reminders = await waitFor(() => query<HTMLInputElement>(dialog, 'input[name="emailReminders"]'));
    expect(reminders.checked).toBe(true);
    await act(async () => reminders.click());
    await waitFor(() => expect(query<HTMLInputElement>(dialog, 'input[name="emailReminders"]').checked).toBe(false));
    const put = calls.find((c) => c.method === 'PUT' && c.url === '/api/notification-settings')!;
    expect(put.body).toEqual({ emailReminders: false, hostDigest: true });
    await act(async () => query<HTMLInputElement>(dialog, 'input[name="hostDigest"]').click());
    await waitFor(() =>
      expect(settings).toEqual({
        email: 'ada@example.com',
        emailConfirmed: true,
        emailReminders: false,
        hostDigest: false,
      }),
    );
  });

  it('has no e-mail switches without an e-mail address', async () => {
    settings = { email: null, emailConfirmed: false, emailReminders: false, hostDigest: false };
    const dialog = await openProfile();
    await waitFor(() => getByText(dialog, /joined without an e-mail address/));
    expect(dialog.querySelector('input[name="emailReminders"]')).toBeNull();
  });

  it('asks a guest to confirm their address, and sends the confirmation link from the button', async () => {
    settings = { email: 'gita@example.com', emailConfirmed: false, emailReminders: true, hostDigest: true };
    const dialog = await openProfile();
    await waitFor(() => getByText(dialog, /Confirm gita@example.com to get e-mails/));
    await act(async () => getByRole(dialog, 'button', 'Send the confirmation link').click());
    await waitFor(() => expect(toastTitles()).toContain('Confirmation link sent'));
    expect(calls.filter((c) => c.url === '/api/email-confirmation').map((c) => c.method)).toEqual(['POST']);
  });

  it('shows no confirmation prompt for a confirmed address', async () => {
    const dialog = await openProfile();
    await waitFor(() => query(dialog, 'input[name="emailReminders"]'));
    expect(dialog.textContent).not.toContain('Send the confirmation link');
  });

  it('makes, copies and revokes the private calendar feed link', async () => {
    const writeText = vi.fn(async () => undefined);
    Object.defineProperty(navigator, 'clipboard', { configurable: true, value: { writeText } });
    const dialog = await openProfile();
    await act(async () => (await waitFor(() => getByRole(dialog, 'button', 'Get calendar link'))).click());
    const input = await waitFor(() => query<HTMLInputElement>(dialog, 'input[name="calendarFeed"]'));
    expect(input.value).toBe('webcal://p.example/api/calendar-feed/tok.ics');
    expect(input.readOnly).toBe(true);
    expect(getByRole(dialog, 'a', 'Open in Calendar').getAttribute('href')).toBe(input.value);

    await act(async () => getByRole(dialog, 'button', 'Copy link').click());
    await waitFor(() => expect(writeText).toHaveBeenCalledWith('webcal://p.example/api/calendar-feed/tok.ics'));
    expect(toastTitles()).toContain('Link Copied!');

    await act(async () => getByRole(dialog, 'button', 'Revoke link').click());
    getByText(dialog, 'Calendars subscribed to this link stop getting updates.');
    await act(async () => getByRole(dialog, 'button', 'Revoke').click());
    await waitFor(() => getByRole(dialog, 'button', 'Get calendar link'));
    expect(calls.some((c) => c.url === '/api/calendar-feed' && c.method === 'DELETE')).toBe(true);
    expect(dialog.querySelector('input[name="calendarFeed"]')).toBeNull();
    expect(toastTitles()).toContain('Calendar link revoked');
    delete (navigator as { clipboard?: unknown }).clipboard;
  });
});
