export const NICKNAME_MAX = 100;

/** What naming a person needs: a user, a guest or a person reference. */
export interface NamedUser {
  firstName: string | null;
  lastName: string | null;
  nickname?: string | null;
}

/** Nickname if non-blank, else "first last", else whichever exists, else "Unknown User". */
export function displayName(user: NamedUser | null | undefined): string {
  if (!user) return 'Unknown User';
  const nick = user.nickname?.trim();
  if (nick) return nick;
  const parts = [user.firstName?.trim(), user.lastName?.trim()].filter((p): p is string => !!p);
  return parts.length ? parts.join(' ') : 'Unknown User';
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
