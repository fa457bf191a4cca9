import * as z from 'zod';
import { QUESTION_AUDIENCES, QUESTION_KINDS } from './question.rules';
import { count, eventOwned, id, instant, text } from './answer-fields';
import { dishCategorySchema, eventThemeSchema, rsvpStatusSchema } from './common.contract';
import { ERROR_CODES } from './common.rules';
import { DISH_NOTE_FLAGS, KNOWN_RESTRICTION_NAMES, mapFlags, mapSomeFlags } from './dish.rules';
import { EVENT_ROLES } from './event.rules';
import { INSIGHT_KINDS, INSIGHT_SEVERITIES } from './insights.rules';
import { SLOT_GROUPS } from './planning.rules';
import { EVENT_CREATION_MODES, OPERATOR_ACTIONS } from './operator.rules';

// The API's answers: each is a zod schema, and its TypeScript type is inferred from it, so the type the server
// returns, the type the browser reads and the schema in the OpenAPI document (/api/docs) are one thing. A schema
// with `.meta({ id })` is a named component of the document. The files that used to declare these types name them
// again (`export type { … } from './responses.contract'`), so their imports keep working.

const slotsSchema = z.partialRecord(z.enum(SLOT_GROUPS), count).nullable();
const roleSchema = z.enum(EVENT_ROLES);
const dishFlags = mapFlags(() => z.boolean());

/** Every API error body has this shape. */
export const apiErrorSchema = z
  .object({
    message: z.string(),
    code: z.enum(ERROR_CODES),
    fieldErrors: z.record(z.string(), z.array(z.string())).optional(),
  })
  .meta({ id: 'Error', examples: [{ message: 'Dish name is required', code: 'VALIDATION_FAILED' }] });
export type ApiErrorBody = z.infer<typeof apiErrorSchema>;

/** A person as other people see them in an event. */
const personRef = { id, firstName: text, lastName: text, nickname: text.optional() };
const personRefSchema = z.object(personRef);
export type PersonRef = z.infer<typeof personRefSchema>;
/** The host's e-mail is shown to the host only; a guest's to the host and the guest themself. */
const personWithContact = z.object({
  ...personRef,
  email: text,
  profileImageUrl: text,
  isGuest: z.boolean().optional(),
});

export const userSchema = z
  .object({
    id,
    /** Always set for accounts; optional (and unverified) for guests who joined without one. */
    email: text,
    /** Joined from a link with just a name: no Google account behind it yet. */
    isGuest: z.boolean(),
    firstName: text,
    lastName: text,
    nickname: text,
    profileImageUrl: text,
    phoneNumber: text,
    /** The language they chose (a locale such as "es" or "pt-BR"); null: none yet, their browser's is used. */
    locale: text.optional(),
    /** Only on the signed-in user's own answer: one of the server's operators (OPERATOR_EMAILS), who may open /admin. */
    isOperator: z.boolean().optional(),
    createdAt: instant,
    updatedAt: instant,
  })
  .meta({ id: 'User' });
export type User = z.infer<typeof userSchema>;

/** How people may sign in on this server: the sign-in screen shows a button for each provider, by its name. */
export const signInOptionsSchema = z
  .object({
    /** In the order the operator listed them; `google` stands for Google. Start one at /api/login?provider={id}. */
    providers: z.array(z.object({ id: z.string(), name: z.string() })),
    /** The development sign-in form (/api/login/dev), never in production. */
    devLogin: z.boolean(),
  })
  .meta({ id: 'SignInOptions' });
export type SignInOptions = z.infer<typeof signInOptionsSchema>;

export const dishViewSchema = z
  .object({
    ...eventOwned,
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
    /** When its contributor offered it to another guest (it counts as missing until one takes it over); or null. */
    offeredAt: instant.nullable(),
  })
  .meta({ id: 'DishView' });
export type DishView = z.infer<typeof dishViewSchema>;

/** A job besides food, with who took it (named only when the reader may see who brings what). */
export const jobViewSchema = z
  .object({
    ...eventOwned,
    title: z.string(),
    needed: count,
    /** The time on the event's wall clock, or null. */
    startsAt: text,
    helpers: z.array(personRefSchema),
    /** The reader took it. */
    mine: z.boolean(),
    createdAt: instant,
  })
  .meta({ id: 'JobView' });
