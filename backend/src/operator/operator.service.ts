import { Inject, Injectable } from '@nestjs/common';
import { SessionService } from '../auth/session.service';
import type { AccountBlockData, CreationPolicyData } from '../contracts/operator.contract';
import type { OperatorConsole } from '../contracts/responses.contract';
import type { User } from '../contracts/user.rules';
import { CreationPolicyService } from '../creation-policy/creation-policy.service';
import { eventNotFound } from '../events/event-access';
import { deleteEventRow, setEventHidden, touchHostedEvents } from '../events/events.queries';
import { AppException } from '../platform/common/app-exception';
import { isUuid } from '../platform/common/uuid';
import { APP_CONFIG } from '../platform/config/config.module';
import type { AppConfig } from '../platform/config/config.schema';
import { isOperator } from '../platform/config/operators';
import { DomainEventsService } from '../platform/domain-events/domain-events.service';
import { InstanceCounts } from '../platform/metrics/instance-counts';
import { versionInTransaction } from '../platform/versions/versions.service';
import { accountByEmail, setAccountBlocked } from '../users/users.queries';
import { UsersService } from '../users/users.service';
import { OperatorRepository } from './operator.repository';
import { serverText } from '../i18n/server-text';

/** When this process started: the figures count from here until a process first adds to the instance's totals. */
const STARTED = new Date();

/**
 * What the operators named in the configuration do in the console: read the instance's figures and the reports, hide
 * or delete an event, block an account, choose who may create events. Every change writes its line of the audit log
 * in its own transaction. The route declares `operator` access (the session guard refuses anyone else); the service
 * asks again, so no other caller can reach it by mistake.
 */
@Injectable()
export class OperatorService {
  constructor(
    private readonly repo: OperatorRepository,
    private readonly sessions: SessionService,
    private readonly users: UsersService,
    private readonly creationPolicy: CreationPolicyService,
    private readonly domainEvents: DomainEventsService,
    private readonly instanceCounts: InstanceCounts,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async console(operator: User): Promise<OperatorConsole> {
    this.assertOperator(operator);
    const [people, counts, reports, blocked, policy, audit, sent] = await Promise.all([
      this.repo.people(),
      this.repo.figures(),
      this.repo.reports(),
      this.repo.blockedAccounts(),
      this.creationPolicy.current(),
      this.repo.auditLog(),
      this.instanceCounts.totals(),
    ]);
    return {
      figures: { ...people, ...counts, ...sent.counts, since: (sent.since ?? STARTED).toISOString() },
      reports: reports.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() })),
      blockedAccounts: blocked.map((b) => ({ ...b, blockedAt: b.blockedAt.toISOString() })),
      creationPolicy: policy,
      audit: audit.map((a) => ({
        id: a.id,
        operatorEmail: a.operatorEmail,
        action: a.action,
        target: a.target,
        at: a.createdAt.toISOString(),
      })),
    };
  }

  /** Hides the event from everyone but the operators (the answer of a missing event), or shows it again. */
  async setHidden(operator: User, eventId: string, hidden: boolean): Promise<void> {
    this.assertOperator(operator);
    if (!isUuid(eventId)) throw eventNotFound();
    const seq = await this.repo.transaction(async (tx) => {
      const label = await this.repo.eventLabel(tx, eventId);
      if (!label || !(await setEventHidden(tx, eventId, hidden))) throw eventNotFound();
      await this.repo.audit(tx, operator.email!, hidden ? 'hide_event' : 'unhide_event', label);
      return versionInTransaction(tx, eventId);
    });
    // Shown again, open pages learn of it as of any change. Hidden, nothing is sent (a deletion's message would make
    // this process forget the event for good): the next read of any page gets the 404. This process hears of the new
    // version at once, as the database's notice would tell it a moment later, so the operator's next read (or anyone's
    // here) is not answered from the version before.
    if (!hidden) this.domainEvents.publish({ type: 'event_updated', eventId, seq });
    else this.domainEvents.notice({ kind: 'version', eventId, version: seq });
  }

  /** Deletes the event for good, as its host would (its answers, dishes and photos go with it). */
  async deleteEvent(operator: User, eventId: string): Promise<void> {
    this.assertOperator(operator);
    if (!isUuid(eventId)) throw eventNotFound();
    await this.repo.transaction(async (tx) => {
      const label = await this.repo.eventLabel(tx, eventId);
      if (!label) throw eventNotFound();
      await this.repo.audit(tx, operator.email!, 'delete_event', label);
      await deleteEventRow(tx, eventId);
    });
    this.domainEvents.publish({ type: 'event_deleted', eventId });
  }

  /**
   * Blocks an account: every session of it ends in the same transaction (its next request is refused, its sockets
   * close), it cannot sign in again, and its events answer as missing ones. Unblocking lets it sign in again.
   */
  async setBlocked(operator: User, { email, blocked }: AccountBlockData): Promise<void> {
    this.assertOperator(operator);
    const { accountId, touched } = await this.repo.transaction(async (tx) => {
      const account = await accountByEmail(tx, email);
      if (!account) throw AppException.notFound(serverText('error.operator.noAccount'), 'NOT_FOUND');
      if (blocked && isOperator(this.config, { email: account.email, isGuest: false }))
        throw AppException.unprocessable(serverText('error.operator.cannotBlockOperator'));
      await setAccountBlocked(tx, account.id, blocked);
      if (blocked) await this.sessions.endAllOf(tx, account.id);
      const touched = await touchHostedEvents(tx, account.id);
      await this.repo.audit(tx, operator.email!, blocked ? 'block_account' : 'unblock_account', account.email);
      return { accountId: account.id, touched };
    });
    // Refused on its very next request here too, and its events read again, before the rows' notices come back.
    this.users.forget(accountId);
    for (const { eventId, version } of touched) this.domainEvents.notice({ kind: 'version', eventId, version });
  }

  async setCreationPolicy(operator: User, { mode, allowlist }: CreationPolicyData): Promise<void> {
    this.assertOperator(operator);
    const policy = { mode, allowlist: [...new Set(allowlist)] };
    await this.repo.transaction(async (tx) => {
      await this.creationPolicy.set(tx, policy);
      const list = policy.allowlist.length ? `: ${policy.allowlist.join(', ')}` : '';
      await this.repo.audit(tx, operator.email!, 'set_creation_policy', `${policy.mode}${list}`);
    });
  }

  private assertOperator(user: User): void {
    if (!isOperator(this.config, user))
      throw AppException.forbidden(serverText('error.operator.only'), 'OPERATOR_ONLY');
  }
}
