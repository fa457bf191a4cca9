import * as z from 'zod';
import { AFTER_NOTE_MAX, THANK_YOU_MAX } from './after-party.rules';
import { dishCategorySchema, optionalText } from './common.contract';

/** A dish's recipe or note: text, a link kept as text; blank removes it. */
export const dishAfterNoteInputSchema = z.strictObject({ note: optionalText(AFTER_NOTE_MAX) });
export type DishAfterNote = z.output<typeof dishAfterNoteInputSchema>;

/** A container was left with the dish (marked by its contributor or the host; cleared once returned). */
export const dishContainerInputSchema = z.strictObject({ left: z.boolean() });
export type DishContainerInput = z.infer<typeof dishContainerInputSchema>;

/** The host's thank-you line for the summary; blank removes it. */
export const thankYouInputSchema = z.strictObject({ thankYou: optionalText(THANK_YOU_MAX) });
export type ThankYouInput = z.input<typeof thankYouInputSchema>;
export type ThankYou = z.output<typeof thankYouInputSchema>;

export const afterPartySchema = z.object({
  /** The party is over (its start plus the party's length has passed). */
  over: z.boolean(),
  endsAt: z.iso.datetime().nullable(),
  thankYou: z.string().nullable(),
  hostName: z.string(),
  dishes: z.array(
    z.object({
      dishId: z.uuid(),
      name: z.string(),
      category: dishCategorySchema,
      /** Null when the guest list is hidden from the reader. */
      contributorName: z.string().nullable(),
      note: z.string().nullable(),
      containerLeft: z.boolean(),
      /** The reader may change its note and container mark (its contributor, the host and co-hosts). */
      editable: z.boolean(),
      /** The reader brought it. */
      mine: z.boolean(),
    }),
  ),
  /** Containers to return, with their owner's name: for the host and co-hosts only (empty for everyone else). */
  containers: z.array(z.object({ dishId: z.uuid(), dishName: z.string(), ownerName: z.string() })),
});
export type AfterParty = z.infer<typeof afterPartySchema>;
