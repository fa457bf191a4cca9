import type { User } from '../../contracts/user.rules';
import type { AppConfig } from './config.schema';

/**
 * Whether this person is one of the operators the configuration names (OPERATOR_EMAILS). Only an account counts: a
 * guest's address is typed by whoever joins, never verified, so it names nobody.
 */
export function isOperator(
  config: Pick<AppConfig, 'operatorEmails'>,
  user: Pick<User, 'email' | 'isGuest'> | null | undefined,
): boolean {
  if (!user || user.isGuest || !user.email) return false;
  return config.operatorEmails.includes(user.email.trim().toLowerCase());
}
