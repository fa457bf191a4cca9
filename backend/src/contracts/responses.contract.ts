import * as z from 'zod';
import type { CalendarFeedLink, CalendarFeedStatus } from './calendar.contract';
import { dishCategorySchema, eventThemeSchema, rsvpStatusSchema } from './common.contract';
import { ERROR_CODES, type ApiErrorBody, type PersonRef } from './common.rules';
import type { DishView } from './dish.contract';
import { mapFlags } from './dish.rules';
import type { EventDetail, EventSummary, PublicDish, PublicEvent, RestrictionCount } from './event.contract';
import { EVENT_ROLES } from './event.rules';
import type {
  GuestIdentitySummary,
  GuestJoinResult,
  GuestLinkResult,
  GuestMergeResult,
  PendingGuestMerge,
} from './guest.contract';
import type { DishSuggestion, EventInsights, InsightItem } from './insights.contract';
import { INSIGHT_KINDS, INSIGHT_SEVERITIES } from './insights.rules';
import type { InvitationResult, InvitationView, InviteMessage } from './invitation.contract';
import type { EmailConfirmationResult } from './mail.contract';
import { SLOT_GROUPS, type DuplicateDish, type SlotSuggestion } from './planning.rules';
import type { RemovedGuest, RsvpResult, RsvpView } from './rsvp.contract';
import type { NotificationSettings, PushConfig } from './notifications.contract';
import type { User } from './user.rules';

// The API's answers as zod schemas, for the OpenAPI document (/api/docs). Each is tied to the TypeScript type the
// server returns and the browser reads: `same<Type>()(schema)` fails to compile when the two drift apart.

type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const same =
  <T>() =>
  <S extends z.ZodType>(
    schema: S,
    ..._drift: Same<z.output<S>, T> extends true ? [] : ['the schema and the type differ']
  ) =>
    schema;

const id = z.uuid();
const instant = z.iso.datetime({ offset: true });
const text = z.string().nullable();
const slotsSchema = z.partialRecord(z.enum(SLOT_GROUPS), z.number().int()).nullable();
const roleSchema = z.enum(EVENT_ROLES);
const dishFlags = mapFlags(() => z.boolean());

export const apiErrorSchema = same<ApiErrorBody>()(
  z.object({
    message: z.string(),
    code: z.enum(ERROR_CODES),
    fieldErrors: z.record(z.string(), z.array(z.string())).optional(),
  }),
);

const personRef = {
  id,
  firstName: text,
  lastName: text,
  nickname: text.optional(),
};
export const personRefSchema = same<PersonRef>()(z.object(personRef));

export const userSchema = same<User>()(
  z.object({
    id,
    email: text,
    isGuest: z.boolean(),
    firstName: text,
    lastName: text,
    nickname: text,
    profileImageUrl: text,
    phoneNumber: text,
    createdAt: instant,
    updatedAt: instant,
  }),
);

export const dishViewSchema = same<DishView>()(
  z.object({
    id,
    eventId: id,
    contributorId: id,
    name: z.string(),
    category: dishCategorySchema,
    description: text,
    servingSize: text,
    imageUrl: text,
    recipeLink: text,
    createdAt: instant,
    updatedAt: instant,
    contributor: personRefSchema,
    ...dishFlags,
  }),
);

// What an RSVP view and the answer to a submit share.
const rsvpFields = {
  id,
  eventId: id,
  userId: id,
  status: rsvpStatusSchema,
  adultCount: z.number().int(),
  kidCount: z.number().int(),
  dietaryRestrictions: text,
  allergies: text,
  bringingSupplies: text,
  respondedAt: instant,
  createdAt: instant,
  waitlistPosition: z.number().int().nullable(),
};

export const rsvpViewSchema = same<RsvpView>()(
  z.object({
    ...rsvpFields,
    coHost: z.boolean(),
    user: z.object({ ...personRef, email: text, profileImageUrl: text, isGuest: z.boolean().optional() }),
  }),
);

export const rsvpResultSchema = same<RsvpResult>()(z.object({ ...rsvpFields, removedDishCount: z.number().int() }));

export const removedGuestSchema = same<RemovedGuest>()(z.object({ userId: id, name: z.string(), removedAt: instant }));

const restrictionCountSchema = same<RestrictionCount>()(
  z.object({ restriction: z.string(), guests: z.number().int() }),
);

const eventBase = {
  id,
  name: z.string(),
  description: text,
  theme: eventThemeSchema.nullable(),
  date: instant,
  location: text,
  hostId: id,
  imageUrl: text,
  allowNonVegetarian: z.boolean(),
  allowVegetarian: z.boolean(),
  allowVegan: z.boolean(),
  dietaryNote: text,
  dishSlots: slotsSchema,
  capacity: z.number().int().nullable(),
  categoryCounts: z.partialRecord(dishCategorySchema, z.number().int()),
  waitlistCount: z.number().int(),
  timeZone: z.string(),
  remindersEnabled: z.boolean(),
  createdAt: instant,
  updatedAt: instant,
  totalDishCount: z.number().int(),
  confirmedGuestCount: z.number().int(),
  confirmedAdultCount: z.number().int(),
  confirmedKidCount: z.number().int(),
  version: z.number().int().optional(),
  role: roleSchema,
};

