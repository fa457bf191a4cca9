import * as z from 'zod';
import { LOCALES } from './locale.rules';

export const setLocaleSchema = z.object({ locale: z.enum(LOCALES) });
export type SetLocaleInput = z.infer<typeof setLocaleSchema>;

export const localeAnswerSchema = z.object({ locale: z.enum(LOCALES) });
