import * as z from 'zod';
import { dishInputSchema } from '../contracts/dish.contract';
import { eventInputSchema } from '../contracts/event.contract';
import { guestJoinSchema, guestLinkTokenSchema, guestMergeSchema } from '../contracts/guest.contract';
import { invitationInputSchema } from '../contracts/invitation.contract';
import {
  notificationSettingsSchema,
  pushSubscriptionSchema,
  pushUnsubscribeSchema,
  unsubscribeQuerySchema,
} from '../contracts/notifications.contract';
import { coHostInputSchema, duplicatesQuerySchema, slotSuggestionQuerySchema } from '../contracts/planning.contract';
import {
  apiErrorSchema,
  calendarFeedLinkSchema,
  healthSchema,
  calendarFeedStatusSchema,
  dishSuggestionSchema,
  dishViewSchema,
  duplicateDishSchema,
  eventDetailSchema,
  eventInsightsSchema,
  eventSummarySchema,
  guestJoinResultSchema,
  guestLinkResultSchema,
  guestIdentitySummarySchema,
  pendingGuestMergeSchema,
  guestMergeResultSchema,
  emailConfirmationResultSchema,
  invitationResultSchema,
  invitationViewSchema,
  inviteMessageSchema,
  notificationSettingsViewSchema,
  pushConfigSchema,
  publicEventSchema,
  removedGuestSchema,
  rsvpResultSchema,
  slotSuggestionSchema,
  userSchema,
} from '../contracts/responses.contract';
import { rsvpInputSchema } from '../contracts/rsvp.contract';
import { updateProfileSchema } from '../contracts/user.contract';
import { SESSION_COOKIE } from '../auth/session.service';

type Method = 'get' | 'post' | 'put' | 'delete';

/** What a successful call answers: a JSON body described by a contract schema, another media type, or nothing. */
type Success =
  | { status: 200 | 201; json: z.ZodType; list?: boolean; description?: string }
  | { status: 200 | 404; media: 'text/html' | 'text/csv' | 'text/calendar'; description: string }
  | { status: 204; description?: string }
  | { status: 302 | 303; description: string };

interface Operation {
  method: Method;
  /** As the controller declares it, with OpenAPI's {braces}: /api/events/{eventId}/dishes. */
  path: string;
  summary: string;
  success: Success;
  body?: z.ZodType;
  /** Query parameters, from the zod schema that validates them. */
  query?: z.ZodObject;
  public?: boolean;
  idempotent?: boolean;
  /** The access policy's refusals (403): who may call it. */
  forbidden?: string;
}

// Components: every schema named here is referenced by name in the document.
const SCHEMAS: Record<string, z.ZodType> = {
  Error: apiErrorSchema,
  User: userSchema,
  EventSummary: eventSummarySchema,
  EventDetail: eventDetailSchema,
  PublicEvent: publicEventSchema,
  DishView: dishViewSchema,
  DuplicateDish: duplicateDishSchema,
  RsvpResult: rsvpResultSchema,
  RemovedGuest: removedGuestSchema,
  EventInsights: eventInsightsSchema,
  DishSuggestion: dishSuggestionSchema,
  SlotSuggestion: slotSuggestionSchema,
  InviteMessage: inviteMessageSchema,
  InvitationView: invitationViewSchema,
  InvitationResult: invitationResultSchema,
  GuestJoinResult: guestJoinResultSchema,
  GuestLinkResult: guestLinkResultSchema,
  GuestIdentitySummary: guestIdentitySummarySchema,
  PendingGuestMerge: pendingGuestMergeSchema,
  GuestMergeResult: guestMergeResultSchema,
  CalendarFeedStatus: calendarFeedStatusSchema,
  CalendarFeedLink: calendarFeedLinkSchema,
  NotificationSettings: notificationSettingsViewSchema,
  EmailConfirmationResult: emailConfirmationResultSchema,
  PushConfig: pushConfigSchema,
};

