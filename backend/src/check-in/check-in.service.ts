import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import * as QRCode from 'qrcode';
import { AppException } from '../platform/common/app-exception';
import { isUuid } from '../platform/common/uuid';
import { APP_CONFIG } from '../platform/config/config.module';
import type { AppConfig } from '../platform/config/config.schema';
import { DomainEventsService } from '../platform/domain-events/domain-events.service';
import { serverText } from '../i18n/server-text';
import { EventAccessService } from '../events/event-access.service';
import type { EventSnapshot } from '../events/event-snapshot';
import { managerIds } from '../events/visibility/event-people';
import { accountByEmail } from '../users/users.queries';
import { UsersService } from '../users/users.service';
import type {
  CheckInInput,
  CheckInResult,
  DoorDuty,
  DoorHelper,
  DoorHelperInput,
  DoorHousehold,
  DoorView,
  MyCheckInCode,
} from '../contracts/check-in.contract';
import { arrivalCounts, DOOR_HELPERS_MAX, type ArrivalCounts } from '../contracts/check-in.rules';
import { displayName, type User } from '../contracts/user.rules';
import { checkInCode, validCheckInCode } from './check-in-code';
import {
  addDoorHelper,
  checkIn,
  doorDutyEventIds,
  doorHelperIds,
  eventCheckIns,
  isDoorHelper,
  removeDoorHelper,
  undoCheckIn,
  type CheckInRow,
} from './check-in.queries';

const notDoor = () => AppException.forbidden(serverText('error.checkIn.notDoor'), 'NOT_DOOR');
const unknownCode = () => AppException.notFound(serverText('error.checkIn.unknownCode'), 'CHECK_IN_CODE_UNKNOWN');
const notAGuest = () => AppException.notFound(serverText('error.checkIn.notAGuest'), 'RSVP_NOT_FOUND');
const notGoing = () => AppException.conflict(serverText('error.checkIn.notGoing'), 'RSVP_NOT_GOING');
const noAccount = () => AppException.notFound(serverText('error.checkIn.noAccount'), 'DOOR_HELPER_NOT_FOUND');
const tooManyHelpers = () =>
  AppException.unprocessable(
    serverText('error.checkIn.tooManyHelpers', { count: DOOR_HELPERS_MAX }),
    'TOO_MANY_DOOR_HELPERS',
  );

/** Postgres: a row named by a foreign key is gone (the answer was removed while the door checked it in). */
const FOREIGN_KEY_VIOLATION = '23503';

/** The answers that hold a place at the party: going, not waiting for a place, not removed. */
const goingAnswers = (snapshot: EventSnapshot) =>
  snapshot.rsvps.filter((r) => r.status === 'attending' && r.waitlistedAt === null && !snapshot.removed.has(r.userId));

/**
 * Check-in at the door: each going household shows a code (check-in-code.ts); the hosts, co-hosts and the door helpers
 * they name mark households arrived, by the code or by name, once, and see who has come. The door sees of each going
 * household its name and size, nothing else (the visibility policy's `door` viewer).
 */
@Injectable()
export class CheckInService {
  constructor(
    private readonly eventAccess: EventAccessService,
    private readonly domainEvents: DomainEventsService,
    private readonly users: UsersService,
    @InjectDataSource() private readonly db: DataSource,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** The event when the caller works its door: a host, a co-host or a door helper; 403 for other readers. */
  private async requireDoor(user: User, eventId: string): Promise<EventSnapshot> {
    const snapshot = await this.eventAccess.requireSnapshot(user, eventId, 'read');
    if (managerIds(snapshot).has(user.id)) return snapshot;
    if (await isDoorHelper(this.db, snapshot.event.id, user.id)) return snapshot;
    throw notDoor();
  }

  async door(user: User, eventId: string): Promise<DoorView> {
    return this.viewOf(await this.requireDoor(user, eventId));
  }

  private async viewOf(snapshot: EventSnapshot): Promise<DoorView> {
    const arrivals = await eventCheckIns(this.db, snapshot.event.id);
    const households = doorHouseholds(snapshot, arrivals);
    return { eventId: snapshot.event.id, eventName: snapshot.event.name, households, counts: countsOf(households) };
  }

  /**
   * Marks a going household arrived (with its dish or not). With a code, the code must be this household's; by name,
   * the door's word is enough. An arrival is never undone by a second check-in, which may only add the dish.
   */
  async checkIn(user: User, eventId: string, rsvpId: string, input: CheckInInput): Promise<CheckInResult> {
    const snapshot = await this.requireDoor(user, eventId);
    const id = snapshot.event.id;
    if (
      input.code !== null &&
      (!isUuid(rsvpId) || !validCheckInCode(this.config.sessionSecret, id, rsvpId, input.code))
    )
      throw unknownCode();
    const answer = isUuid(rsvpId) ? snapshot.rsvps.find((r) => r.id === rsvpId) : undefined;
    if (!answer || snapshot.removed.has(answer.userId)) throw notAGuest();
    if (!goingAnswers(snapshot).includes(answer)) throw notGoing();
    let row: CheckInRow & { inserted: boolean };
    try {
      row = await checkIn(this.db, { eventId: id, rsvpId, withDish: input.withDish, by: user.id });
    } catch (error) {
      if ((error as { code?: string }).code === FOREIGN_KEY_VIOLATION) throw notAGuest();
      throw error;
    }
    const view = await this.viewOf(snapshot);
    const household = view.households.find((h) => h.rsvpId === rsvpId) ?? householdOf(answer, row);
    this.publish(id, view.counts);
    return { household, alreadyArrived: !row.inserted, counts: view.counts };
  }

  /** Takes an arrival back (scanned by mistake); nothing happens when there was none. */
  async undo(user: User, eventId: string, rsvpId: string): Promise<DoorView> {
    const snapshot = await this.requireDoor(user, eventId);
    const undone = isUuid(rsvpId) && (await undoCheckIn(this.db, snapshot.event.id, rsvpId));
    const view = await this.viewOf(snapshot);
    if (undone) this.publish(snapshot.event.id, view.counts);
    return view;
  }

  /** The caller's own code, while their household is going: what their "You're All Set!" card shows. */
  async myCode(user: User, eventId: string): Promise<MyCheckInCode> {
    const snapshot = await this.eventAccess.requireSnapshot(user, eventId, 'read');
    const answer = goingAnswers(snapshot).find((r) => r.userId === user.id);
    if (!answer) throw notGoing();
    const code = checkInCode(this.config.sessionSecret, snapshot.event.id, answer.id);
    const [qrSvg, arrivals] = await Promise.all([
      QRCode.toString(code, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 }),
      eventCheckIns(this.db, snapshot.event.id),
    ]);
    const arrivedAt = arrivals.get(answer.id)?.arrivedAt ?? null;
    return { code, qrSvg, arrivedAt: arrivedAt ? new Date(arrivedAt).toISOString() : null };
  }

