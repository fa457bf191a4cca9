import * as z from 'zod';
import { dishInputSchema } from '../contracts/dish.contract';
import { eventInputSchema } from '../contracts/event.contract';
import { guestJoinSchema } from '../contracts/guest.contract';
import { invitationInputSchema } from '../contracts/invitation.contract';
import {
  notificationSettingsSchema,
  pushSubscriptionSchema,
  pushUnsubscribeSchema,
  unsubscribeQuerySchema,
} from '../contracts/notifications.contract';
import { coHostInputSchema, duplicatesQuerySchema, slotSuggestionQuerySchema } from '../contracts/planning.contract';
import { rsvpInputSchema } from '../contracts/rsvp.contract';
import { updateProfileSchema } from '../contracts/user.contract';
import { SESSION_COOKIE } from '../auth/session.service';

type Method = 'get' | 'post' | 'put' | 'delete';
interface Operation {
  method: Method;
  path: string;
  summary: string;
  body?: z.ZodType;
  /** Query parameters, from the zod schema that validates them. */
  query?: z.ZodObject;
  public?: boolean;
  idempotent?: boolean;
}

// The request bodies come from the same zod contracts that validate them, so the document cannot drift.
const OPERATIONS: Operation[] = [
  { method: 'get', path: '/api/health', summary: 'Health check (database included)', public: true },
  {
    method: 'get',
    path: '/api/login',
    summary: 'Start sign-in (Google, or the development form); ?redirect=/same-origin/path',
    public: true,
  },
  { method: 'get', path: '/api/callback', summary: 'Google OAuth callback', public: true },
  { method: 'get', path: '/api/docs', summary: 'This OpenAPI document', public: true },
  { method: 'get', path: '/api/auth/user', summary: 'The signed-in user' },
  { method: 'post', path: '/api/auth/logout', summary: 'Sign out (destroys the session)', public: true },
  { method: 'put', path: '/api/profile', summary: 'Update the display name', body: updateProfileSchema },
  { method: 'get', path: '/api/events', summary: 'Events the user hosts or has RSVPed to (ETag / 304)' },
  {
    method: 'post',
    path: '/api/events',
    summary: 'Create an event (the caller hosts it)',
    body: eventInputSchema,
    idempotent: true,
  },
  { method: 'get', path: '/api/events/{id}', summary: 'Event with host, RSVPs and dishes' },
  {
    method: 'put',
    path: '/api/events/{id}',
    summary: 'Update an event (host only)',
    body: eventInputSchema,
    idempotent: true,
  },
  {
    method: 'delete',
    path: '/api/events/{id}',
    summary: 'Delete an event and everything in it (host only)',
    idempotent: true,
  },
  {
    method: 'get',
    path: '/api/public/events/{id}',
    summary: 'Public view for the join page (no e-mail addresses)',
    public: true,
  },
  { method: 'get', path: '/api/dashboard/rsvped-events', summary: 'Events the user has RSVPed to' },
  {
    method: 'post',
    path: '/api/events/{id}/rsvp',
    summary: "Create or replace the caller's RSVP",
    body: rsvpInputSchema,
    idempotent: true,
  },
  {
    method: 'post',
    path: '/api/events/{id}/guest-join',
    summary: 'RSVP without an account: a guest identity (name, optional e-mail), its RSVP and session',
    body: guestJoinSchema,
    public: true,
    idempotent: true,
  },
  {
    method: 'delete',
    path: '/api/events/{id}/rsvps/{rsvpId}',
    summary: "Remove a guest's RSVP and their dishes (host only)",
    idempotent: true,
  },
  {
    method: 'post',
    path: '/api/guest/link',
    summary: 'A new personal link for the signed-in guest (the old one stops working)',
  },
  {
    method: 'post',
    path: '/api/guest/link/email',
    summary: "A new personal link, e-mailed to the guest's own address",
  },
  {
    method: 'get',
    path: '/api/guest-link/{token}',
    summary: 'Open a personal link: signs its guest in on this device (303 to /)',
    public: true,
  },
  { method: 'get', path: '/api/events/{id}/dishes', summary: 'Dishes of an event' },
  {
    method: 'post',
    path: '/api/events/{id}/dishes',
    summary: 'Sign up a dish (the caller contributes it)',
    body: dishInputSchema,
    idempotent: true,
  },
  {
    method: 'put',
    path: '/api/dishes/{id}',
    summary: 'Update a dish (contributor or host)',
    body: dishInputSchema,
    idempotent: true,
  },
  { method: 'delete', path: '/api/dishes/{id}', summary: 'Delete a dish (contributor or host)', idempotent: true },
  { method: 'get', path: '/api/events/{id}/insights', summary: 'Planning insights, most important first' },
  { method: 'get', path: '/api/events/{id}/dish-suggestions', summary: 'Dish suggestions for what is missing' },
  { method: 'get', path: '/api/events/{id}/invite-message', summary: 'A ready-made invitation text (host only)' },
  {
    method: 'get',
    path: '/api/events/{id}/invitations',
    summary: 'Invitations of an event with their delivery status (host only)',
  },
  {
    method: 'post',
    path: '/api/events/{id}/invitations',
    summary: 'Invite one guest by e-mail or SMS (host only)',
    body: invitationInputSchema,
    idempotent: true,
  },
  {
    method: 'get',
    path: '/api/events/{id}/dishes/duplicates',
    summary: "Dishes already signed up whose names loosely match ?name= (for the add form's warning)",
    query: duplicatesQuerySchema,
  },
  {
    method: 'get',
    path: '/api/planning/slot-suggestion',
    summary: 'Dish slots per category for ?people= from the per-10-people rule',
    query: slotSuggestionQuerySchema,
  },
  {
    method: 'get',
    path: '/api/events/{id}/export.csv',
    summary: 'Guests and dishes as CSV, UTF-8 with BOM, formulas neutralised (host and co-hosts)',
  },
  {
    method: 'post',
    path: '/api/events/{id}/waitlist/{userId}/promote',
    summary: 'Give a waitlisted guest a place by hand, even beyond the capacity (host and co-hosts)',
    idempotent: true,
  },
  {
    method: 'put',
    path: '/api/events/{id}/co-hosts/{userId}',
    summary: 'Make a guest co-host or take the role back (host only)',
    body: coHostInputSchema,
    idempotent: true,
  },
  {
    method: 'get',
    path: '/api/events/{id}/calendar.ics',
    summary: 'The event as an iCalendar file (RFC 5545: stable UID, SEQUENCE, time zone, 2-hour alarm)',
  },
  { method: 'get', path: '/api/calendar-feed', summary: 'Whether the caller has a private calendar feed link' },
  {
    method: 'post',
    path: '/api/calendar-feed',
    summary: 'A new private calendar feed link (webcal); any older link stops working',
    idempotent: true,
  },
  { method: 'delete', path: '/api/calendar-feed', summary: "Revoke the caller's calendar feed link", idempotent: true },
  {
    method: 'get',
    path: '/api/calendar-feed/{file}',
    summary: 'The feed behind a secret link ({token}.ics): every event its owner hosts or is going to',
    public: true,
  },
  {
    method: 'get',
    path: '/api/unsubscribe',
    summary: 'Unsubscribe link from an e-mail (for one event or all); needs no sign-in',
    query: unsubscribeQuerySchema,
    public: true,
  },
  {
    method: 'post',
    path: '/api/unsubscribe',
    summary: 'One-click unsubscribe (RFC 8058, List-Unsubscribe-Post); needs no sign-in',
    query: unsubscribeQuerySchema,
    public: true,
  },
  { method: 'get', path: '/api/notification-settings', summary: "The caller's e-mail reminder and digest choices" },
  {
    method: 'put',
    path: '/api/notification-settings',
    summary: 'Switch e-mail reminders and the host digest on or off for every event',
    body: notificationSettingsSchema,
    idempotent: true,
  },
  {
    method: 'get',
    path: '/api/push/public-key',
    summary: 'Whether Web Push is enabled, and the VAPID public key browsers subscribe with',
  },
  {
    method: 'post',
    path: '/api/push/subscriptions',
    summary: "Save this browser's push subscription for the caller (PushSubscription.toJSON())",
    body: pushSubscriptionSchema,
    idempotent: true,
  },
  {
    method: 'delete',
    path: '/api/push/subscriptions',
    summary: "Forget the caller's push subscription for this browser's endpoint",
    body: pushUnsubscribeSchema,
    idempotent: true,
  },
];

