import * as z from 'zod';
import { ACCOUNT_DELETION_WORD } from './account.rules';

/** One hosted event's fate: handed to one of its co-hosts (`handOverTo`), or deleted (null). */
const hostedEventChoiceSchema = z.object({
  eventId: z.uuid('validation.account.chooseEvent'),
  handOverTo: z.uuid('validation.account.chooseCoHost').nullable(),
});

/**
 * Body of POST /api/account/delete: the typed confirmation, and a choice for every event the person hosts (exactly
 * those; GET /api/account/deletion lists them with their co-hosts).
 */
export const accountDeletionSchema = z.object({
  confirm: z.literal(ACCOUNT_DELETION_WORD, { message: 'validation.account.confirmWord' }),
  events: z.array(hostedEventChoiceSchema).max(1000, 'validation.account.tooManyEvents'),
});
export type AccountDeletionData = z.output<typeof accountDeletionSchema>;
