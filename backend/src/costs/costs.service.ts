import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource, EntityManager } from 'typeorm';
import { AppException } from '../platform/common/app-exception';
import { isUuid } from '../platform/common/uuid';
import { serverText } from '../i18n/server-text';
import { DomainEventsService } from '../platform/domain-events/domain-events.service';
import { EventAccessService } from '../events/event-access.service';
import type { EventSnapshot } from '../events/event-snapshot';
import { managerIds, readerOf } from '../events/visibility/event-people';
import { sees, seesCostShare, settingsOf, type EventReader } from '../events/visibility/visibility-policy';
import type {
  ConfirmShareInput,
  CostInput,
  CostSettingsInput,
  CostsView,
  HouseholdShare,
  MyShareInput,
} from '../contracts/cost.contract';
import { COSTS_PER_EVENT_MAX, currencyDigits, shareStatus } from '../contracts/cost.rules';
import { displayName, type User } from '../contracts/user.rules';
import type { PhotoView } from '../contracts/photo.contract';
import { receiptsOfEvent } from '../photos/receipts.queries';
import { computeShares, householdIds, liveHouseholds, mayRecord, type ComputedShare } from './cost-shares';
import {
  costSettings,
  eventCostRows,
  eventCosts,
  eventShares,
  lockCosts,
  saveCostSettings,
  type CostRow,
  type CostSettingsRow,
  type ShareRow,
} from './costs.queries';

const notRecorder = () => AppException.forbidden(serverText('error.costs.notRecorder'), 'NOT_COST_RECORDER');
const costNotFound = () => AppException.notFound(serverText('error.costs.notFound'), 'COST_NOT_FOUND');
const currencyLocked = () => AppException.conflict(serverText('error.costs.currencyLocked'), 'CURRENCY_LOCKED');
const notHousehold = () => AppException.conflict(serverText('error.costs.notHousehold'), 'NOT_A_HOUSEHOLD');
const payerNotGoing = () => AppException.conflict(serverText('error.costs.payerNotGoing'), 'PAYER_NOT_GOING');
const householdNotFound = () =>
  AppException.notFound(serverText('error.costs.householdNotFound'), 'HOUSEHOLD_NOT_FOUND');
const notPayer = () => AppException.forbidden(serverText('error.costs.notPayer'), 'NOT_PAYER');
const tooMany = () =>
  AppException.unprocessable(serverText('error.costs.tooMany', { count: COSTS_PER_EVENT_MAX }), 'TOO_MANY_COSTS');

/**
 * An event's costs, without handling money: what was bought and who paid, each household's share, and who says it
 * settled. The split is the shared `splitShares`: households in a fixed order (the host, then the going guests by
 * when they first answered, then former guests), each its floor, the remainder one unit each to the first.
 */
@Injectable()
export class CostsService {
  constructor(
    private readonly eventAccess: EventAccessService,
    private readonly domainEvents: DomainEventsService,
    @InjectDataSource() private readonly db: DataSource,
  ) {}

  async view(user: User, eventId: string): Promise<CostsView> {
    const snapshot = await this.eventAccess.requireSnapshot(user, eventId, 'read');
    const id = snapshot.event.id;
    const [settings, costs, shares, receipts] = await Promise.all([
      costSettings(this.db, id),
      eventCosts(this.db, id),
      eventShares(this.db, id),
      receiptsOfEvent(this.db, id),
    ]);
    return toView(snapshot, user.id, settings, costs, shares, receipts);
  }

  /** The host's choices: the currency (fixed once a cost exists), who records, how costs are split. */
  async setUp(user: User, eventId: string, input: CostSettingsInput): Promise<CostsView> {
    const { event } = await this.eventAccess.requireEvent(user, eventId, 'own');
    await this.db.transaction(async (tx) => {
      await lockCosts(tx, event.id);
      const [current, costs] = await Promise.all([costSettings(tx, event.id), eventCosts(tx, event.id)]);
      if (costs.length > 0 && current.currency !== input.currency) throw currencyLocked();
      await saveCostSettings(tx, event.id, input);
    });
    return this.changed(user, event.id);
  }

