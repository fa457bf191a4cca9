import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { AppException } from '../platform/common/app-exception';
import type { EventData } from '../contracts/event.contract';
import type { NextPotluckResult } from '../contracts/next-potluck.contract';
import type { User } from '../contracts/user.rules';
import { EventAccessService } from '../events/event-access.service';
import { EventsService } from '../events/events.service';
import { translate } from '../i18n/catalogue';
import { InvitationsService } from '../invitations/invitations.service';
import { fromWallClock, toWallClock } from '../platform/common/wall-clock';

/**
 * "Start the next potluck": a new event hosted by the caller with the same settings (name, description, theme,
 * place, time zone, dietary rules and note, guest-list switch, dish slots, capacity, reminders, kitchen counts),
 * and the same guests invited to it by e-mail, each once. Guests who answered Going or Maybe count; guests without
 * an account are left out (their address may be unconfirmed, and gets nothing a guest did not ask for).
 */
@Injectable()
export class NextPotluckService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly access: EventAccessService,
    private readonly events: EventsService,
    private readonly invitations: InvitationsService,
  ) {}

  async start(user: User, eventId: string, day: string): Promise<NextPotluckResult> {
    const { event, rsvps } = await this.access.requireSnapshot(user, eventId, 'manage');
    // The next potluck keeps this one's time of day: an event whose date poll is still open has none yet.
    if (event.date === null)
      throw AppException.conflict(translate('en', 'error.nextPotluck.dateNotSet'), 'DATE_NOT_SET');
    // The same wall-clock time in the same zone on the new day (18:30 in Paris stays 18:30, whatever the season).
    const date = fromWallClock(
      `${day}${toWallClock(event.date, event.timeZone).slice(10)}`,
      event.timeZone,
    ).toISOString();
    const data: EventData = {
      name: event.name,
      description: event.description,
      theme: event.theme,
      date,
      location: event.location,
      allowNonVegetarian: event.allowNonVegetarian,
      allowVegetarian: event.allowVegetarian,
      allowVegan: event.allowVegan,
      dietaryNote: event.dietaryNote,
      showGuestList: event.showGuestList,
      dishSlots: event.dishSlots,
      capacity: event.capacity,
      timeZone: event.timeZone,
      remindersEnabled: event.remindersEnabled,
    };
    const created = await this.events.create(user, data);
    await this.dataSource.query(
      `UPDATE "events" n SET "kitchenOvens" = o."kitchenOvens", "kitchenOutlets" = o."kitchenOutlets",
         "kitchenFridgeShelves" = o."kitchenFridgeShelves" FROM "events" o WHERE n."id" = $1 AND o."id" = $2`,
      [created.id, event.id],
    );
    const emails = new Set<string>();
    let skipped = 0;
    for (const r of [...rsvps].reverse()) {
      if (r.userId === user.id || r.status === 'not_attending') continue;
      const email = r.user.isGuest ? null : r.user.email?.trim().toLowerCase();
      if (!email) {
        skipped++;
        continue;
      }
      emails.add(email);
    }
    let invited = 0;
    for (const email of emails) {
      try {
        await this.invitations.invite(user, created.id, { email });
        invited++;
      } catch (e) {
        if (!(e instanceof AppException)) throw e;
        // A start that runs again (same Idempotency-Key: the same new event) finds its invitations already sent.
        if (e.code === 'ALREADY_INVITED') invited++;
        else skipped++;
      }
    }
    return { eventId: created.id, invited, skipped };
  }
}
