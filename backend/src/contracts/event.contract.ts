import * as z from 'zod';
import { timeZoneSchema } from './time-zone.contract';
import { eventThemeSchema, optionalText, type DishCategory, type EventTheme, type RsvpStatus } from './common.contract';
import type { PersonRef } from './common.rules';
import type { DishView } from './dish.contract';
import type { DishFlags } from './dish.rules';
import type { RsvpView } from './rsvp.contract';
import { capacitySchema, dishSlotsSchema } from './planning.contract';
import type { DishSlots } from './planning.rules';
import {
  EVENT_NAME_MAX,
  EVENT_LOCATION_MAX,
  EVENT_DESCRIPTION_MAX,
  DIETARY_NOTE_MAX,
  type EventRole,
} from './event.rules';

/** Body of POST /api/events and PUT /api/events/{id}. hostId is accepted but ignored: the host is the caller. */
export const eventInputSchema = z.object({
  name: z
    .string()
    .trim()
    .min(1, 'Event name is required')
    .max(EVENT_NAME_MAX, `Event name must be at most ${EVENT_NAME_MAX} characters`),
  description: optionalText(EVENT_DESCRIPTION_MAX),
  theme: eventThemeSchema.nullish().transform((v) => v ?? null),
  date: z.iso.datetime({ offset: true, message: 'Date is required' }),
  location: optionalText(EVENT_LOCATION_MAX),
  hostId: z.string().nullish(),
  imageUrl: z.string().nullish(),
  allowNonVegetarian: z.boolean().default(true),
  allowVegetarian: z.boolean().default(true),
  allowVegan: z.boolean().default(true),
  dietaryNote: optionalText(DIETARY_NOTE_MAX),
  showGuestList: z.boolean().default(true),
  // Left out: unchanged (an older client's edit keeps them); null: cleared.
  dishSlots: dishSlotsSchema.nullable().optional(),
  capacity: capacitySchema.nullable().optional(),
  // The zone the event happens in (IANA name); a create without it gets UTC, an edit without it keeps the old one.
  timeZone: timeZoneSchema.optional(),
  // E-mail and push reminders to guests 2 days and 2 hours before; an edit without it keeps the old setting.
  remindersEnabled: z.boolean().optional(),
});
export type EventInput = z.input<typeof eventInputSchema>;
export type EventData = z.output<typeof eventInputSchema>;

/** The create/edit form keeps date and time apart and combines them in the user's time zone. */
export const eventFormSchema = z.object({
  name: z
    .string()
    .trim()
    .min(1, 'Event name is required')
    .max(EVENT_NAME_MAX, `Event name must be at most ${EVENT_NAME_MAX} characters`),
  theme: z.union([eventThemeSchema, z.literal('')]),
  date: z.string().min(1, 'Date is required'),
  time: z.string().min(1, 'Time is required'),
  location: z.string().max(EVENT_LOCATION_MAX, `Location must be at most ${EVENT_LOCATION_MAX} characters`),
  description: z.string().max(EVENT_DESCRIPTION_MAX),
  allowVegetarian: z.boolean(),
  allowVegan: z.boolean(),
  allowNonVegetarian: z.boolean(),
  dietaryNote: z.string().max(DIETARY_NOTE_MAX),
  showGuestList: z.boolean(),
  // Number inputs as text: '' means no slot / no limit.
  slots: z.record(z.string(), z.string().regex(/^\d{0,2}$/, 'A whole number up to 50')),
  capacity: z.string().regex(/^\d{0,4}$/, 'A whole number of people'),
  timeZone: timeZoneSchema,
  remindersEnabled: z.boolean(),
});
export type EventFormValues = z.infer<typeof eventFormSchema>;

/** "2 guests: nut allergy": restrictions of Going and Maybe guests, without saying whose. */
export interface RestrictionCount {
  restriction: string;
  guests: number;
}

export interface EventBase {
  id: string;
  name: string;
  description: string | null;
  theme: EventTheme | null;
  date: string;
  location: string | null;
  hostId: string;
  imageUrl: string | null;
  allowNonVegetarian: boolean;
  allowVegetarian: boolean;
  allowVegan: boolean;
  dietaryNote: string | null;
  dishSlots: DishSlots | null;
  capacity: number | null;
  /** Dishes signed up per category (soft drinks and alcohol apart), for the slot counts. */
  categoryCounts: Partial<Record<DishCategory, number>>;
  /** People (adults + kids) waiting for a place. */
  waitlistCount: number;
  timeZone: string;
  remindersEnabled: boolean;
  createdAt: string;
  updatedAt: string;
  totalDishCount: number;
  confirmedGuestCount: number;
  confirmedAdultCount: number;
  confirmedKidCount: number;
  /** The event's version: one step per change to the event, its RSVPs or its dishes (live messages carry it as `seq`). */
  version?: number;
}

/** An item of GET /api/events and GET /api/dashboard/rsvped-events. */
export interface EventSummary extends EventBase {
  role: EventRole;
  myRsvpStatus: RsvpStatus | null;
  myWaitlistPosition: number | null;
  myDish: { id: string; name: string; isVegan: boolean; isVegetarian: boolean } | null;
}

/** GET /api/events/{id}. */
export interface EventDetail extends EventBase {
  role: EventRole;
  /** The host's e-mail is shown to the host only. */
  host: PersonRef & { email: string | null; profileImageUrl: string | null; isGuest?: boolean };
  /** Everyone's RSVPs, or only the caller's own when the host hides the guest list from guests. */
  rsvps: RsvpView[];
  showGuestList: boolean;
  restrictionSummary: RestrictionCount[];
  dishes: DishView[];
}

/** GET /api/public/events/{id}: no e-mail addresses, no guest user ids. */
export interface PublicEvent {
  id: string;
  name: string;
  description: string | null;
  theme: EventTheme | null;
  date: string;
  timeZone: string;
  location: string | null;
  hostName: string;
  allowNonVegetarian: boolean;
  allowVegetarian: boolean;
  allowVegan: boolean;
  dietaryNote: string | null;
  dishSlots: DishSlots | null;
  capacity: number | null;
  /** Places left (adults + kids) when there is a capacity; null without one. */
  placesLeft: number | null;
  dishes: PublicDish[];
}

export interface PublicDish extends DishFlags {
  id: string;
  name: string;
  category: DishCategory;
  description: string | null;
  servingSize: string | null;
  contributorName: string;
}