  async helpers(user: User, eventId: string): Promise<DoorHelper[]> {
    const { event } = await this.eventAccess.requireEvent(user, eventId, 'manage');
    const ids = await doorHelperIds(this.db, event.id);
    const people = await Promise.all(ids.map((userId) => this.users.findById(userId)));
    return people.flatMap((p) => (p ? [{ userId: p.id, name: displayName(p), email: p.email ?? null }] : []));
  }

  /** Lets an account (by its sign-in address) check guests in; naming one twice changes nothing. */
  async addHelper(user: User, eventId: string, input: DoorHelperInput): Promise<DoorHelper[]> {
    const { event } = await this.eventAccess.requireEvent(user, eventId, 'manage');
    const account = await accountByEmail(this.db, input.email);
    if (!account || account.blocked) throw noAccount();
    await this.db.transaction(async (tx) => {
      // One list per event, changed one at a time: the limit holds however many hosts add at once.
      await tx.query(`SELECT pg_advisory_xact_lock(hashtext('door_helpers:' || $1))`, [event.id]);
      const ids = await doorHelperIds(tx, event.id);
      if (!ids.includes(account.id) && ids.length >= DOOR_HELPERS_MAX) throw tooManyHelpers();
      await addDoorHelper(tx, event.id, account.id, user.id);
    });
    return this.helpers(user, event.id);
  }

  async removeHelper(user: User, eventId: string, userId: string): Promise<DoorHelper[]> {
    const { event } = await this.eventAccess.requireEvent(user, eventId, 'manage');
    if (isUuid(userId)) await removeDoorHelper(this.db, event.id, userId);
    return this.helpers(user, event.id);
  }

  /** The events the caller helps at the door of and may still read, soonest first (undated last). */
  async duties(user: User): Promise<DoorDuty[]> {
    const ids = await doorDutyEventIds(this.db, user.id);
    const duties = await Promise.all(
      ids.map(async (eventId): Promise<DoorDuty | null> => {
        try {
          const { event } = await this.eventAccess.requireSnapshot(user, eventId, 'read');
          return { eventId: event.id, eventName: event.name, date: event.date ? event.date.toISOString() : null };
        } catch {
          // Deleted, hidden by an operator, or the helper was removed from it: not theirs to open.
          return null;
        }
      }),
    );
    return duties
      .filter((d): d is DoorDuty => d !== null)
      .sort((a, b) => (a.date ?? '9999').localeCompare(b.date ?? '9999'));
  }

  private publish(eventId: string, counts: ArrivalCounts): void {
    const { households, arrivedHouseholds, arrivedPeople } = counts;
    this.domainEvents.publish({ type: 'check_ins_updated', eventId, households, arrivedHouseholds, arrivedPeople });
  }
}

type Answer = EventSnapshot['rsvps'][number];

function householdOf(answer: Answer, arrival: CheckInRow | undefined): DoorHousehold {
  return {
    rsvpId: answer.id,
    name: displayName(answer.user),
    adults: answer.adultCount,
    kids: answer.kidCount,
    arrivedAt: arrival ? new Date(arrival.arrivedAt).toISOString() : null,
    dishBrought: arrival?.dishBrought ?? false,
  };
}

/**
 * Every going household as the door sees it, by name: the name and the size, which the visibility policy shows the
 * `door` viewer whatever the guest list setting (it must know who is at the door), and nothing else.
 */
function doorHouseholds(snapshot: EventSnapshot, arrivals: Map<string, CheckInRow>): DoorHousehold[] {
  return goingAnswers(snapshot)
    .map((answer) => householdOf(answer, arrivals.get(answer.id)))
    .sort((a, b) => a.name.localeCompare(b.name) || a.rsvpId.localeCompare(b.rsvpId));
}

function countsOf(households: readonly DoorHousehold[]): ArrivalCounts {
  return arrivalCounts(households.map((h) => ({ adults: h.adults, kids: h.kids, arrived: h.arrivedAt !== null })));
}
