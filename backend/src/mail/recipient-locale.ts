import type { DataSource, EntityManager } from 'typeorm';
import type { ServerLocale } from '../i18n/catalogue';
import { serverLocale } from '../i18n/locale';
import { storedLocale } from '../users/users.queries';

/** The language a person chose (`users.locale`, accounts and guests alike), as stored now; English when none. */
export async function recipientLocale(db: DataSource | EntityManager, userId: string): Promise<ServerLocale> {
  return serverLocale(await storedLocale(db, userId)) ?? 'en';
}