const HOSTS = 'the host and co-hosts (403 NOT_HOST for other readers)';

// Bodies and answers come from the same zod contracts that validate them (and that are tied to the types the server
// returns), so the document cannot drift; test/openapi.e2e-spec.ts holds it against the app's route table.
const OPERATIONS: Operation[] = [
  {
    method: 'get',
    path: '/api/health',
    summary: 'Health check (database included)',
    public: true,
    success: { status: 200, json: healthSchema },
  },
  {
    method: 'get',
    path: '/api/docs',
    summary: 'This document',
    public: true,
    success: { status: 200, json: z.record(z.string(), z.unknown()), description: 'The OpenAPI document' },
  },
  {
    method: 'get',
    path: '/api/login',
    summary: 'Start sign-in (Google, or the development form); ?redirect=/same-origin/path',
    public: true,
    success: { status: 200, media: 'text/html', description: 'The development sign-in form (Google: 302 to Google)' },
  },
  {
    method: 'get',
    path: '/api/callback',
    summary: 'Google OAuth callback',
    public: true,
    success: { status: 302, description: 'Signed in: back to the page that started it' },
  },
  {
    method: 'get',
    path: '/api/auth/user',
    summary: 'The signed-in user',
    success: { status: 200, json: userSchema },
  },
  {
    method: 'post',
    path: '/api/auth/logout',
    summary: 'Sign out (destroys the session)',
    public: true,
    success: { status: 204 },
  },
  {
    method: 'put',
    path: '/api/profile',
    summary: 'Update the display name',
    body: updateProfileSchema,
    success: { status: 200, json: userSchema },
  },
  {
    method: 'get',
    path: '/api/events',
    summary: 'Events the user hosts or has RSVPed to (ETag / 304)',
    success: { status: 200, json: eventSummarySchema, list: true },
  },
  {
    method: 'post',
    path: '/api/events',
    summary: 'Create an event (the caller hosts it; needs an account)',
    body: eventInputSchema,
    idempotent: true,
    forbidden: 'guests without an account (ACCOUNT_REQUIRED)',
    success: { status: 201, json: eventDetailSchema },
  },
  {
    method: 'get',
    path: '/api/events/{id}',
    summary: 'Event with host, RSVPs and dishes (ETag / 304)',
    success: { status: 200, json: eventDetailSchema },
  },
  {
    method: 'put',
    path: '/api/events/{id}',
    summary: 'Update an event',
    body: eventInputSchema,
    idempotent: true,
    forbidden: HOSTS,
    success: { status: 200, json: eventDetailSchema },
  },
  {
    method: 'delete',
    path: '/api/events/{id}',
    summary: 'Delete an event and everything in it',
    idempotent: true,
    forbidden: 'the host only (403 NOT_OWNER)',
    success: { status: 204 },
  },
  {
    method: 'get',
    path: '/api/public/events/{id}',
    summary: 'Public view for the join page (no e-mail addresses)',
    public: true,
    success: { status: 200, json: publicEventSchema },
  },
  {
    method: 'get',
    path: '/api/dashboard/rsvped-events',
    summary: 'Events the user has RSVPed to',
    success: { status: 200, json: eventSummarySchema, list: true },
  },
  {
    method: 'post',
    path: '/api/events/{eventId}/rsvp',
    summary: "Create or replace the caller's RSVP",
    body: rsvpInputSchema,
    idempotent: true,
    success: { status: 200, json: rsvpResultSchema },
  },
  {
    method: 'post',
    path: '/api/events/{eventId}/guest-join',
    summary: 'RSVP without an account: a guest identity (name, optional e-mail), its RSVP and session',
    body: guestJoinSchema,
    public: true,
    idempotent: true,
    success: { status: 201, json: guestJoinResultSchema },
  },
  {
    method: 'delete',
    path: '/api/events/{eventId}/rsvps/{rsvpId}',
    summary:
      "Remove a guest's RSVP and their dishes; the person is refused the event (404) until let back in. A co-host may not remove the host or another co-host (403 NOT_OWNER)",
    idempotent: true,
    forbidden: HOSTS,
    success: { status: 204 },
  },
  {
    method: 'get',
    path: '/api/events/{eventId}/removals',
    summary: 'People removed from the event, most recent first',
    forbidden: HOSTS,
    success: { status: 200, json: removedGuestSchema, list: true },
  },
  {
    method: 'delete',
    path: '/api/events/{eventId}/removals/{userId}',
    summary: 'Let a removed person back in (404 REMOVAL_NOT_FOUND when not removed)',
    idempotent: true,
    forbidden: HOSTS,
    success: { status: 204 },
  },
  {
    method: 'post',
    path: '/api/events/{eventId}/waitlist/{userId}/promote',
    summary: 'Give a waitlisted guest a place by hand, even beyond the capacity',
    idempotent: true,
    forbidden: HOSTS,
    success: { status: 204 },
  },
  {
    method: 'put',
    path: '/api/events/{eventId}/co-hosts/{userId}',
    summary: 'Make a guest co-host or take the role back',
    body: coHostInputSchema,
    idempotent: true,
    forbidden: 'the host only (403 NOT_OWNER)',
    success: { status: 204 },
  },
  {
    method: 'post',
    path: '/api/guest/link',
    summary: 'A new personal link for the signed-in guest (the old one stops working)',
    forbidden: 'guests without an account only',
    success: { status: 200, json: guestLinkResultSchema },
  },
  {
    method: 'post',
    path: '/api/guest/link/email',
    summary: "A new personal link, e-mailed to the guest's own address",
    forbidden: 'guests without an account only',
    success: { status: 200, json: guestLinkResultSchema },
  },
  {
    method: 'get',
    path: '/api/guest-link/{token}',
    summary: 'A personal link of the old form: changes nothing, leads to the app page /guest-link#{token}',
    public: true,
    success: { status: 303, description: 'To /guest-link with the secret in the fragment' },
  },
  {
    method: 'post',
    path: '/api/guest-link/preview',
    summary: "Whose personal link this is: the guest's name, the events they answered, their dish count",
    body: guestLinkTokenSchema,
    public: true,
    success: { status: 200, json: guestIdentitySummarySchema },
  },
  {
    method: 'post',
    path: '/api/guest-link/sign-in',
    summary: "Sign in as the link's guest on this device (409 ALREADY_SIGNED_IN when signed in as someone else)",
    body: guestLinkTokenSchema,
    public: true,
    success: { status: 200, json: userSchema },
  },
  {
    method: 'get',
    path: '/api/guest-merge',
    summary: 'The guest this device held before signing in, offered to move into the account (pending: null if none)',
    success: { status: 200, json: pendingGuestMergeSchema },
  },
  {
    method: 'post',
    path: '/api/guest-merge',
    summary: "Move the pending guest's RSVPs and dishes into the account (409 NO_PENDING_MERGE otherwise)",
    body: guestMergeSchema,
    success: { status: 200, json: guestMergeResultSchema },
  },
  {
    method: 'post',
    path: '/api/guest-merge/dismiss',
    summary: 'Keep the pending guest separate: nothing moves, the offer ends',
    success: { status: 204 },
  },
  {
    method: 'get',
    path: '/api/events/{eventId}/dishes',
    summary: 'Dishes of an event, oldest first',
    success: { status: 200, json: dishViewSchema, list: true },
  },
  {
    method: 'post',
    path: '/api/events/{eventId}/dishes',
    summary: 'Sign up a dish (the caller contributes it)',
    body: dishInputSchema,
    idempotent: true,
    success: { status: 201, json: dishViewSchema },
  },
  {
    method: 'get',
    path: '/api/events/{eventId}/dishes/duplicates',
    summary: "Dishes already signed up whose names loosely match ?name= (for the add form's warning)",
    query: duplicatesQuerySchema,
    success: { status: 200, json: duplicateDishSchema, list: true },
  },
  {
    method: 'put',
    path: '/api/dishes/{dishId}',
    summary: 'Update a dish',
    body: dishInputSchema,
    idempotent: true,
    forbidden: 'its contributor, the host and co-hosts (403 NOT_DISH_OWNER)',
    success: { status: 200, json: dishViewSchema },
  },
  {
    method: 'delete',
    path: '/api/dishes/{dishId}',
    summary: 'Delete a dish',
    idempotent: true,
    forbidden: 'its contributor, the host and co-hosts (403 NOT_DISH_OWNER)',
    success: { status: 204 },
  },
  {
    method: 'get',
    path: '/api/events/{id}/insights',
    summary: 'Planning insights, most important first',
    success: { status: 200, json: eventInsightsSchema },
  },
  {
    method: 'get',
    path: '/api/events/{id}/dish-suggestions',
    summary: 'Dish suggestions for what is missing',
    success: { status: 200, json: dishSuggestionSchema, list: true },
  },
  {
    method: 'get',
    path: '/api/planning/slot-suggestion',
    summary: 'Dish slots per category for ?people= from the per-10-people rule',
    query: slotSuggestionQuerySchema,
    success: { status: 200, json: slotSuggestionSchema },
  },
  {
    method: 'get',
    path: '/api/events/{eventId}/invite-message',
    summary: 'A ready-made invitation text',
    forbidden: HOSTS,
    success: { status: 200, json: inviteMessageSchema },
  },
  {
    method: 'get',
    path: '/api/events/{eventId}/invitations',
    summary: 'Invitations of an event with their delivery status',
    forbidden: HOSTS,
    success: { status: 200, json: invitationViewSchema, list: true },
  },
  {
    method: 'post',
    path: '/api/events/{eventId}/invitations',
    summary: 'Invite one guest by e-mail or SMS',
    body: invitationInputSchema,
    idempotent: true,
    forbidden: HOSTS,
    success: { status: 201, json: invitationResultSchema },
  },
  {
    method: 'get',
    path: '/api/events/{id}/export.csv',
    summary: 'Guests and dishes as CSV, UTF-8 with BOM, formulas neutralised',
    forbidden: HOSTS,
    success: { status: 200, media: 'text/csv', description: 'One row per guest, then one per dish' },
  },
  {
    method: 'get',
    path: '/api/events/{id}/calendar.ics',
    summary: 'The event as an iCalendar file (RFC 5545: stable UID, SEQUENCE, time zone, 2-hour alarm)',
    success: { status: 200, media: 'text/calendar', description: 'An iCalendar file with one event' },
  },
  {
    method: 'get',
    path: '/api/calendar-feed',
    summary: 'Whether the caller has a private calendar feed link',
    success: { status: 200, json: calendarFeedStatusSchema },
  },
  {
    method: 'post',
    path: '/api/calendar-feed',
    summary: 'A new private calendar feed link (webcal); an older one stops working',
    idempotent: true,
    success: { status: 201, json: calendarFeedLinkSchema },
  },
  {
    method: 'delete',
    path: '/api/calendar-feed',
    summary: "Revoke the caller's calendar feed link",
    idempotent: true,
    success: { status: 204 },
  },
  {
    method: 'get',
    path: '/api/calendar-feed/{file}',
    summary: 'The feed behind a secret link ({token}.ics): every event its owner hosts or is going to',
    public: true,
    success: { status: 200, media: 'text/calendar', description: 'An iCalendar feed' },
  },
  {
    method: 'get',
    path: '/api/unsubscribe',
    summary: 'Unsubscribe link from an e-mail (for one event or all); needs no sign-in',
    query: unsubscribeQuerySchema,
    public: true,
    success: { status: 200, media: 'text/html', description: 'The page with the button (GET changes nothing)' },
  },
  {
    method: 'post',
    path: '/api/unsubscribe',
    summary:
      "One-click unsubscribe (RFC 8058, List-Unsubscribe-Post), and the unsubscribe page's button (a browser gets a page); needs no sign-in",
    query: unsubscribeQuerySchema,
    public: true,
    success: { status: 200, json: z.object({ ok: z.literal(true) }) },
  },
  {
    method: 'post',
    path: '/api/email-confirmation',
    summary:
      "Mail the signed-in guest a link to confirm their address (nothing else is mailed to it before); an account's address is confirmed already",
    success: { status: 200, json: emailConfirmationResultSchema },
  },
  {
    method: 'get',
    path: '/api/email-confirmation/{token}',
    summary: 'The link in the confirmation mail: a page with the confirm button (opening it confirms nothing)',
    public: true,
    success: { status: 200, media: 'text/html', description: 'The page with the button (404: the link is not valid)' },
  },
  {
    method: 'post',
    path: '/api/email-confirmation/{token}',
    summary: "The page's button: confirms the guest's address the link was made for; needs no sign-in",
    public: true,
    success: { status: 200, media: 'text/html', description: 'Confirmed (404: the link is not valid any more)' },
  },
  {
    method: 'get',
    path: '/api/notification-settings',
    summary: "The caller's e-mail reminder and digest choices",
    success: { status: 200, json: notificationSettingsViewSchema },
  },
  {
    method: 'put',
    path: '/api/notification-settings',
    summary: 'Switch e-mail reminders and the host digest on or off for every event',
    body: notificationSettingsSchema,
    idempotent: true,
    success: { status: 200, json: notificationSettingsViewSchema },
  },
  {
    method: 'get',
    path: '/api/push/public-key',
    summary: 'Whether Web Push is enabled, and the VAPID public key browsers subscribe with',
    success: { status: 200, json: pushConfigSchema },
  },
  {
    method: 'post',
    path: '/api/push/subscriptions',
    summary:
      "Save this browser's push subscription for the caller (PushSubscription.toJSON()): browser push services only " +
      "(400 PUSH_ENDPOINT_REFUSED); the caller's oldest dropped past the per-user cap; another user's endpoint only " +
      'with the same keys (409 PUSH_SUBSCRIPTION_TAKEN)',
    body: pushSubscriptionSchema,
    idempotent: true,
    success: { status: 201, json: z.object({ id: z.uuid() }) },
  },
  {
    method: 'delete',
    path: '/api/push/subscriptions',
    summary: "Forget the caller's push subscription for this browser's endpoint",
    body: pushUnsubscribeSchema,
    idempotent: true,
    success: { status: 204 },
  },
];

