import * as z from 'zod';
import { NICKNAME_MAX } from './user.rules';

export const updateProfileSchema = z.object({
  nickname: z
    .string()
    .trim()
    .max(NICKNAME_MAX, 'validation.user.nicknameMax')
    .nullish()
    .transform((v) => (v ? v : null)),
});
export type UpdateProfileInput = z.input<typeof updateProfileSchema>;