  async record(user: User, eventId: string, input: CostInput): Promise<CostsView> {
    const snapshot = await this.requireRecorder(user, eventId);
    const payerId = input.payerId ?? user.id;
    if (!householdIds(snapshot).has(payerId)) throw payerNotGoing();
    await this.db.transaction(async (tx) => {
      await lockCosts(tx, snapshot.event.id);
      const [{ n }]: { n: number }[] = await tx.query(`SELECT count(*)::int AS n FROM "costs" WHERE "eventId" = $1`, [
        snapshot.event.id,
      ]);
      if (n >= COSTS_PER_EVENT_MAX) throw tooMany();
      await tx.query(
        `INSERT INTO "costs" ("eventId", "what", "amountMinor", "payerId", "paymentLink", "paymentNote", "recordedBy")
         VALUES ($1, $2, $3, $4, $5, $6, $7)`,
        [snapshot.event.id, input.what, input.amountMinor, payerId, input.paymentLink, input.paymentNote, user.id],
      );
    });
    return this.changed(user, snapshot.event.id);
  }

  async update(user: User, eventId: string, costId: string, input: CostInput): Promise<CostsView> {
    const snapshot = await this.requireRecorder(user, eventId);
    const payerId = input.payerId ?? user.id;
    await this.db.transaction(async (tx) => {
      const cost = await this.editableCost(tx, snapshot, user, costId);
      // A former guest's cost keeps its payer; a new payer must be in the split.
      if (payerId !== cost.payerId && !householdIds(snapshot).has(payerId)) throw payerNotGoing();
      await tx.query(
        `UPDATE "costs" SET "what" = $2, "amountMinor" = $3, "payerId" = $4, "paymentLink" = $5, "paymentNote" = $6,
                "updatedAt" = now() WHERE "id" = $1`,
        [cost.id, input.what, input.amountMinor, payerId, input.paymentLink, input.paymentNote],
      );
    });
    return this.changed(user, snapshot.event.id);
  }

  async remove(user: User, eventId: string, costId: string): Promise<CostsView> {
    const snapshot = await this.requireRecorder(user, eventId);
    await this.db.transaction(async (tx) => {
      const cost = await this.editableCost(tx, snapshot, user, costId);
      await tx.query(`DELETE FROM "costs" WHERE "id" = $1`, [cost.id]);
    });
    return this.changed(user, snapshot.event.id);
  }

  /** The caller's household says it paid its share (the amount it saw), or takes that back. */
  async markMine(user: User, eventId: string, input: MyShareInput): Promise<CostsView> {
    const snapshot = await this.eventAccess.requireSnapshot(user, eventId, 'read');
    if (!householdIds(snapshot).has(user.id)) throw notHousehold();
    await this.db.query(
      input.paid
        ? `INSERT INTO "cost_shares" ("eventId", "userId", "paidMinor", "paidAt") VALUES ($1, $2, $3, now())
           ON CONFLICT ON CONSTRAINT "UQ_cost_shares_event_user"
           DO UPDATE SET "paidMinor" = $3, "paidAt" = COALESCE("cost_shares"."paidAt", now()),
              "confirmedAt" = CASE WHEN "cost_shares"."paidMinor" = $3 THEN "cost_shares"."confirmedAt" END`
        : `UPDATE "cost_shares" SET "paidMinor" = NULL, "paidAt" = NULL, "confirmedAt" = NULL
            WHERE "eventId" = $1 AND "userId" = $2 AND $3::int >= 0`,
      [snapshot.event.id, user.id, input.paidMinor],
    );
    return this.changed(user, snapshot.event.id);
  }

