import type { DataSource, EntityManager } from 'typeorm';
import type { ServerLocale } from '../i18n/catalogue';
import { serverLocale } from '../i18n/locale';

/** The language a person chose (`users.locale`, accounts and guests alike), as stored now; English when none. */
export async function recipientLocale(db: DataSource | EntityManager, userId: string): Promise<ServerLocale> {
  const rows: { locale: string | null }[] = await db.query(`SELECT "locale" FROM "users" WHERE "id" = $1`, [userId]);
  return serverLocale(rows[0]?.locale) ?? 'en';
}