export const eventSummarySchema = same<EventSummary>()(
  z.object({
    ...eventBase,
    myRsvpStatus: rsvpStatusSchema.nullable(),
    myWaitlistPosition: z.number().int().nullable(),
    myDish: z.object({ id, name: z.string(), isVegan: z.boolean(), isVegetarian: z.boolean() }).nullable(),
  }),
);

export const eventDetailSchema = same<EventDetail>()(
  z.object({
    ...eventBase,
    host: z.object({ ...personRef, email: text, profileImageUrl: text, isGuest: z.boolean().optional() }),
    rsvps: z.array(rsvpViewSchema),
    showGuestList: z.boolean(),
    restrictionSummary: z.array(restrictionCountSchema),
    dishes: z.array(dishViewSchema),
  }),
);

const publicDishSchema = same<PublicDish>()(
  z.object({
    id,
    name: z.string(),
    category: dishCategorySchema,
    description: text,
    servingSize: text,
    contributorName: z.string(),
    ...dishFlags,
  }),
);

export const publicEventSchema = same<PublicEvent>()(
  z.object({
    id,
    name: z.string(),
    description: text,
    theme: eventThemeSchema.nullable(),
    date: instant,
    timeZone: z.string(),
    location: text,
    hostName: z.string(),
    allowNonVegetarian: z.boolean(),
    allowVegetarian: z.boolean(),
    allowVegan: z.boolean(),
    dietaryNote: text,
    dishSlots: slotsSchema,
    capacity: z.number().int().nullable(),
    placesLeft: z.number().int().nullable(),
    dishes: z.array(publicDishSchema),
  }),
);

const insightItemSchema = same<InsightItem>()(
  z.object({
    kind: z.enum(INSIGHT_KINDS),
    severity: z.enum(INSIGHT_SEVERITIES),
    category: dishCategorySchema.optional(),
    message: z.string(),
  }),
);

export const eventInsightsSchema = same<EventInsights>()(
  z.object({ suggestions: z.array(z.string()), items: z.array(insightItemSchema) }),
);

export const dishSuggestionSchema = same<DishSuggestion>()(
  z.object({ name: z.string(), description: z.string(), category: dishCategorySchema, ...dishFlags }),
);

export const duplicateDishSchema = same<DuplicateDish>()(
  z.object({ dishId: id, name: z.string(), contributorName: z.string() }),
);

export const slotSuggestionSchema = same<SlotSuggestion>()(
  z.object({
    people: z.number().int(),
    slots: z.object({
      appetizer: z.number().int(),
      main_dish: z.number().int(),
      side_dish: z.number().int(),
      dessert: z.number().int(),
      drinks: z.number().int(),
      cutlery: z.number().int(),
    }),
  }),
);

const invitationView = {
  id,
  eventId: id,
  email: text,
  phoneNumber: text,
  message: text,
  sentAt: instant.nullable(),
  createdAt: instant,
  channel: z.enum(['email', 'sms']),
  delivery: z.enum(['smtp', 'sms-provider', 'outbox']),
  status: z.enum(['pending', 'sent', 'outbox', 'failed']),
};
export const invitationViewSchema = same<InvitationView>()(z.object(invitationView));
export const invitationResultSchema = same<InvitationResult>()(z.object({ ...invitationView, notice: text }));
export const inviteMessageSchema = same<InviteMessage>()(
  z.object({ message: z.string(), joinUrl: z.url(), eventName: z.string() }),
);

export const guestJoinResultSchema = same<GuestJoinResult>()(
  z.object({ user: userSchema, rsvp: rsvpResultSchema, personalLink: z.url() }),
);
export const guestLinkResultSchema = same<GuestLinkResult>()(
  z.object({
    personalLink: z.url(),
    delivery: z.string().optional(),
    emailConfirmation: z.literal('sent').optional(),
  }),
);
export const guestIdentitySummarySchema = same<GuestIdentitySummary>()(
  z.object({
    id,
    name: z.string(),
    events: z.array(z.object({ id, name: z.string(), date: instant, status: rsvpStatusSchema })),
    dishCount: z.number().int(),
  }),
);
export const pendingGuestMergeSchema = same<PendingGuestMerge>()(
  z.object({ pending: guestIdentitySummarySchema.nullable() }),
);
export const guestMergeResultSchema = same<GuestMergeResult>()(
  z.object({ movedRsvps: z.number().int(), movedDishes: z.number().int() }),
);

export const calendarFeedStatusSchema = same<CalendarFeedStatus>()(
  z.object({ active: z.boolean(), createdAt: instant.nullable() }),
);
export const calendarFeedLinkSchema = same<CalendarFeedLink>()(z.object({ url: z.url(), webcalUrl: z.string() }));

/** GET /api/health when the app and its database answer (503 otherwise). */
export const healthSchema = z.object({ status: z.literal('ok'), database: z.literal('up') });

export const emailConfirmationResultSchema = same<EmailConfirmationResult>()(
  z.object({ email: z.string(), confirmed: z.boolean(), sent: z.boolean() }),
);
export const notificationSettingsViewSchema = same<NotificationSettings>()(
  z.object({ email: text, emailConfirmed: z.boolean(), emailReminders: z.boolean(), hostDigest: z.boolean() }),
);
export const pushConfigSchema = same<PushConfig>()(z.object({ enabled: z.boolean(), publicKey: text }));