export type JobView = z.infer<typeof jobViewSchema>;

/** When the event's nudge goes: hours before it, or null when the host turned it off. */
export const nudgeSettingSchema = z.object({ hours: count.nullable() }).meta({ id: 'NudgeSetting' });
export type NudgeSetting = z.infer<typeof nudgeSettingSchema>;

// What an RSVP view and the answer to a submit share.
const rsvpFields = {
  ...eventOwned,
  userId: id,
  status: rsvpStatusSchema,
  adultCount: count,
  kidCount: count,
  dietaryRestrictions: text,
  allergies: text,
  bringingSupplies: text,
  respondedAt: instant,
  createdAt: instant,
  /** A Going answer waiting for a place: its 1-based place in the waitlist; null when not waitlisted. */
  waitlistPosition: count.nullable(),
  /** Replies to the host's questions by question id: all of them for the hosts and the person, else those for everyone. */
  answers: z.record(z.string(), z.union([z.string(), z.array(z.string()), z.boolean()])),
};

/** An RSVP as the API answers it (the event page's guest list, the caller's own answer). */
const rsvpViewSchema = z.object({
  ...rsvpFields,
  /** Made co-host by the host. */
  coHost: z.boolean(),
  user: personWithContact,
});
export type RsvpView = z.infer<typeof rsvpViewSchema>;

/**
 * A guest list read by pages (more than GUEST_LIST_INLINE_MAX households a guest may see): how many households
 * answered, by status (Going ones on the waitlist counted there only).
 */
export const guestListSchema = z.object({
  total: count,
  attending: count,
  maybe: count,
  notAttending: count,
  waitlisted: count,
});
export type GuestList = z.infer<typeof guestListSchema>;

/** GET /api/events/{id}/guests: a page of the guest list, as the event's view would list it. */
export const guestPageSchema = z
  .object({ rsvps: z.array(rsvpViewSchema), total: count, nextOffset: count.nullable() })
  .meta({ id: 'GuestPage' });
export type GuestPage = z.infer<typeof guestPageSchema>;

/** POST /api/events/{id}/rsvp: the caller's RSVP, and how many of their dishes leaving "Going" removed. */
export const rsvpResultSchema = z.object({ ...rsvpFields, removedDishCount: count }).meta({ id: 'RsvpResult' });
export type RsvpResult = z.infer<typeof rsvpResultSchema>;

/** Someone the host or a co-host removed from the event (GET /api/events/{id}/removals, managers only). */
export const removedGuestSchema = z
  .object({ userId: id, name: z.string(), removedAt: instant })
  .meta({ id: 'RemovedGuest' });
export type RemovedGuest = z.infer<typeof removedGuestSchema>;

/**
 * "2 guests: nut allergy": restrictions of Going and Maybe guests, without saying whose. The host and co-hosts get
 * every restriction as written; other guests only the known ones (`known`, a restriction a dish flag speaks to)
 * shared by at least two answers (backend/docs/visibility.md).
 */
const restrictionCountSchema = z.object({
  restriction: z.string(),
  known: z.enum(KNOWN_RESTRICTION_NAMES).optional(),
  guests: count,
});
export type RestrictionCount = z.infer<typeof restrictionCountSchema>;

/** A question of the host's (its words as typed). */
const questionSchema = z.object({
  id,
  label: z.string(),
  kind: z.enum(QUESTION_KINDS),
  options: z.array(z.string()),
  required: z.boolean(),
  audience: z.enum(QUESTION_AUDIENCES),
});

/** What an event asks of its guests, for the event page and the public join page alike. */
const eventAsks = {
  questions: z.array(questionSchema),
  allowNonVegetarian: z.boolean(),
  allowVegetarian: z.boolean(),
  allowVegan: z.boolean(),
  dietaryNote: text,
  dishSlots: slotsSchema,
  capacity: count.nullable(),
  /** From this time on only hosts and co-hosts change answers; null: answers stay open. */
  answersCloseAt: instant.nullable(),
};

