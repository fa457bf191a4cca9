import { Inject, Injectable } from '@nestjs/common';
import { formatMoney } from '../contracts/cost.rules';
import { intlLocaleOf } from '../contracts/locale.rules';
import { costsOf } from '../costs/costs.service';
import { EventAccessService } from '../events/event-access.service';
import { sees, settingsOf, type EventReader } from '../events/visibility/visibility-policy';
import type { EntityManager } from 'typeorm';
import { NoticeSender, type NoticeLanguage, type NoticeRow } from '../notifications/notice-sender';
import { PARTY_HOURS } from '../contracts/kitchen.rules';
import { displayName } from '../contracts/user.rules';
import { afterPromptMail, afterSummaryMail } from './after-party-mail';
import { coHostIds, isCoHost } from '../rsvps/rsvps.queries';
import { peopleNames } from '../users/users.queries';
import { partyDishes, planAfterPartyNotices, type PartyDish } from './party-people.repository';
import { eventJobs } from '../jobs/jobs.queries';

/** The summary waits a day after the party, so contributors can add their recipes and the host a thank-you. */
export const SUMMARY_DELAY_HOURS = 24;
/** Parties that ended longer ago get nothing (a new deployment does not write to everyone's old parties). */
const LOOK_BACK_DAYS = 7;

interface SendRow extends NoticeRow {
  eventId: string;
  kind: 'prompt' | 'summary';
  eventName: string;
  hostId: string;
  showGuestList: boolean;
  thankYou: string | null;
}

/**
 * What goes out after the party, each to each person once: the prompt to add a recipe or note (push, and e-mail when
 * their "event e-mails" setting allows it) to everyone who brought a dish, and a day later the summary by e-mail to
 * everyone who came (Going with a place). The minutely scan writes one row per (event, person, kind) and queues it.
 */
@Injectable()
export class AfterPartyNoticesService extends NoticeSender<SendRow> {
  protected readonly table = 'after_party_sends';
  protected readonly queues = { send: 'after-party-send', scan: 'after-party-scan' };
  protected readonly columns = `n."kind", e."name" AS "eventName", e."hostId", e."showGuestList", e."thankYou"`;
  protected readonly keepDays = LOOK_BACK_DAYS;
  /** The event as of now, for its costs as this reader sees them (the base class takes its own collaborators). */
  @Inject(EventAccessService) private readonly eventAccess!: EventAccessService;

  async scan(now: Date): Promise<void> {
    await planAfterPartyNotices(this.db, now, PARTY_HOURS, LOOK_BACK_DAYS, SUMMARY_DELAY_HOURS);
    await this.queueUnsent();
  }

  protected async tell(row: SendRow, language: NoticeLanguage, tx: EntityManager): Promise<void> {
    const dishes = await partyDishes(tx, row.eventId);
    if (row.kind === 'prompt') {
      const mine = dishes.filter((d) => d.contributorId === row.userId).map((d) => d.name);
      // A dish removed since the party: nothing to ask about.
      if (mine.length > 0) await this.prompt(row, mine, language);
    } else {
      await this.summary(row, dishes, language, tx);
    }
  }

  private async prompt(row: SendRow, dishes: string[], { locale, t }: NoticeLanguage): Promise<void> {
    const path = `/events/${row.eventId}`;
    await this.push.notify(
      [row.userId],
      {
        title: t('afterParty.prompt.title', { eventName: row.eventName }),
        body: t('afterParty.prompt.ask', { dishes: dishes.join(', ') }),
        url: path,
        tag: `after-party-${row.eventId}`,
      },
      `after-party:${row.id}`,
    );
    await this.mailTo(row, {
      kind: 'after-party-prompt',
      body: afterPromptMail({ eventName: row.eventName, dishes, url: this.link(path), locale }),
      event: { id: row.eventId, stopLabel: t('mail.stopEvent') },
      locale,
    });
  }

  private async summary(
    row: SendRow,
    dishes: PartyDish[],
    { locale, t }: NoticeLanguage,
    tx: EntityManager,
  ): Promise<void> {
    const [host] = await peopleNames(tx, [row.hostId]);
    const coHost = await isCoHost(tx, row.eventId, row.userId);
    // Who brought what: the visibility policy's `brings` for the reader of this mail.
    const reader: EventReader = { userId: row.userId, role: coHost ? 'co_host' : 'guest' };
    const settings = settingsOf(row);
    // Who did which job, named as who brought a dish is.
    const jobs = await eventJobs(tx, row.eventId);
    const managers = new Set([row.hostId, ...(await coHostIds(tx, row.eventId))]);
    const named = (d: PartyDish) =>
      sees(reader, 'brings', { id: d.contributorId, manages: d.byCoHost || d.contributorId === row.hostId }, settings)
        ? displayName(d.by)
        : t('afterParty.aGuest');
    await this.mailTo(row, {
      kind: 'after-party-summary',
      body: afterSummaryMail({
        eventName: row.eventName,
        hostName: displayName(host),
        thankYou: row.thankYou,
        dishes: dishes.map((d) => ({ name: d.name, by: named(d), note: d.note })),
        jobs: jobs
          .filter((j) => j.helpers.length > 0)
          .map((j) => ({
            title: j.title,
            names: j.helpers.map((h) =>
              sees(reader, 'brings', { id: h.userId, manages: managers.has(h.userId) }, settings)
                ? displayName(h.user)
                : t('afterParty.aGuest'),
            ),
          })),
        costs: await this.costLines(row, locale, t, tx),
        url: this.link(`/events/${row.eventId}`),
        locale,
      }),
      event: { id: row.eventId, stopLabel: t('mail.stopEvent') },
      locale,
    });
  }

  /**
   * The settled costs as this reader may see them (the visibility policy's `name` and `costShare`): what was bought
   * and who paid, the total, the reader's own share and where it stands, and how many households settled.
   */
  private async costLines(
    row: SendRow,
    locale: NoticeLanguage['locale'],
    t: NoticeLanguage['t'],
    tx: EntityManager,
  ): Promise<string[]> {
    const snapshot = await this.eventAccess.snapshot(row.eventId);
    if (!snapshot) return [];
    const view = await costsOf(tx, snapshot, row.userId);
    if (view.costs.length === 0) return [];
    const money = (minor: number) => formatMoney(minor, view.currency, intlLocaleOf(locale));
    const status = {
      open: t('afterParty.summary.costOpen'),
      paid: t('afterParty.summary.costPaid'),
      settled: t('afterParty.summary.costSettled'),
    } as const;
    const name = (p: { id: string | null; name: string | null }) =>
      p.name ?? (p.id === null ? t('afterParty.summary.formerGuest') : t('afterParty.aGuest'));
    return [
      ...view.costs.map((c) =>
        t('afterParty.summary.costLine', { what: c.what, amount: money(c.amountMinor), name: name(c.payer) }),
      ),
      t('afterParty.summary.costTotal', { total: money(view.totalMinor) }),
      ...(view.mine
        ? [t('afterParty.summary.yourShare', { amount: money(view.mine.owesMinor), status: status[view.mine.status] })]
        : []),
      t('afterParty.summary.settledCount', { settled: view.settledCount, count: view.householdCount }),
    ];
  }
}