// Path parameters that are ids; any other ({token}, {file}) is a plain string.
const UUID_PARAMS = new Set(['id', 'userId', 'rsvpId']);

const errorSchema = {
  type: 'object',
  required: ['message', 'code'],
  properties: {
    message: { type: 'string' },
    code: { type: 'string' },
    fieldErrors: { type: 'object', additionalProperties: { type: 'array', items: { type: 'string' } } },
  },
};

export function buildOpenApiDocument(publicUrl: string): Record<string, unknown> {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const op of OPERATIONS) {
    const parameters: unknown[] = [];
    for (const [, name] of op.path.matchAll(/\{(\w+)\}/g)) {
      const schema = UUID_PARAMS.has(name) ? { type: 'string', format: 'uuid' } : { type: 'string' };
      parameters.push({ name, in: 'path', required: true, schema });
    }
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
        ? {
            requestBody: {
              required: true,
              content: {
                'application/json': { schema: z.toJSONSchema(op.body, { io: 'input', unrepresentable: 'any' }) },
              },
            },
          }
        : {}),
      responses: {
        '200': { description: 'OK' },
        '4XX': {
          description: 'Client error',
          content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } },
        },
        '429': {
          description: 'A limit was reached (code RATE_LIMITED); try again after Retry-After seconds',
          headers: { 'Retry-After': { schema: { type: 'integer' } } },
          content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } },
        },
        '503': {
          description: 'The database is unavailable (code DATABASE_UNAVAILABLE); retry after Retry-After seconds',
          headers: { 'Retry-After': { schema: { type: 'integer' } } },
          content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } },
        },
      },
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
      schemas: { Error: errorSchema },
    },
    paths,
  };
}