  /**
   * A payer (or the host or a co-host, for a payer who is not in the app) confirms a household's share was paid
   * back: the share as it stands now is settled. Unconfirming leaves what the household said.
   */
  async confirm(user: User, eventId: string, householdId: string, input: ConfirmShareInput): Promise<CostsView> {
    const snapshot = await this.eventAccess.requireSnapshot(user, eventId, 'read');
    const id = snapshot.event.id;
    if (!isUuid(householdId)) throw householdNotFound();
    const [settings, costs, shares] = await Promise.all([
      costSettings(this.db, id),
      eventCosts(this.db, id),
      eventShares(this.db, id),
    ]);
    const paid = costs.some((c) => c.payerId === user.id);
    if (!paid && !managerIds(snapshot).has(user.id)) throw notPayer();
    const household = computeShares(snapshot, settings, costs, shares).find((h) => h.id === householdId);
    if (!household) throw householdNotFound();
    await this.db.query(
      input.confirmed
        ? household.userId
          ? `INSERT INTO "cost_shares" ("eventId", "userId", "paidMinor", "paidAt", "confirmedAt")
             VALUES ($1, $2, $3, now(), now())
             ON CONFLICT ON CONSTRAINT "UQ_cost_shares_event_user"
             DO UPDATE SET "paidMinor" = $3, "paidAt" = COALESCE("cost_shares"."paidAt", now()), "confirmedAt" = now()`
          : `UPDATE "cost_shares" SET "paidMinor" = $3, "paidAt" = COALESCE("paidAt", now()), "confirmedAt" = now()
              WHERE "eventId" = $1 AND "id" = $2`
        : `UPDATE "cost_shares" SET "confirmedAt" = NULL
            WHERE "eventId" = $1 AND ("userId" = $2 OR "id" = $2) AND $3::int >= 0`,
      [id, household.userId ?? household.id, household.owesMinor],
    );
    return this.changed(user, id);
  }

  /** The event's id when the caller may change this cost (its receipt too): the photos module asks. */
  async requireEditableCost(user: User, eventId: string, costId: string): Promise<string> {
    const snapshot = await this.requireRecorder(user, eventId);
    if (!isUuid(costId)) throw costNotFound();
    const cost = (await eventCosts(this.db, snapshot.event.id)).find((c) => c.id === costId);
    if (!cost) throw costNotFound();
    if (!managerIds(snapshot).has(user.id) && cost.recordedBy !== user.id) throw notRecorder();
    return snapshot.event.id;
  }

  /** Tells every follower the costs changed (they read them again with their own rights), and answers the caller. */
  private async changed(user: User, eventId: string): Promise<CostsView> {
    this.domainEvents.publish({ type: 'costs_updated', eventId });
    return this.view(user, eventId);
  }

  /** The event's snapshot when the caller may record costs under the host's setting. */
  private async requireRecorder(user: User, eventId: string): Promise<EventSnapshot> {
    const snapshot = await this.eventAccess.requireSnapshot(user, eventId, 'read');
    const settings = await costSettings(this.db, snapshot.event.id);
    if (!mayRecord(snapshot, settings, user.id)) throw notRecorder();
    return snapshot;
  }

  /** A cost of the event the caller may change: the hosts any; someone else the ones they recorded. */
  private async editableCost(tx: EntityManager, snapshot: EventSnapshot, user: User, costId: string): Promise<CostRow> {
    if (!isUuid(costId)) throw costNotFound();
    await lockCosts(tx, snapshot.event.id);
    const cost = (await eventCosts(tx, snapshot.event.id)).find((c) => c.id === costId);
    if (!cost) throw costNotFound();
    if (!managerIds(snapshot).has(user.id) && cost.recordedBy !== user.id) throw notRecorder();
    return cost;
  }
}

/** The costs of an event as `readerId` may see them, read in the caller's transaction (the after-party summary). */
export async function costsOf(tx: EntityManager, snapshot: EventSnapshot, readerId: string): Promise<CostsView> {
  const { settings, costs, shares } = await eventCostRows(tx, snapshot.event.id);
  return toView(snapshot, readerId, settings, costs, shares);
}

