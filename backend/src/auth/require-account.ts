import { AppException } from '../platform/common/app-exception';
import type { User } from '../contracts/user.rules';

/** Guests who joined from a link with just a name may answer and bring dishes; hosting needs an account. */
export function requireAccount(user: User): void {
  if (user.isGuest) {
    throw AppException.forbidden(
      'Continue with Google to create events and send invitations. Everything you added stays yours.',
      'ACCOUNT_REQUIRED',
    );
  }
}

/** A personal link is a guest's way back in: accounts sign in instead. */
export function requireGuest(user: User): void {
  if (!user.isGuest) throw AppException.forbidden('Only guests without an account have a personal link');
}

/** An account an operator blocked may not sign in: 403 ACCOUNT_BLOCKED (providers' sign-ins end on the sign-in screen). */
export function accountBlocked(): AppException {
  return AppException.forbidden('This account has been blocked by the operators of this server', 'ACCOUNT_BLOCKED');
}

export const isBlocked = (err: unknown): boolean => err instanceof AppException && err.code === 'ACCOUNT_BLOCKED';
