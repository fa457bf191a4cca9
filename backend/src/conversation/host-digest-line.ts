import type { EntityManager } from 'typeorm';
import { translate } from '../i18n/catalogue';
import { serverLocale } from '../i18n/locale';
import { addHostDigestLine } from '../notifications/digest-changes';
import { WHO } from './conversation.sql';
import { excerpt } from './excerpt';

/**
 * A line for the host's next digest ("Asha asked: …"), written in the host's language: the digest is the host's
 * mail, whoever wrote the comment or question.
 */
export async function recordDigestLine(
  tx: EntityManager,
  eventId: string,
  userId: string,
  key: 'talk.digest.question' | 'talk.digest.comment',
  body: string,
): Promise<void> {
  const rows: { name: string | null; locale: string | null }[] = await tx.query(
    `SELECT ${WHO} AS "name", (SELECT h."locale" FROM "events" e JOIN "users" h ON h."id" = e."hostId" WHERE e."id" = $1) AS "locale"
       FROM "users" u WHERE u."id" = $2`,
    [eventId, userId],
  );
  const row = rows[0];
  if (!row) return;
  const locale = serverLocale(row.locale) ?? 'en';
  const name = row.name ?? translate(locale, 'talk.notify.someone');
  const summary = translate(locale, key, { name, body: excerpt(body) });
  await addHostDigestLine(tx, eventId, summary, userId);
}
