import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { AnnouncementInput, AnnouncementView } from '../contracts/conversation.contract';
import { CONVERSATION_LIMITS } from '../contracts/conversation.rules';
import type { User } from '../contracts/user.rules';
import { DomainEventsService } from '../platform/domain-events/domain-events.service';
import { EventAccessService } from '../events/event-access.service';
import { newEntityId } from '../platform/idempotency/idempotency-context';
import { RateLimitService } from '../platform/rate-limit/rate-limit.service';
import { AnnouncementDelivery } from './announcement-delivery';
import { AUDIENCE_STATUSES } from './conversation.sql';
import { announcementRow } from './conversation-pages.repository';
import { addAnnouncementRecipients } from './conversation-recipients.repository';
import { serverText } from '../i18n/server-text';

/**
 * Announcements: the host or a co-host writes to the people who answered (Going; Going and Maybe; everyone; the
 * waitlist included or not). The recipients are fixed when it is sent, one row each, holding their read state; each
 * gets it live on an open page, as a push and by e-mail (AnnouncementDelivery), once.
 */
@Injectable()
export class AnnouncementsService {
  constructor(
    private readonly db: DataSource,
    private readonly eventAccess: EventAccessService,
    private readonly rateLimits: RateLimitService,
    private readonly domainEvents: DomainEventsService,
    private readonly delivery: AnnouncementDelivery,
  ) {}

  async create(user: User, eventId: string, input: AnnouncementInput): Promise<AnnouncementView> {
    await this.eventAccess.requireEvent(user, eventId, 'manage');
    const limit = CONVERSATION_LIMITS.announcementsPerEvent;
    await this.rateLimits.enforce(
      `announcements:event:${eventId}`,
      limit,
      // In English; the error filter answers in the requester's language.
      serverText('error.conversation.announcementsTooFast', { max: limit.limit }),
    );
    const id = newEntityId('announcement');
    const created = await this.db.transaction(async (tx) => {
      const inserted: unknown[] = await tx.query(
        `INSERT INTO "announcements" ("id", "eventId", "authorId", "body", "audience", "includeWaitlist")
         VALUES ($1, $2, $3, $4, $5, $6) ON CONFLICT ("id") DO NOTHING RETURNING 1`,
        [id, eventId, user.id, input.body, input.audience, input.includeWaitlist],
      );
      if (inserted.length === 0) return false;
      // Everyone whose answer is in the audience, and the host when a co-host writes; never the author, never a
      // removed person.
      await addAnnouncementRecipients(
        tx,
        id,
        eventId,
        user.id,
        AUDIENCE_STATUSES[input.audience],
        input.includeWaitlist,
      );
      return true;
    });
    if (created) {
      this.domainEvents.publish({ type: 'talk_updated', eventId, part: 'announcements' });
      await this.delivery.queue(id);
    }
    return this.view(id);
  }

  /** The caller has read every announcement of the event addressed to them (the banner goes away). */
  async markRead(user: User, eventId: string): Promise<void> {
    await this.eventAccess.requireEvent(user, eventId, 'read');
    await this.db.query(
      `UPDATE "announcement_recipients" r SET "readAt" = now() FROM "announcements" a
        WHERE a."id" = r."announcementId" AND a."eventId" = $1 AND r."userId" = $2 AND r."readAt" IS NULL`,
      [eventId, user.id],
    );
  }

  /** One-click mute: no push and no e-mail about this event's conversation for the caller (the page still shows it). */
  async setMuted(user: User, eventId: string, muted: boolean): Promise<void> {
    await this.eventAccess.requireEvent(user, eventId, 'read');
    if (muted) {
      await this.db.query(
        `INSERT INTO "conversation_mutes" ("eventId", "userId") VALUES ($1, $2) ON CONFLICT DO NOTHING`,
        [eventId, user.id],
      );
    } else {
      await this.db.query(`DELETE FROM "conversation_mutes" WHERE "eventId" = $1 AND "userId" = $2`, [
        eventId,
        user.id,
      ]);
    }
  }

  private async view(id: string): Promise<AnnouncementView> {
    const row = await announcementRow(this.db, id);
    return { ...row, createdAt: new Date(row.createdAt).toISOString(), read: true };
  }
}
