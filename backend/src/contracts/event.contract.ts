import * as z from 'zod';
import { timeZoneSchema } from './time-zone.contract';
import { eventThemeSchema, optionalText } from './common.contract';
import { capacitySchema, dishSlotsSchema } from './planning.contract';
import { dateOptionsSchema } from './date-poll.contract';
import { questionsInputSchema } from './question.contract';
import { instantInput } from './date-time.contract';
import { DATE_TIME_MESSAGES, isCalendarDay, isLocalDateTime, wallClockExists } from './date-time.rules';
import {
  ANSWERS_CLOSE_AFTER_START,
  EVENT_NAME_MAX,
  EVENT_LOCATION_MAX,
  EVENT_DESCRIPTION_MAX,
  DIETARY_NOTE_MAX,
} from './event.rules';

/** Body of POST /api/events and PUT /api/events/{id}. hostId is accepted but ignored: the host is the caller. */
export const eventInputSchema = z
  .object({
    name: z.string().trim().min(1, 'validation.event.nameRequired').max(EVENT_NAME_MAX, 'validation.event.nameMax'),
    description: optionalText(EVENT_DESCRIPTION_MAX),
    theme: eventThemeSchema.nullish().transform((v) => v ?? null),
    // One date, or (creating only) a date poll's options instead: then the event has no date until the host picks one.
    date: instantInput('validation.event.dateRequired')
      .nullish()
      .describe('Required unless dateOptions is given (creating an event with a date poll)'),
    dateOptions: dateOptionsSchema.optional(),
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
    // When guests' answers close; left out: unchanged (an older client's edit keeps it); null: no deadline.
    answersCloseAt: instantInput().nullable().optional(),
    // The host's own questions; left out: unchanged; null or []: none.
    questions: questionsInputSchema.nullable().optional(),
  })
  // Which of the two an event needs (a create: one of them; an edit: a date unless its poll is open) is the
  // service's rule; both at once is never meant.
  .refine((e) => !(e.date && e.dateOptions), {
    message: 'validation.event.dateOrOptions',
    path: ['dateOptions'],
  })
  .refine((e) => !(e.date && e.answersCloseAt && Date.parse(e.answersCloseAt) > Date.parse(e.date)), {
    message: ANSWERS_CLOSE_AFTER_START,
    path: ['answersCloseAt'],
  });
export type EventInput = z.input<typeof eventInputSchema>;
export type EventData = z.output<typeof eventInputSchema>;

/** The create/edit form keeps date and time apart and combines them in the user's time zone. */
export const eventFormSchema = z
  .object({
    name: z.string().trim().min(1, 'validation.event.nameRequired').max(EVENT_NAME_MAX, 'validation.event.nameMax'),
    theme: z.union([eventThemeSchema, z.literal('')]),
    date: z.string().min(1, 'validation.event.dateRequired'),
    time: z.string().min(1, 'validation.event.timeRequired'),
    location: z.string().max(EVENT_LOCATION_MAX, 'validation.event.locationMax'),
    description: z.string().max(EVENT_DESCRIPTION_MAX),
    allowVegetarian: z.boolean(),
    allowVegan: z.boolean(),
    allowNonVegetarian: z.boolean(),
    dietaryNote: z.string().max(DIETARY_NOTE_MAX),
    showGuestList: z.boolean(),
    // Number inputs as text: '' means no slot / no limit.
    slots: z.record(z.string(), z.string().regex(/^\d{0,2}$/, 'validation.event.wholeNumberUpTo50')),
    capacity: z.string().regex(/^\d{0,4}$/, 'validation.event.wholeNumberOfPeople'),
    timeZone: timeZoneSchema,
    remindersEnabled: z.boolean(),
    // A wall-clock time on the event's clock ('YYYY-MM-DDTHH:mm'), '' for no deadline.
    answersCloseAt: z
      .string()
      .default('')
      .refine((v) => v === '' || isLocalDateTime(v), DATE_TIME_MESSAGES.localFormat),
  })
  .superRefine((form, ctx) => {
    // The date and time are read on the event's clock: a time it skips (the clocks spring forward) is not a time.
    if (!isCalendarDay(form.date) || !/^\d{2}:\d{2}$/.test(form.time)) return;
    // Both on the event's clock and written alike, so their text compares as their times do.
    if (form.answersCloseAt && form.answersCloseAt > `${form.date}T${form.time}`) {
      ctx.addIssue({ code: 'custom', path: ['answersCloseAt'], message: ANSWERS_CLOSE_AFTER_START });
    }
    let exists = true;
    try {
      exists = wallClockExists(`${form.date}T${form.time}`, form.timeZone);
    } catch {
      return; // not a zone: timeZone has its own message
    }
    if (!exists) ctx.addIssue({ code: 'custom', path: ['time'], message: DATE_TIME_MESSAGES.skippedByClockChange });
  });
export type EventFormValues = z.infer<typeof eventFormSchema>;

// The answers, inferred from their schemas; named here too, so imports of them from this file keep working.
export type {
  RestrictionCount,
  EventBase,
  EventSummary,
  EventDetail,
  PublicEvent,
  PublicDish,
} from './responses.contract';
