import * as z from 'zod';

/** The paper a sheet of buffet cards is laid out for (six cards a page either way). */
export const BUFFET_PAPERS = ['a4', 'letter'] as const;

export const buffetCardsQuerySchema = z.strictObject({
  paper: z.enum(BUFFET_PAPERS).default('a4'),
});
export type BuffetCardsQuery = z.infer<typeof buffetCardsQuerySchema>;
