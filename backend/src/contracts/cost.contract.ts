import * as z from 'zod';
import { count, instant, text } from './answer-fields';
import { photoViewSchema } from './photo.contract';
import {
  COST_AMOUNT_MAX,
  COST_RECORDERS,
  COST_SPLITS,
  COST_WHAT_MAX,
  isCurrency,
  isPaymentLink,
  KID_WEIGHT_MAX,
  PAYMENT_LINK_MAX,
  PAYMENT_NOTE_MAX,
} from './cost.rules';

const optionalText = (max: number, tooLong: string) =>
  z
    .string()
    .trim()
    .max(max, tooLong)
    .nullable()
    .default(null)
    .transform((v) => (v === '' ? null : v));

/** Body of PUT /api/events/{id}/costs/settings: the currency (fixed once costs exist), who records, the split. */
export const costSettingsInputSchema = z.strictObject({
  currency: z.string().refine(isCurrency, 'validation.costs.chooseCurrency'),
  recorders: z.enum(COST_RECORDERS, { message: 'validation.costs.chooseRecorders' }),
  split: z.enum(COST_SPLITS, { message: 'validation.costs.chooseSplit' }),
  kidWeight: z.int().min(0, 'validation.costs.kidWeight').max(KID_WEIGHT_MAX, 'validation.costs.kidWeight'),
});
export type CostSettingsInput = z.output<typeof costSettingsInputSchema>;

/** Body of POST /api/events/{id}/costs and PUT /api/costs/{costId}: what was bought, for how much, who paid. */
export const costInputSchema = z.strictObject({
  what: z.string().trim().min(1, 'validation.costs.what').max(COST_WHAT_MAX, 'validation.field.atMostChars'),
  /** In the currency's minor unit (cents; yen; fils). */
  amountMinor: z
    .int('validation.costs.amount')
    .min(1, 'validation.costs.amount')
    .max(COST_AMOUNT_MAX, 'validation.costs.amountTooLarge'),
  /** Who paid: the host or a going guest (the caller when left out). */
  payerId: z.uuid('validation.costs.payer').nullable().default(null),
  /** The payer's payment link (https only), shown with its host name before it opens. */
  paymentLink: optionalText(PAYMENT_LINK_MAX, 'validation.field.atMostChars').refine(
    (v) => v === null || isPaymentLink(v),
    'validation.costs.paymentLink',
  ),
  /** Or a note: a bank reference, "cash at the door". */
  paymentNote: optionalText(PAYMENT_NOTE_MAX, 'validation.field.atMostChars'),
});
export type CostInput = z.output<typeof costInputSchema>;

/** Body of PUT /api/events/{id}/costs/my-share: the caller's household paid (the amount it saw), or not. */
export const myShareInputSchema = z.strictObject({
  paid: z.boolean(),
  /** The share the household saw when it paid; a share that changed since is open again. */
  paidMinor: z.int().min(0).max(COST_AMOUNT_MAX),
});
export type MyShareInput = z.output<typeof myShareInputSchema>;

/** Body of PUT /api/events/{id}/costs/households/{householdId}/confirm. */
export const confirmShareInputSchema = z.strictObject({ confirmed: z.boolean() });
export type ConfirmShareInput = z.output<typeof confirmShareInputSchema>;

const shareStatus = z.enum(['open', 'paid', 'settled']);
const person = z.object({
  /** Null: a former guest (deleted account) or a name the caller may not see. */
  id: z.uuid().nullable(),
  /** Null: "A former guest", written by the client in the reader's language. */
  name: z.string().nullable(),
});

export const householdShareSchema = z.object({
  /** The answering person's id, or for a former guest the share's own id. */
  id: z.uuid(),
  person,
  adults: count,
  kids: count,
  /** The household's part of the total, in minor units. */
  shareMinor: count,
  /** What it paid for the event's costs itself, in minor units. */
  spentMinor: count,
  /** What it still owes: its share less what it paid itself (never below 0). */
  owesMinor: count,
  status: shareStatus,
  paidAt: instant.nullable(),
  confirmedAt: instant.nullable(),
});
export type HouseholdShare = z.infer<typeof householdShareSchema>;

/** GET /api/events/{id}/costs: the event's costs as the caller may see them. */
export const costsViewSchema = z
  .object({
    currency: z.string(),
    /** The currency's minor-unit digits (2 for EUR, 0 for JPY, 3 for KWD). */
    digits: count,
    recorders: z.enum(COST_RECORDERS),
    split: z.enum(COST_SPLITS),
    kidWeight: count,
    /** Whether the caller may record costs (the host's setting), and change the settings (the hosts). */
    canRecord: z.boolean(),
    canSetUp: z.boolean(),
    /** The caller may confirm payments: a payer, the host or a co-host. */
    canConfirm: z.boolean(),
    totalMinor: count,
    costs: z.array(
      z.object({
        id: z.uuid(),
        what: z.string(),
        amountMinor: count,
        payer: person,
        /** The caller may change or delete it. */
        canEdit: z.boolean(),
        /** The payer's link and note (kept on the cost for a payer who gave them while recording). */
        paymentLink: text,
        paymentNote: text,
        /** The receipt's photo, to the hosts and whoever added it. */
        receipt: photoViewSchema.nullable(),
        createdAt: instant,
      }),
    ),
    /** Who paid how much, with how to pay them back. */
    payers: z.array(z.object({ person, spentMinor: count, paymentLink: text, paymentNote: text })),
    /** Every household to the host and co-hosts; the caller's own only to anyone else. */
    households: z.array(householdShareSchema),
    /** The caller's household, when it is one (going). */
    mine: householdShareSchema.nullable(),
    householdCount: count,
    settledCount: count,
    /** People who may be named as payers (the host, co-hosts and going guests), for the form. */
    people: z.array(z.object({ id: z.uuid(), name: z.string() })),
  })
  .meta({ id: 'Costs' });
export type CostsView = z.infer<typeof costsViewSchema>;
