import * as z from 'zod';
import { NICKNAME_MAX } from './user.rules';

export interface User {
  id: string;
  /** Always set for accounts; optional (and unverified) for guests who joined without one. */
  email: string | null;
  /** Joined from a link with just a name: no Google account behind it yet. */
  isGuest: boolean;
  firstName: string | null;
  lastName: string | null;
  nickname: string | null;
  profileImageUrl: string | null;
  phoneNumber: string | null;
  createdAt: string;
  updatedAt: string;
}

export const updateProfileSchema = z.object({
  nickname: z
    .string()
    .trim()
    .max(NICKNAME_MAX, `Display name must be at most ${NICKNAME_MAX} characters`)
    .nullish()
    .transform((v) => (v ? v : null)),
});
export type UpdateProfileInput = z.input<typeof updateProfileSchema>;
