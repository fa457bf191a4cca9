import type { EntityManager } from 'typeorm';
import { serverLocale } from '../i18n/locale';
import type { ServerLocale } from '../i18n/catalogue';
import { accountLocaleOfAddress } from '../users/users.queries';

/**
 * The language of an invitation. An address a host typed has no person behind it for us, unless it is an
 * account's own (its sign-in address): then the language that account chose. Otherwise the host's language: the
 * host wrote the note the invitation carries and knows the people they invite; English when the host chose none.
 * A guest's typed address does not count (anybody may type any address), and a text message always follows the host.
 */
export async function inviteeLocale(
  db: EntityManager,
  email: string | null,
  hostLocale: ServerLocale,
): Promise<ServerLocale> {
  if (!email) return hostLocale;
  return serverLocale(await accountLocaleOfAddress(db, email)) ?? hostLocale;
}