const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` });
const errorContent = { 'application/json': { schema: ref('Error') } };
const names = new Map(Object.entries(SCHEMAS).map(([name, schema]) => [schema, name]));

/** A contract schema as JSON Schema: a $ref when it is a named component. */
function jsonSchema(schema: z.ZodType, io: 'input' | 'output'): unknown {
  const name = names.get(schema);
  if (name) return ref(name);
  const { $schema: _, ...json } = z.toJSONSchema(schema, { io, unrepresentable: 'any' });
  return json;
}

function components(): Record<string, unknown> {
  const registry = z.registry<{ id: string }>();
  for (const [id, schema] of Object.entries(SCHEMAS)) registry.add(schema, { id });
  const { schemas } = z.toJSONSchema(registry, {
    io: 'output',
    unrepresentable: 'any',
    uri: (id) => `#/components/schemas/${id}`,
  });
  return Object.fromEntries(
    Object.entries(schemas).map(([id, s]) => {
      const { $schema: _schema, $id: _id, ...rest } = s as Record<string, unknown>;
      return [id, rest];
    }),
  );
}

function successResponse(success: Success): Record<string, unknown> {
  if ('json' in success) {
    const schema = jsonSchema(success.json, 'output');
    return {
      description: success.description ?? 'OK',
      content: { 'application/json': { schema: success.list ? { type: 'array', items: schema } : schema } },
    };
  }
  if ('media' in success) {
    return { description: success.description, content: { [success.media]: { schema: { type: 'string' } } } };
  }
  if (success.status === 204) return { description: success.description ?? 'Done (no body)' };
  return { description: success.description, headers: { Location: { schema: { type: 'string' } } } };
}

