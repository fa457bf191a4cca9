import type { DataSource, EntityManager } from 'typeorm';
import type { DomainEvent } from '../contracts/realtime.contract';
import { translator } from '../i18n/catalogue';
import { serverLocale } from '../i18n/locale';
import { answerChange, dishChange, type DigestChangeRow } from './recipients.repository';

/**
 * A guest's answer or dish change, in words, for the host's next digest (the host's own changes, and a host's
 * change to a guest's RSVP, are left out):
 * written in the host's language as it is when the change happens.
 */
export async function digestChanges(
  db: DataSource,
  event: DomainEvent,
): Promise<{ summary: string; actorId: string }[]> {
  let changes: DigestChangeRow[] = [];
  if (event.type === 'rsvp_updated' && event.answered) {
    changes = await answerChange(db, event.eventId, event.userId);
  } else if (event.type === 'dish_added' || event.type === 'dish_updated') {
    changes = await dishChange(db, event.eventId, event.dishId);
  }
  return changes.map((c) => {
    const t = translator(serverLocale(c.hostLocale) ?? 'en');
    const name = c.who ?? t('push.aGuest');
    const summary =
      c.dish === undefined
        ? t('push.rsvp.answered', { name, status: c.status })
        : t(dishChangeKey(event), { name, dish: c.dish });
    return { summary, actorId: c.actorId };
  });
}

/**
 * A line for the host's next digest of the event; other modules add theirs inside their own transaction. `actorId` is
 * the person the line names or quotes, if any: the line goes with them when they delete their account.
 */
export async function addHostDigestLine(
  db: Pick<EntityManager, 'query'>,
  eventId: string,
  summary: string,
  actorId: string | null,
): Promise<void> {
  await db.query(`INSERT INTO "host_digest_changes" ("eventId", "summary", "actorId") VALUES ($1, $2, $3)`, [
    eventId,
    summary,
    actorId,
  ]);
}

/** The words for a guest's dish change: added, changed, offered to another guest or taken over by one. */
export function dishChangeKey(
  event: DomainEvent,
): 'push.dish.added' | 'push.dish.changed' | 'push.dish.offered' | 'push.dish.takenOver' {
  if (event.type === 'dish_added') return 'push.dish.added';
  if (event.type === 'dish_updated' && event.handOff === 'offered') return 'push.dish.offered';
  if (event.type === 'dish_updated' && event.handOff === 'taken') return 'push.dish.takenOver';
  return 'push.dish.changed';
}