/** The costs as `callerId` may see them (the visibility policy's `name`, `costShare` and `paymentNote`). */
export function toView(
  snapshot: EventSnapshot,
  callerId: string,
  settings: CostSettingsRow,
  costs: readonly CostRow[],
  shares: readonly ShareRow[],
  receipts: ReadonlyMap<string, { uploaderId: string; view: PhotoView }> = new Map(),
): CostsView {
  const reader: EventReader = readerOf(snapshot, callerId);
  const managers = managerIds(snapshot);
  const policy = settingsOf(snapshot.event);
  const callerPaid = costs.some((c) => c.payerId === callerId);
  const person = (id: string | null, name: string | null) => {
    if (id === null) return { id: null, name: null };
    const shown = sees(reader, 'name', { id, manages: managers.has(id) }, policy);
    return shown ? { id, name } : { id: null, name: null };
  };
  const nameOf = new Map<string, string>([
    [snapshot.event.hostId, displayName(snapshot.event.host)],
    ...snapshot.rsvps.map((r) => [r.userId, displayName(r.user)] as const),
  ]);
  const notes = (id: string | null) =>
    id !== null && sees(reader, 'paymentNote', { id, manages: managers.has(id) }, policy);
  const computed = computeShares(snapshot, settings, costs, shares);
  const receiptFor = (costId: string) => {
    const receipt = receipts.get(costId);
    if (!receipt) return null;
    const person = { id: receipt.uploaderId, manages: managers.has(receipt.uploaderId) };
    return sees(reader, 'receipts', person, policy) ? receipt.view : null;
  };
  const toShare = (h: ComputedShare): HouseholdShare => ({
    id: h.id,
    person: h.userId ? person(h.userId, h.name) : { id: null, name: null },
    adults: h.adults,
    kids: h.kids,
    shareMinor: h.shareMinor,
    spentMinor: h.spentMinor,
    owesMinor: h.owesMinor,
    status: shareStatus(h.owesMinor, h.row),
    paidAt: h.row?.paidAt ? new Date(h.row.paidAt).toISOString() : null,
    confirmedAt: h.row?.confirmedAt ? new Date(h.row.confirmedAt).toISOString() : null,
  });
  const visible = computed.filter((h) =>
    seesCostShare(reader, { id: h.userId, manages: h.userId !== null && managers.has(h.userId) }, policy, callerPaid),
  );
  const payers = new Map<
    string | null,
    { spentMinor: number; paymentLink: string | null; paymentNote: string | null }
  >();
  for (const c of costs) {
    const p = payers.get(c.payerId) ?? { spentMinor: 0, paymentLink: null, paymentNote: null };
    p.spentMinor += c.amountMinor;
    // The newest link and note a payer gave stand for them.
    if (notes(c.payerId) && (c.paymentLink || c.paymentNote)) {
      p.paymentLink = c.paymentLink;
      p.paymentNote = c.paymentNote;
    }
    payers.set(c.payerId, p);
  }
  const all = computed.map(toShare);
  const mine = all.find((h) => h.id === callerId) ?? null;
  const canRecord = mayRecord(snapshot, settings, callerId);
  return {
    currency: settings.currency,
    digits: currencyDigits(settings.currency),
    recorders: settings.recorders,
    split: settings.split,
    kidWeight: settings.kidWeight,
    canRecord,
    canSetUp: snapshot.event.hostId === callerId,
    canConfirm: callerPaid || managers.has(callerId),
    totalMinor: costs.reduce((sum, c) => sum + c.amountMinor, 0),
    costs: costs.map((c) => ({
      id: c.id,
      what: c.what,
      amountMinor: c.amountMinor,
      payer: person(c.payerId, c.payerId ? (nameOf.get(c.payerId) ?? null) : null),
      canEdit: canRecord && (managers.has(callerId) || c.recordedBy === callerId),
      paymentLink: notes(c.payerId) ? c.paymentLink : null,
      paymentNote: notes(c.payerId) ? c.paymentNote : null,
      receipt: receiptFor(c.id),
      createdAt: new Date(c.createdAt).toISOString(),
    })),
    payers: [...payers].map(([id, p]) => ({
      person: person(id, id ? (nameOf.get(id) ?? null) : null),
      ...p,
    })),
    households: visible.map(toShare),
    mine,
    householdCount: all.length,
    settledCount: all.filter((h) => h.status === 'settled').length,
    people: canRecord
      ? liveHouseholds(snapshot)
          .filter((h) => h.userId === callerId || person(h.userId, h.name).id !== null)
          .map((h) => ({ id: h.userId, name: h.name }))
      : [],
  };
}
