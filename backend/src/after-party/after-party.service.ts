import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource, EntityManager } from 'typeorm';
import type { AfterParty } from '../contracts/after-party.contract';
import { isAfterParty, partyEndsAt } from '../contracts/after-party.rules';
import { canEditDish } from '../contracts/dish.rules';
import { displayName, type User } from '../contracts/user.rules';
import { dishesAfterParty, setDishAfterNote, setDishContainerLeft } from '../dishes/dishes.queries';
import { readerOf, seesOf } from '../events/visibility/event-people';
import { eventThankYou, setEventThankYou } from '../events/events.queries';
import { EventAccessService } from '../events/event-access.service';
import { type EventSnapshot } from '../events/event-snapshot';
import { readerManages } from '../events/visibility/visibility-policy';
import { EventChanges } from '../platform/versions/event-changes';

/**
 * After the party: each dish's recipe or note and container mark, the host's thank-you line, and the view of all of
 * it. Anyone who may read the event reads it; a dish's note and mark are changed by whoever may edit the dish (its
 * contributor, the host, co-hosts); the thank-you by the host and co-hosts. Names follow the guest-list switch.
 */
@Injectable()
export class AfterPartyService {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly access: EventAccessService,
    private readonly changes: EventChanges,
  ) {}

  async view(user: User, eventId: string): Promise<AfterParty> {
    return this.viewOf(user, await this.access.requireSnapshot(user, eventId, 'read'));
  }

  private async viewOf(user: User, snapshot: EventSnapshot): Promise<AfterParty> {
    const { event } = snapshot;
    const reader = readerOf(snapshot, user.id);
    const may = seesOf(snapshot, reader);
    const manages = readerManages(reader);
    const coHost = snapshot.rsvps.some((r) => r.userId === user.id && r.coHost);
    const rows = await dishesAfterParty(this.db, event.id);
    const thankYou = await eventThankYou(this.db, event.id);
    const extra = new Map(rows.map((r) => [r.id, r]));
    const dishes = snapshot.dishes.map((d) => ({
      dishId: d.id,
      name: d.name,
      category: d.category,
      contributorName: may('brings', d.contributorId) ? displayName(d.contributor) : null,
      note: extra.get(d.id)?.afterNote ?? null,
      containerLeft: extra.get(d.id)?.containerLeft ?? false,
      editable: canEditDish(d, event, user.id, coHost),
      mine: d.contributorId === user.id,
    }));
    const ends = partyEndsAt(event.date);
    return {
      over: isAfterParty(event.date),
      endsAt: ends ? ends.toISOString() : null,
      thankYou,
      hostName: displayName(event.host),
      dishes,
      containers: manages
        ? dishes
            .filter((d) => d.containerLeft)
            .map((d) => ({ dishId: d.dishId, dishName: d.name, ownerName: d.contributorName ?? '' }))
        : [],
    };
  }

  setNote(user: User, eventId: string, dishId: string, note: string | null): Promise<AfterParty> {
    return this.changeDish(user, eventId, dishId, (tx) => setDishAfterNote(tx, eventId, dishId, note));
  }

  setContainer(user: User, eventId: string, dishId: string, left: boolean): Promise<AfterParty> {
    return this.changeDish(user, eventId, dishId, (tx) => setDishContainerLeft(tx, eventId, dishId, left));
  }

  private async changeDish(
    user: User,
    eventId: string,
    dishId: string,
    write: (tx: EntityManager) => Promise<void>,
  ): Promise<AfterParty> {
    await this.access.requireEditableDish(user, eventId, dishId);
    await this.changes.commit({ type: 'dish_updated', eventId, dishId }, write);
    return this.view(user, eventId);
  }

  async setThankYou(user: User, eventId: string, thankYou: string | null): Promise<AfterParty> {
    await this.access.requireEvent(user, eventId, 'manage');
    await this.changes.commit({ type: 'event_updated', eventId }, (tx) => setEventThankYou(tx, eventId, thankYou));
    return this.view(user, eventId);
  }
}
