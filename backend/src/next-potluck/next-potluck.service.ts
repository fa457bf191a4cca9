import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { AppException } from '../platform/common/app-exception';
import type { EventData } from '../contracts/event.contract';
import type { NextPotluckResult } from '../contracts/next-potluck.contract';
import type { User } from '../contracts/user.rules';
import { EventAccessService } from '../events/event-access.service';
import { copyEventKitchen } from '../events/events.queries';
import { EventsService } from '../events/events.service';
import { InvitationsService } from '../invitations/invitations.service';
import { MailService } from '../mail/mail.service';
import { normaliseAddress } from '../mail/suppression-list';
import { peopleAddresses } from '../users/users.queries';
import { sentWallClock, toWallClock } from '../platform/common/wall-clock';
import { serverText } from '../i18n/server-text';

/**
 * "Start the next potluck": a new event hosted by the caller with the same settings (name, description, theme,
 * place, time zone, dietary rules and note, guest-list switch, dish slots, capacity, reminders, kitchen counts),
 * and the same guests invited to it by e-mail, each once, through the invitation path (its mail, quotas and mail
 * policy). Guests who answered Going or Maybe count, never one removed from the event; a guest without an account
 * only once they confirmed their address, and nobody who stopped Potluck's e-mails or this event's. Those left out
 * are counted, so the host can share the link with them.
 */
@Injectable()
export class NextPotluckService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly access: EventAccessService,
    private readonly events: EventsService,
    private readonly invitations: InvitationsService,
    private readonly mail: MailService,
  ) {}

  async start(user: User, eventId: string, day: string): Promise<NextPotluckResult> {
    const { event, rsvps, removed } = await this.access.requireSnapshot(user, eventId, 'manage');
    // The next potluck keeps this one's time of day: an event whose date poll is still open has none yet.
    if (event.date === null) throw AppException.conflict(serverText('error.nextPotluck.dateNotSet'), 'DATE_NOT_SET');
    // The same wall-clock time in the same zone on the new day (18:30 in Paris stays 18:30, whatever the season).
    const date = sentWallClock(
      `${day}${toWallClock(event.date, event.timeZone).slice(10)}`,
      event.timeZone,
      'day',
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
    await copyEventKitchen(this.dataSource, created.id, event.id);
    const people = await this.reachable(
      event.id,
      [...rsvps]
        .reverse()
        .filter((r) => r.userId !== user.id && r.status !== 'not_attending' && !removed.has(r.userId)),
    );
    const emails = new Set<string>();
    let skipped = 0;
    for (const p of people) {
      if (p.email && p.confirmed && !p.stopped) emails.add(normaliseAddress(p.email));
      else skipped++;
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

  /**
   * Whether each guest may be invited by e-mail: an account's address always counts, a guest's only once they
   * confirmed it (the address they typed may be someone else's); an address on the suppression list ("Stop all
   * Potluck e-mails", a bounce, a complaint) or stopped for this event's mails is left alone.
   */
  private async reachable(
    eventId: string,
    rsvps: readonly { userId: string }[],
  ): Promise<{ email: string | null; confirmed: boolean; stopped: boolean }[]> {
    const people = await peopleAddresses(
      this.dataSource,
      rsvps.map((r) => r.userId),
    );
    const states = await this.mail.addressStates(people, eventId);
    const rows = people.map((p) => ({ ...p, ...(states.get(p.id) ?? { confirmed: false, stopped: false }) }));
    const byId = new Map(rows.map((r) => [r.id, r]));
    return rsvps.map((r) => byId.get(r.userId) ?? { email: null, confirmed: false, stopped: false });
  }
}