function errorResponses(op: Operation): Record<string, unknown> {
  const params = [...op.path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]);
  const errors: Record<string, unknown> = {};
  if (op.body || op.query) {
    errors['400'] = { description: 'Invalid input (VALIDATION_FAILED with fieldErrors)', content: errorContent };
  }
  if (!op.public) errors['401'] = { description: 'Not signed in (UNAUTHORIZED)', content: errorContent };
  if (op.forbidden) errors['403'] = { description: `Allowed to ${op.forbidden}`, content: errorContent };
  if (params.length > 0) {
    errors['404'] = {
      description: 'No such resource, or not allowed to see it (the same answer: ids cannot be probed)',
      content: errorContent,
    };
  }
  if (op.idempotent) {
    errors['409'] = {
      description: 'A conflict with the current state, or the same Idempotency-Key still running',
      content: errorContent,
    };
    errors['422'] = {
      description: 'A rule of the event refuses it, or the Idempotency-Key was used for another request',
      content: errorContent,
    };
  }
  return {
    ...errors,
    '4XX': { description: 'Another client error', content: errorContent },
    '429': {
      description: 'A limit was reached (code RATE_LIMITED); try again after Retry-After seconds',
      headers: { 'Retry-After': { schema: { type: 'integer' } } },
      content: errorContent,
    },
    '503': {
      description: 'The database is unavailable (code DATABASE_UNAVAILABLE); retry after Retry-After seconds',
      headers: { 'Retry-After': { schema: { type: 'integer' } } },
      content: errorContent,
    },
  };
}