const eventBaseSchema = z.object({
  id,
  name: z.string(),
  description: text,
  theme: eventThemeSchema.nullable(),
  /** Null while a date poll is open: the host has not picked one of its options yet. */
  date: instant.nullable(),
  location: text,
  hostId: id,
  imageUrl: text,
  ...eventAsks,
  /** Dishes signed up per category (soft drinks and alcohol apart), for the slot counts. */
  categoryCounts: z.partialRecord(dishCategorySchema, count),
  /** People (adults + kids) waiting for a place. */
  waitlistCount: count,
  timeZone: z.string(),
  remindersEnabled: z.boolean(),
  createdAt: instant,
  updatedAt: instant,
  totalDishCount: count,
  confirmedGuestCount: count,
  confirmedAdultCount: count,
  confirmedKidCount: count,
  /** The event's version: one step per change to the event, its RSVPs or its dishes (live messages carry it as `seq`). */
  version: count.optional(),
});
export type EventBase = z.infer<typeof eventBaseSchema>;

/** An item of GET /api/events and GET /api/dashboard/rsvped-events. */
export const eventSummarySchema = eventBaseSchema
  .extend({
    role: roleSchema,
    myRsvpStatus: rsvpStatusSchema.nullable(),
    myWaitlistPosition: count.nullable(),
    myDish: z.object({ id, name: z.string(), ...mapSomeFlags(DISH_NOTE_FLAGS, () => z.boolean()) }).nullable(),
  })
  .meta({ id: 'EventSummary' });
export type EventSummary = z.infer<typeof eventSummarySchema>;

/** GET /api/events/{id}. */
export const eventDetailSchema = eventBaseSchema
  .extend({
    role: roleSchema,
    host: personWithContact,
    /**
     * Everyone's RSVPs, or only the caller's own when the host hides the guest list from guests, or when the list is
     * read by pages (`guestList` is then present).
     */
    rsvps: z.array(rsvpViewSchema),
    /** Present only when the list is too long to send whole: its counts; the rows come from GET …/guests. */
    guestList: guestListSchema.optional(),
    showGuestList: z.boolean(),
    restrictionSummary: z.array(restrictionCountSchema),
    dishes: z.array(dishViewSchema),
  })
  .meta({ id: 'EventDetail' });
export type EventDetail = z.infer<typeof eventDetailSchema>;

const publicDishSchema = z.object({
  id,
  name: z.string(),
  category: dishCategorySchema,
  description: text,
  servingSize: text,
  /** Null when the host hides the guest list (a host's or co-host's name always shows). */
  contributorName: z.string().nullable(),
  ...dishFlags,
  /** Offered by its contributor to another guest: it counts as missing until one takes it over. */
  offered: z.boolean(),
});
export type PublicDish = z.infer<typeof publicDishSchema>;

/** GET /api/public/events/{id}: no e-mail addresses, no guest user ids. */
export const publicEventSchema = z
  .object({
    id,
    name: z.string(),
    description: text,
    theme: eventThemeSchema.nullable(),
    /** Null while a date poll is open. */
    date: instant.nullable(),
    timeZone: z.string(),
    location: text,
    hostName: z.string(),
    ...eventAsks,
    /** Places left (adults + kids) when there is a capacity; null without one. */
    placesLeft: count.nullable(),
    /** Every dish, up to JOIN_DISHES_INLINE_MAX; none above it (`dishCounts` instead). */
    dishes: z.array(publicDishSchema),
    /**
     * Present only above JOIN_DISHES_INLINE_MAX dishes: how many each category has, those offered to another guest
     * left out (they count as missing).
     */
    dishCounts: z.partialRecord(dishCategorySchema, count).optional(),
    /** The jobs besides food that still need people, and how many more each needs. */
    jobsNeeded: z.array(z.object({ title: z.string(), missing: count })),
  })
  .meta({ id: 'PublicEvent' });
export type PublicEvent = z.infer<typeof publicEventSchema>;

const insightKindSchema = z.enum(INSIGHT_KINDS);
export type InsightKind = z.infer<typeof insightKindSchema>;
/** 'high' needs action before the party (an allergen, too little food); 'info' is reassurance. */
const insightSeveritySchema = z.enum(INSIGHT_SEVERITIES);
export type InsightSeverity = z.infer<typeof insightSeveritySchema>;

const insightItemSchema = z.object({
  kind: insightKindSchema,
  severity: insightSeveritySchema,
  /** The dish category the item is about, when it is about one. */
  category: dishCategorySchema.optional(),
  /** A plain sentence with the numbers it rests on. */
  message: z.string(),
});
export type InsightItem = z.infer<typeof insightItemSchema>;

