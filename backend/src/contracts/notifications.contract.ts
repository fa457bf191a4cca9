import * as z from 'zod';

// Web Push, notification settings and unsubscribe links (files in contracts/ import nothing but zod).

const base64url = /^[A-Za-z0-9_-]+=*$/;

/** POST /api/push/subscriptions: the browser's PushSubscription as `subscription.toJSON()` gives it. */
export const pushSubscriptionSchema = z.object({
  endpoint: z.url({ protocol: /^https?$/, error: 'validation.push.endpointUrl' }).max(2048),
  expirationTime: z.number().nullish(),
  keys: z.object({
    p256dh: z.string().regex(base64url, 'validation.field.base64url').min(80).max(128),
    auth: z.string().regex(base64url, 'validation.field.base64url').min(16).max(64),
  }),
});
export type PushSubscriptionInput = z.input<typeof pushSubscriptionSchema>;

/** DELETE /api/push/subscriptions: this browser's endpoint. */
export const pushUnsubscribeSchema = z.object({ endpoint: z.string().min(1).max(2048) });
export type PushUnsubscribeInput = z.input<typeof pushUnsubscribeSchema>;

/**
 * Every kind of push Potluck sends, one source: a push's tag starts with its kind, and the leak test
 * (test/visibility.e2e-spec.ts) fails for a kind it neither reads nor names with a reason.
 */
export const PUSH_KINDS = [
  'rsvp',
  'dish',
  'promoted',
  'reminder',
  'date-picked',
  'series-invite',
  'series-cancelled',
  // The conversation's pushes keep the old word "talk" in their tags: phones hold notifications by tag.
  'talk-thread',
  'talk-answers',
  'announcement',
  'after-party',
  'nudge',
] as const;
export type PushKind = (typeof PUSH_KINDS)[number];

/** The kind of a push, read from its tag (null for a tag no kind starts). */
export function pushKindOf(tag: string): PushKind | null {
  return PUSH_KINDS.find((kind) => tag.startsWith(`${kind}-`) || tag.startsWith(`${kind}:`)) ?? null;
}

/** What a push carries; the service worker shows it as a notification that opens `url`. */
export interface PushMessage {
  title: string;
  body: string;
  /** A same-origin path such as /events/{id}. */
  url: string;
  /**
   * Notifications with the same tag replace each other (one per event and kind, or per conversation). It starts
   * with the push's kind and a '-' or ':'.
   */
  tag: `${PushKind}-${string}` | `${PushKind}:${string}`;
  /** With a tag: the notification that replaces one still shown alerts again (sound, vibration). */
  renotify?: boolean;
  icon?: string;
}

/** PUT /api/notification-settings: the e-mails the signed-in user wants (by their address, for every event). */
export const notificationSettingsSchema = z.object({
  emailReminders: z.boolean(),
  hostDigest: z.boolean(),
});
export type NotificationSettingsInput = z.input<typeof notificationSettingsSchema>;

/**
 * GET and POST /api/unsubscribe: the address, the scope (an event id or "all") and the link's proof. A part that is
 * missing, repeated or too long reads as empty, and the mail service refuses the link as a whole (400).
 */
const linkPart = (max: number) => z.string().max(max).catch('');
export const unsubscribeQuerySchema = z.object({ e: linkPart(320), s: linkPart(36), t: linkPart(64) });
export type UnsubscribeQuery = z.output<typeof unsubscribeQuerySchema>;

// The answers, inferred from their schemas; named here too, so imports of them from this file keep working.
export type { PushConfig, NotificationSettings } from './responses.contract';