export function buildOpenApiDocument(publicUrl: string): Record<string, unknown> {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const op of OPERATIONS) {
    const parameters: unknown[] = [...op.path.matchAll(/\{(\w+)\}/g)].map(([, name]) => ({
      name,
      in: 'path',
      required: true,
      schema: name === 'token' || name === 'file' ? { type: 'string' } : { type: 'string', format: 'uuid' },
    }));
    if (op.query) {
      const json = z.toJSONSchema(op.query, { io: 'input', unrepresentable: 'any' }) as {
        properties?: Record<string, unknown>;
        required?: string[];
      };
      for (const [name, schema] of Object.entries(json.properties ?? {})) {
        parameters.push({ name, in: 'query', required: json.required?.includes(name) ?? false, schema });
      }
    }
    if (op.idempotent) {
      parameters.push({
        name: 'Idempotency-Key',
        in: 'header',
        required: false,
        description: 'A UUID made once per change; a replay returns the first result and changes nothing',
        schema: { type: 'string', format: 'uuid' },
      });
    }
    paths[op.path] ??= {};
    paths[op.path][op.method] = {
      summary: op.summary,
      ...(op.public ? { security: [] } : {}),
      ...(parameters.length ? { parameters } : {}),
      ...(op.body
        ? { requestBody: { required: true, content: { 'application/json': { schema: jsonSchema(op.body, 'input') } } } }
        : {}),
      responses: { [String(op.success.status)]: successResponse(op.success), ...errorResponses(op) },
    };
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Potluck API',
      version: '1.0.0',
      description: 'Session cookie authentication; every error is {message, code, fieldErrors?}.',
    },
    servers: [{ url: publicUrl }],
    security: [{ session: [] }],
    components: {
      securitySchemes: { session: { type: 'apiKey', in: 'cookie', name: SESSION_COOKIE } },
      schemas: components(),
    },
    paths,
  };
}
