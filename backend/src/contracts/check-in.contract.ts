import * as z from 'zod';
import { count, id, instant, text } from './answer-fields';
import { CHECK_IN_CODE_PATTERN } from './check-in.rules';

/**
 * Body of PUT /api/events/{id}/check-ins/{rsvpId}: the household arrived (scanned: with the code it showed; found by
 * name: without), with their dish or not. A second check-in never undoes the first; it may add the dish.
 */
export const checkInInputSchema = z.strictObject({
  code: z.string().regex(CHECK_IN_CODE_PATTERN, 'validation.checkIn.notACode').nullable().default(null),
  withDish: z.boolean().default(false),
});
export type CheckInInput = z.output<typeof checkInInputSchema>;

/** Body of POST /api/events/{id}/door-helpers: the account to let check guests in, by its sign-in address. */
export const doorHelperInputSchema = z.strictObject({
  email: z.email('validation.email.invalid').max(254, 'validation.email.invalid'),
});
export type DoorHelperInput = z.output<typeof doorHelperInputSchema>;

const countsSchema = z.object({
  households: count,
  arrivedHouseholds: count,
  arrivedPeople: count,
  people: count,
});

/** One going household as the door sees it: its name and size, and whether and when it arrived. Nothing else. */
export const doorHouseholdSchema = z.object({
  rsvpId: id,
  name: z.string(),
  adults: count,
  kids: count,
  arrivedAt: instant.nullable(),
  dishBrought: z.boolean(),
});
export type DoorHousehold = z.infer<typeof doorHouseholdSchema>;

/** The door screen: the event's name, every going household (by name) and the counts. */
export const doorViewSchema = z
  .object({
    eventId: id,
    eventName: z.string(),
    households: z.array(doorHouseholdSchema),
    counts: countsSchema,
  })
  .meta({ id: 'DoorView' });
export type DoorView = z.infer<typeof doorViewSchema>;

/** The answer to a check-in: the household as it is now, whether it had arrived already, and the counts. */
export const checkInResultSchema = z
  .object({
    household: doorHouseholdSchema,
    alreadyArrived: z.boolean(),
    counts: countsSchema,
  })
  .meta({ id: 'CheckInResult' });
export type CheckInResult = z.infer<typeof checkInResultSchema>;

/** The caller's own check-in code while their household is going, and the QR code that carries it (SVG). */
export const myCheckInCodeSchema = z
  .object({ code: z.string(), qrSvg: z.string(), arrivedAt: instant.nullable() })
  .meta({ id: 'MyCheckInCode' });
export type MyCheckInCode = z.infer<typeof myCheckInCodeSchema>;

/** The accounts the hosts let check guests in. */
export const doorHelperSchema = z.object({ userId: id, name: z.string(), email: text }).meta({ id: 'DoorHelper' });
export type DoorHelper = z.infer<typeof doorHelperSchema>;

/** An event whose door the caller was asked to help at (their home lists it): its id, name and date only. */
export const doorDutySchema = z
  .object({ eventId: id, eventName: z.string(), date: instant.nullable() })
  .meta({ id: 'DoorDuty' });
export type DoorDuty = z.infer<typeof doorDutySchema>;
