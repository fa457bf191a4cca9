import { AppException } from '../platform/common/app-exception';
import type { User } from '../contracts/user.rules';
import { serverText } from '../i18n/server-text';

/** Guests who joined from a link with just a name may answer and bring dishes; hosting needs an account. */
export function requireAccount(user: User): void {
  if (user.isGuest) {
    throw AppException.forbidden(serverText('error.auth.accountRequired'), 'ACCOUNT_REQUIRED');
  }
}

/** A personal link is a guest's way back in: accounts sign in instead. */
export function requireGuest(user: User): void {
  if (!user.isGuest) throw AppException.forbidden(serverText('error.guest.accountHasNoLink'));
}

/** An account an operator blocked may not sign in: 403 ACCOUNT_BLOCKED (providers' sign-ins end on the sign-in screen). */
export function accountBlocked(): AppException {
  return AppException.forbidden(serverText('error.account.blocked'), 'ACCOUNT_BLOCKED');
}

export const isBlocked = (err: unknown): boolean => err instanceof AppException && err.code === 'ACCOUNT_BLOCKED';
