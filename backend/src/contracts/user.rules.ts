// The user rules shared by both sides: constants, messages and pure functions, no zod (the app loads them on
// every screen; the schemas in user.contract.ts load only with the forms).
import type { SignInOptions, User } from './responses.contract';

// The signed-in user as the API answers it, inferred from its schema (a type only: this file stays zod-free).
export type { SignInOptions, User };

/** Why a sign-in ended back on the sign-in screen (`/login?error=…`); each has a message there. */
export const SIGN_IN_ERRORS = ['refused', 'unverified-email', 'email-taken', 'unavailable', 'failed'] as const;
export type SignInError = (typeof SIGN_IN_ERRORS)[number];

export const NICKNAME_MAX = 100;

export type NamedUser = Pick<User, 'firstName' | 'lastName'> & { nickname?: string | null };

/** Nickname if non-blank, else "first last", else whichever exists, else "Unknown User". */
export function displayName(user: NamedUser | null | undefined): string {
  if (!user) return 'Unknown User';
  const nick = user.nickname?.trim();
  if (nick) return nick;
  const parts = [user.firstName?.trim(), user.lastName?.trim()].filter((p): p is string => !!p);
  return parts.length ? parts.join(' ') : 'Unknown User';
}

/** Whether a person comes with a name (a view may leave it out: the visibility policy's `name` and `brings`). */
export function hasName(user: NamedUser | null | undefined): boolean {
  return !!(user?.nickname?.trim() || user?.firstName?.trim() || user?.lastName?.trim());
}

/** Nickname, else first name, else "there". */
export function greetingName(user: NamedUser | null | undefined): string {
  return user?.nickname?.trim() || user?.firstName?.trim() || 'there';
}

export function initials(user: NamedUser | null | undefined): string {
  const name = displayName(user);
  if (name === 'Unknown User') return '?';
  const letters = name
    .split(/\s+/)
    .filter(Boolean)
    .map((w) => w[0]!.toUpperCase());
  return (letters[0] ?? '') + (letters.length > 1 ? letters[letters.length - 1] : '');
}
