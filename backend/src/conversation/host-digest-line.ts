import type { EntityManager } from 'typeorm';
import { translate } from '../i18n/catalogue';
import { serverLocale } from '../i18n/locale';
import { addHostDigestLine } from '../notifications/digest-changes';
import { hostLocaleOf } from '../notifications/recipients.repository';
import { personName } from '../users/users.queries';
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
  key: 'conversation.digest.question' | 'conversation.digest.comment',
  body: string,
): Promise<void> {
  const writer = await personName(tx, userId, WHO);
  if (!writer) return;
  const host = await hostLocaleOf(tx, eventId);
  const locale = serverLocale(host?.locale ?? null) ?? 'en';
  const name = writer.name ?? translate(locale, 'conversation.notify.someone');
  const summary = translate(locale, key, { name, body: excerpt(body) });
  await addHostDigestLine(tx, eventId, summary, userId);
}
