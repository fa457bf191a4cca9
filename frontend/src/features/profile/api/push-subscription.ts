import { useQuery } from '@tanstack/react-query';
import type { PushConfig } from '@contracts/notifications.contract';
import { apiJson, newChangeKey } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** GET /api/push/public-key: whether the server sends pushes, and the key to subscribe with. */
export async function getPushConfig(): Promise<PushConfig | null> {
  return (await apiJson<PushConfig>('GET', '/api/push/public-key')) ?? null;
}

export function usePushConfig() {
  return useQuery({ queryKey: queryKeys.pushConfig(), queryFn: getPushConfig, staleTime: 60 * 60 * 1000 });
}

/** Whether this browser can receive pushes at all (an iPhone only once Potluck is on the Home Screen). */
export function browserSupportsPush(): boolean {
  return (
    typeof window !== 'undefined' && 'serviceWorker' in navigator && 'PushManager' in window && 'Notification' in window
  );
}

async function registration(): Promise<ServiceWorkerRegistration | undefined> {
  return navigator.serviceWorker.getRegistration();
}

/** This browser's current subscription, if any. */
export async function currentSubscription(): Promise<PushSubscription | null> {
  if (!browserSupportsPush()) return null;
  const reg = await registration();
  return (await reg?.pushManager.getSubscription()) ?? null;
}

function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url
    .replace(/-/g, '+')
    .replace(/_/g, '/')
    .padEnd(Math.ceil(base64url.length / 4) * 4, '=');
  const raw = atob(base64);
  const bytes = new Uint8Array(new ArrayBuffer(raw.length));
  for (let i = 0; i < raw.length; i++) bytes[i] = raw.charCodeAt(i);
  return bytes;
}

export type EnableResult = 'enabled' | 'denied' | 'unavailable';

/**
 * Asks for permission (call it from the tap itself: browsers ignore requests without one), subscribes this browser
 * with the server's key and saves the subscription on the server.
 */
export async function enablePush(publicKey: string): Promise<EnableResult> {
  const permission = await Notification.requestPermission();
  if (permission !== 'granted') return 'denied';
  const reg = await registration();
  if (!reg) return 'unavailable';
  const subscription =
    (await reg.pushManager.getSubscription()) ??
    (await reg.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: keyBytes(publicKey) }));
  await apiJson('POST', '/api/push/subscriptions', subscription.toJSON(), { idempotencyKey: newChangeKey() });
  return 'enabled';
}

/** Forgets this browser on the server and unsubscribes it. */
export async function disablePush(): Promise<void> {
  const subscription = await currentSubscription();
  if (!subscription) return;
  await apiJson(
    'DELETE',
    '/api/push/subscriptions',
    { endpoint: subscription.endpoint },
    { idempotencyKey: newChangeKey() },
  );
  await subscription.unsubscribe();
}
