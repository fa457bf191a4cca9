import * as z from 'zod';

// Web Push, notification settings and unsubscribe links (files in contracts/ import nothing but zod).

const base64url = /^[A-Za-z0-9_-]+=*$/;

/** POST /api/push/subscriptions: the browser's PushSubscription as `subscription.toJSON()` gives it. */
export const pushSubscriptionSchema = z.object({
  endpoint: z.url({ protocol: /^https?$/, error: 'Must be the push service URL' }).max(2048),
  expirationTime: z.number().nullish(),
  keys: z.object({
    p256dh: z.string().regex(base64url, 'Must be base64url').min(80).max(128),
    auth: z.string().regex(base64url, 'Must be base64url').min(16).max(64),
  }),
});
export type PushSubscriptionInput = z.input<typeof pushSubscriptionSchema>;

/** DELETE /api/push/subscriptions: this browser's endpoint. */
export const pushUnsubscribeSchema = z.object({ endpoint: z.string().min(1).max(2048) });
export type PushUnsubscribeInput = z.input<typeof pushUnsubscribeSchema>;

/** GET /api/push/public-key: whether the server can send pushes, and the key browsers subscribe with. */
export interface PushConfig {
  enabled: boolean;
  publicKey: string | null;
}

/** What a push carries; the service worker shows it as a notification that opens `url`. */
export interface PushMessage {
  title: string;
  body: string;
  /** A same-origin path such as /events/{id}. */
  url: string;
  /** Notifications with the same tag replace each other (one per event and kind). */
  tag?: string;
  icon?: string;
}

/** PUT /api/notification-settings: the e-mails the signed-in user wants (by their address, for every event). */
export const notificationSettingsSchema = z.object({
  emailReminders: z.boolean(),
  hostDigest: z.boolean(),
});
export type NotificationSettingsInput = z.input<typeof notificationSettingsSchema>;

/**
 * GET /api/notification-settings. Without an e-mail address there is nothing to switch (`email` null). A guest's
 * address gets no mail until its owner confirmed it (`emailConfirmed`; always true for an account).
 */
export interface NotificationSettings {
  email: string | null;
  emailConfirmed: boolean;
  emailReminders: boolean;
  hostDigest: boolean;
}

/** GET and POST /api/unsubscribe: the address, the scope (an event id or "all") and the link's proof. */
export const unsubscribeQuerySchema = z.object({
  e: z.string().min(1).max(320),
  s: z.string().min(1).max(36),
  t: z.string().min(1).max(64),
});
