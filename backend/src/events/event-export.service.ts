import type { AnswerValue } from '../contracts/question.rules';
import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import { dishFlagLabels } from '../contracts/dish.rules';
import { type User, displayName } from '../contracts/user.rules';
import { eventDishes } from '../dishes/dishes.queries';
import { eventRsvps } from '../rsvps/rsvps.queries';
import { eventCheckIns } from '../check-in/check-in.queries';
import { eventJobs } from '../jobs/jobs.queries';
import { toWallClock } from '../platform/common/wall-clock';
import { toCsv } from './csv';
import { costSummary, type CostSummary } from '../costs/cost-shares';
import { eventCostRows } from '../costs/costs.queries';
import { currencyDigits } from '../contracts/cost.rules';
import { EventAccessService } from './event-access.service';
import { EventEntity } from './event.entity';
import { toCalendarFacts, waitlistPositions, type CalendarEventFacts } from './events.mapper';
import { translator, type Translate } from '../i18n/catalogue';
import { serverLocale } from '../i18n/locale';
import { SHOWN } from './events.service';

export type { CalendarEventFacts } from './events.mapper';

/** An event taken out of the app: the host's CSV of guests and dishes, and the facts calendar files are made of. */
@Injectable()
export class EventExportService {
  constructor(
    @InjectRepository(EventEntity) private readonly events: Repository<EventEntity>,
    private readonly access: EventAccessService,
  ) {}

  /** What a calendar file needs of one event the caller may read. */
  async calendarFacts(user: User, eventId: string): Promise<CalendarEventFacts> {
    const { event } = await this.access.requireEventRow(user, eventId, 'read');
    return toCalendarFacts(event);
  }

  /** Events a user hosts or is going to, for their private calendar feed. */
  async calendarFeedFacts(userId: string): Promise<CalendarEventFacts[]> {
    const rows: EventEntity[] = await this.events.query(
      `SELECT e.* FROM "events" e
        WHERE (e."hostId" = $1
           OR EXISTS (SELECT 1 FROM "rsvps" r WHERE r."eventId" = e."id" AND r."userId" = $1 AND r."status" = 'attending'))
          -- An event an operator took down leaves the feed as a deleted one does.
          AND ${SHOWN}
        ORDER BY e."date", e."id"`,
      [userId],
    );
    return rows.map(toCalendarFacts);
  }