/** GET /api/events/{id}/insights: the items' messages most important first, and the same items with severities. */
export const eventInsightsSchema = z
  .object({ suggestions: z.array(z.string()), items: z.array(insightItemSchema) })
  .meta({ id: 'EventInsights' });
export type EventInsights = z.infer<typeof eventInsightsSchema>;

/** A catalogue dish worth bringing, with the flags the dish form takes as its prefilled values. */
export const dishSuggestionSchema = z
  .object({ name: z.string(), description: z.string(), category: dishCategorySchema, ...dishFlags })
  .meta({ id: 'DishSuggestion' });
export type DishSuggestion = z.infer<typeof dishSuggestionSchema>;

/** GET /api/events/{id}/dishes/duplicates?name=… */
export const duplicateDishSchema = z
  .object({ dishId: id, name: z.string(), contributorName: z.string().nullable() })
  .meta({ id: 'DuplicateDish' });
export type DuplicateDish = z.infer<typeof duplicateDishSchema>;

/** GET /api/planning/slot-suggestion?people=N */
export const slotSuggestionSchema = z
  .object({
    people: count,
    slots: z.object({
      appetizer: count,
      main_dish: count,
      side_dish: count,
      dessert: count,
      drinks: count,
      cutlery: count,
    }),
  })
  .meta({ id: 'SlotSuggestion' });
export type SlotSuggestion = z.infer<typeof slotSuggestionSchema>;

/** The new guest, their RSVP, and their personal link (shown once: only its hash is kept). */
export const guestRsvpResultSchema = z
  .object({ user: userSchema, rsvp: rsvpResultSchema, personalLink: z.url() })
  .meta({ id: 'GuestRsvpResult' });
export type GuestRsvpResult = z.infer<typeof guestRsvpResultSchema>;
export const guestLinkResultSchema = z
  .object({
    personalLink: z.url(),
    /** Set when the link was e-mailed: 'smtp' sent, 'outbox' kept in the development outbox. */
    delivery: z.string().optional(),
    /** Set instead when the guest's address is not confirmed yet: a confirmation link went to it, not the link. */
    emailConfirmation: z.literal('sent').optional(),
  })
  .meta({ id: 'GuestLinkResult' });
export type GuestLinkResult = z.infer<typeof guestLinkResultSchema>;

/** One event a guest answered, as the holder of their link (or the guest themself) sees it. */
const guestEventSummarySchema = z.object({ id, name: z.string(), date: instant.nullable(), status: rsvpStatusSchema });
/**
 * Whose a guest identity is and what it holds: only what its own link would show after signing in (name, the
 * events answered, how many dishes). Never an e-mail address.
 */
export const guestIdentitySummarySchema = z
  .object({ id, name: z.string(), events: z.array(guestEventSummarySchema), dishCount: count })
  .meta({ id: 'GuestIdentitySummary' });
export type GuestIdentitySummary = z.infer<typeof guestIdentitySummarySchema>;
/** GET /api/guest-merge: the guest this device held before signing in, until moved or kept separate. */
export const pendingGuestMergeSchema = z
  .object({ pending: guestIdentitySummarySchema.nullable() })
  .meta({ id: 'PendingGuestMerge' });
export type PendingGuestMerge = z.infer<typeof pendingGuestMergeSchema>;
export const guestMergeResultSchema = z
  .object({ movedRsvps: count, movedDishes: count })
  .meta({ id: 'GuestMergeResult' });
export type GuestMergeResult = z.infer<typeof guestMergeResultSchema>;

/**
 * GET /api/account/deletion: what deleting the caller's account asks of them, one choice per event they host: hand it
 * to one of its co-hosts (named as its host sees them; "A guest" when nameless) or delete it.
 */
export const accountDeletionPlanSchema = z
  .object({
    hostedEvents: z.array(
      z.object({
        id,
        name: z.string(),
        date: instant.nullable(),
        coHosts: z.array(z.object({ id, name: text })),
      }),
    ),
  })
  .meta({ id: 'AccountDeletionPlan' });
export type AccountDeletionPlan = z.infer<typeof accountDeletionPlanSchema>;

