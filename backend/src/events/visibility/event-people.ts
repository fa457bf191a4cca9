import type { EventRole } from '../../contracts/event.rules';
import { sees, settingsOf, type EventReader, type PersonField } from './visibility-policy';

/** What the policy needs of an event to judge its people: its host, settings, and who answered (co-hosts marked). */
export interface EventPeople {
  event: { hostId: string; showGuestList: boolean; publicDishPhotos?: boolean | null };
  rsvps: readonly { userId: string; coHost: boolean }[];
}

/** The host and co-hosts of an event. */
export function managerIds(people: EventPeople): Set<string> {
  return new Set([people.event.hostId, ...people.rsvps.filter((r) => r.coHost).map((r) => r.userId)]);
}

/** A reader of the event (null: without a session), with their role from the event's people. */
export function readerOf(people: EventPeople, userId: string | null): EventReader {
  if (userId === null) return { userId: null, role: null };
  const role: EventRole =
    people.event.hostId === userId
      ? 'host'
      : people.rsvps.some((r) => r.userId === userId && r.coHost)
        ? 'co_host'
        : 'guest';
  return { userId, role };
}

/**
 * Whether `reader` may see `field` of the person `personId` in this event as written. Built once per reader and
 * event, it answers per person.
 */
export function seesOf(people: EventPeople, reader: EventReader): (field: PersonField, personId: string) => boolean {
  const managers = managerIds(people);
  const settings = settingsOf(people.event);
  return (field, personId) => sees(reader, field, { id: personId, manages: managers.has(personId) }, settings);
}
