import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import type { User } from '../contracts/user.contract';
import { EventsService } from '../events/events.service';

/** Who may follow what on the socket. The same rules as the HTTP API, through EventsService. */
@Injectable()
export class RealtimeService {
  constructor(
    private readonly events: EventsService,
    @InjectDataSource() private readonly dataSource: DataSource,
  ) {}

  /** Throws the API's 404 (unknown, malformed or unreadable id) when the user may not follow this event. */
  async assertCanFollowEvent(user: User, eventId: string): Promise<void> {
    await this.events.findReadable(user, eventId);
  }

  /** The dashboard follows every event the user hosts or has an RSVP for. */
  async dashboardEventIds(userId: string): Promise<string[]> {
    const rows: { id: string }[] = await this.dataSource.query(
      `SELECT "id" FROM "events" WHERE "hostId" = $1
       UNION
       SELECT "eventId" AS "id" FROM "rsvps" WHERE "userId" = $1`,
      [userId],
    );
    return rows.map((r) => r.id);
  }

  /** The users whose dashboard shows this event now (its host and everyone with an RSVP). */
  async dashboardUserIds(eventId: string): Promise<string[]> {
    const rows: { userId: string }[] = await this.dataSource.query(
      `SELECT "hostId" AS "userId" FROM "events" WHERE "id" = $1
       UNION
       SELECT "userId" FROM "rsvps" WHERE "eventId" = $1`,
      [eventId],
    );
    return rows.map((r) => r.userId);
  }
}