/** GET /api/calendar-feed: whether the caller has a live feed link (the link itself is shown only when made). */
export const calendarFeedStatusSchema = z
  .object({ active: z.boolean(), createdAt: instant.nullable() })
  .meta({ id: 'CalendarFeedStatus' });
export type CalendarFeedStatus = z.infer<typeof calendarFeedStatusSchema>;
/** POST /api/calendar-feed: a new private link; any older one stops working. */
export const calendarFeedLinkSchema = z
  .object({ url: z.url(), webcalUrl: z.string() })
  .meta({ id: 'CalendarFeedLink' });
export type CalendarFeedLink = z.infer<typeof calendarFeedLinkSchema>;

/** GET /api/health when the app and its database answer (503 otherwise). */
export const healthSchema = z.object({ status: z.literal('ok'), database: z.literal('up') }).meta({ id: 'Health' });

/** GET /api/health/live: the process answers (the database is not asked). */
export const livenessSchema = z.object({ status: z.literal('ok') }).meta({ id: 'Liveness' });

/** POST /api/email-confirmation: the confirmation link was sent (`sent`), or the address is confirmed already. */
export const emailConfirmationResultSchema = z
  .object({ email: z.string(), confirmed: z.boolean(), sent: z.boolean() })
  .meta({ id: 'EmailConfirmationResult' });
export type EmailConfirmationResult = z.infer<typeof emailConfirmationResultSchema>;

/**
 * GET /api/notification-settings. Without an e-mail address there is nothing to switch (`email` null). A guest's
 * address gets no mail until its owner confirmed it (`emailConfirmed`; always true for an account).
 */
export const notificationSettingsViewSchema = z
  .object({ email: text, emailConfirmed: z.boolean(), emailReminders: z.boolean(), hostDigest: z.boolean() })
  .meta({ id: 'NotificationSettings' });
export type NotificationSettings = z.infer<typeof notificationSettingsViewSchema>;

/** GET /api/push/public-key: whether the server can send pushes, and the key browsers subscribe with. */
export const pushConfigSchema = z.object({ enabled: z.boolean(), publicKey: text }).meta({ id: 'PushConfig' });
export type PushConfig = z.infer<typeof pushConfigSchema>;

/** POST /api/push/subscriptions: the saved subscription's id. */
export const pushSubscriptionResultSchema = z.object({ id }).meta({ id: 'PushSubscriptionResult' });

/** POST /api/unsubscribe: done (mail apps ignore the body). */
export const unsubscribeResultSchema = z.object({ ok: z.literal(true) }).meta({ id: 'UnsubscribeResult' });

/**
 * GET /api/admin/console, for the operators only: the instance's figures, the reports of events (newest first, with
 * the event as its host made it and whether it is taken down), the blocked accounts, who may create events, and the
 * audit log of what operators did (newest first).
 */
export const operatorConsoleSchema = z
  .object({
    figures: z.object({
      accounts: z.number().int(),
      guests: z.number().int(),
      events: z.number().int(),
      hiddenEvents: z.number().int(),
      blockedAccounts: z.number().int(),
      reports: z.number().int(),
      /** Counted by every server process since `since` (the instance's totals): sent, by channel. */
      mailsSent: z.number().int(),
      pushesSent: z.number().int(),
      textsSent: z.number().int(),
      limitsHit: z.number().int(),
      since: instant,
    }),
    reports: z.array(
      z.object({
        id,
        eventId: id,
        /** Null once the event is deleted. */
        eventName: z.string().nullable(),
        hostEmail: text,
        eventHidden: z.boolean(),
        hostBlocked: z.boolean(),
        reason: z.string(),
        /** Whether whoever reported was signed in (an account or a guest); who they are stays out of the console. */
        signedIn: z.boolean(),
        createdAt: instant,
      }),
    ),
    blockedAccounts: z.array(z.object({ id, email: z.string(), blockedAt: instant })),
    creationPolicy: z.object({ mode: z.enum(EVENT_CREATION_MODES), allowlist: z.array(z.string()) }),
    audit: z.array(
      z.object({ id, operatorEmail: z.string(), action: z.enum(OPERATOR_ACTIONS), target: z.string(), at: instant }),
    ),
  })
  .meta({ id: 'OperatorConsole' });
export type OperatorConsole = z.infer<typeof operatorConsoleSchema>;