  /**
   * Guests and dishes as one CSV for the host and co-hosts: a "Guest" row per answer (waitlisted ones with their
   * place), then a "Dish" row per dish, then a "Job" row per job besides food. With `photoOf`, dish rows end with a "Photo" column: the photo's file name in
   * the export that carries the photos beside the CSV.
   */
  async exportCsv(
    user: User,
    eventId: string,
    photoOf?: (dishId: string) => string | null,
  ): Promise<{ filename: string; csv: string }> {
    const snapshot = await this.access.requireSnapshot(user, eventId, 'manage');
    const { event } = snapshot;
    const [rsvps, dishes, jobs, costRows, arrivals] = await Promise.all([
      eventRsvps(this.events.manager, eventId, 'oldest'),
      eventDishes(this.events.manager, eventId),
      eventJobs(this.events.manager, eventId),
      eventCostRows(this.events.manager, eventId),
      eventCheckIns(this.events.manager, eventId),
    ]);
    const positions = waitlistPositions(rsvps);
    // The header and the words of the rows in the language the host chose (English when none).
    const t = translator(serverLocale(user.locale) ?? 'en');
    const status = {
      attending: t('rsvp.status.attending'),
      maybe: t('rsvp.status.maybe'),
      not_attending: t('rsvp.status.notAttending'),
    } as const;
    const rows: (string | number | null)[][] = [
      [
        'type',
        'name',
        'email',
        'status',
        'adults',
        'kids',
        'dietaryRestrictions',
        'dish',
        'category',
        'serves',
        'dietary',
        ...(photoOf ? ['photo'] : []),
      ]
        .map((column) => t(`csv.${column}`))
        // A column per question of the host's, headed by its words as typed.
        .concat(event.questions.map((q) => q.label)),
      ...rsvps.map((r) => {
        const place = positions.get(r.userId);
        return [
          r.coHost ? 'Guest (co-host)' : 'Guest',
          displayName(r.user),
          r.user.email,
          place ? `Waitlist #${place}` : status[r.status],
          r.adultCount,
          r.kidCount,
          r.dietaryRestrictions,
          null,
          null,
          null,
          null,
          ...(photoOf ? [null] : []),
          ...event.questions.map((q) => replyText(r.answers?.[q.id], t)),
        ];
      }),
      ...dishes.map((d) => [
        'Dish',
        displayName(d.contributor),
        null,
        null,
        null,
        null,
        null,
        d.name,
        CATEGORY_LABELS[d.category],
        d.servingSize,
        dishFlagLabels(d).join(' '),
        ...(photoOf ? [photoOf(d.id)] : []),
        ...event.questions.map(() => null),
      ]),
      // A "Job" row per job: who took it (in the name column), the job in the dish column, its time in the
      // category column and its places taken of those needed in the serves column.
      ...jobs.map((j) => [
        'Job',
        j.helpers.map((h) => displayName(h.user)).join('; ') || null,
        null,
        null,
        null,
        null,
        null,
        j.title,
        j.startsAt ? toWallClock(j.startsAt, event.timeZone).replace('T', ' ') : null,
        `${j.helpers.length}/${j.needed}`,
        null,
        ...(photoOf ? [null] : []),
        ...event.questions.map(() => null),
      ]),
    ];
    if (costRows.costs.length > 0)
      rows.push(...costTable(costSummary(snapshot, costRows.settings, costRows.costs, costRows.shares), t));
    // Who the door checked in, after an empty line: each household with when it arrived (on the event's clock) and
    // whether it brought its dish; only once someone has arrived.
    const arrived = rsvps.filter((r) => arrivals.has(r.id));
    if (arrived.length > 0)
      rows.push(
        [],
        [t('csv.arrivedHousehold'), t('csv.arrivedAt'), t('csv.dishBrought')],
        ...arrived.map((r) => {
          const arrival = arrivals.get(r.id)!;
          return [
            displayName(r.user),
            toWallClock(new Date(arrival.arrivedAt), event.timeZone).replace('T', ' '),
            t(arrival.dishBrought ? 'datePoll.answer.yes' : 'datePoll.answer.no'),
          ];
        }),
      );
    const slug =
      event.name
        .toLowerCase()
        .replace(/[^a-z0-9]+/g, '-')
        .replace(/^-|-$/g, '')
        .slice(0, 60) || 'potluck';
    return { filename: `${slug}.csv`, csv: toCsv(rows) };
  }
}

/**
 * The costs below the guests and dishes, after an empty line: what was bought and who paid, then each household's
 * share, what it paid itself, what it owes and whether it settled. Amounts in the currency's major unit ("12.50"),
 * as a spreadsheet reads them, beside the currency's code.
 */
function costTable(summary: CostSummary, t: (key: string) => string): (string | number | null)[][] {
  const digits = currencyDigits(summary.currency);
  const amount = (minor: number) => (minor / 10 ** digits).toFixed(digits);
  const former = t('csv.formerGuest');
  const status = { open: t('csv.costOpen'), paid: t('csv.costPaid'), settled: t('csv.costSettled') } as const;
  return [
    [],
    [t('csv.cost'), t('csv.amount'), t('csv.currency'), t('csv.paidBy')],
    ...summary.costs.map((c) => [c.what, amount(c.amountMinor), summary.currency, c.payer ?? former]),
    [t('csv.total'), amount(summary.totalMinor), summary.currency, null],
    [],
    [t('csv.household'), t('csv.share'), t('csv.paidItself'), t('csv.owes'), t('csv.settled')],
    ...summary.households.map((h) => [
      h.name ?? former,
      amount(h.shareMinor),
      amount(h.spentMinor),
      amount(h.owesMinor),
      status[h.status],
    ]),
  ];
}

const CATEGORY_LABELS = {
  appetizer: 'Appetizer',
  main_dish: 'Main dish',
  side_dish: 'Side dish',
  dessert: 'Dessert',
  soft_drinks: 'Soft drinks',
  alcohol: 'Alcohol',
  cutlery: 'Cutlery & supplies',
} as const;

/** A reply in a cell: as written, several options apart by "; ", yes/no in the host's language. */
function replyText(answer: AnswerValue | undefined, t: Translate): string | null {
  if (answer === undefined) return null;
  if (typeof answer === 'boolean') return t(answer ? 'datePoll.answer.yes' : 'datePoll.answer.no');
  return Array.isArray(answer) ? answer.join('; ') : answer;
}
