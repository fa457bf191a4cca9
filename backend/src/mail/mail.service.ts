import { Inject, Injectable, Logger, type OnModuleDestroy } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { createTransport, type Transporter } from 'nodemailer';
import type { DataSource, EntityManager } from 'typeorm';
import { AppException } from '../platform/common/app-exception';
import { APP_CONFIG } from '../platform/config/config.module';
import type { AppConfig } from '../platform/config/config.schema';
import { MetricsService } from '../platform/metrics/metrics.service';
import { RateLimitService, type RateLimit } from '../platform/rate-limit/rate-limit.service';
import type { User } from '../contracts/user.rules';
import { layout, personalLinkMail, type MailBody } from './mail-templates';
import { normaliseAddress, SuppressionList } from './suppression-list';
import { unsubscribeToken, validUnsubscribeToken } from './unsubscribe-token';
import type { ServerLocale } from '../i18n/catalogue';
import { serverLocale } from '../i18n/locale';
import { personAddress } from '../users/users.queries';
import { serverText, type ServerText } from '../i18n/server-text';

/**
 * Every kind of mail Potluck sends, one source: a mail names its kind in send(), and the leak test
 * (test/visibility.e2e-spec.ts) fails for a kind it neither reads nor names with a reason.
 */
export const MAIL_KINDS = [
  'invitation',
  'personal-link',
  'reminder',
  'answer-reminder',
  'digest',
  'waitlist',
  'confirmation',
  'date-picked',
  'series-cancelled',
  'announcement',
  'series-invite',
  'talk-digest',
  'after-party-prompt',
  'after-party-summary',
  'retention-notice',
  'nudge',
] as const;
export type MailKind = (typeof MAIL_KINDS)[number];

export interface MailRequest {
  kind: MailKind;
  to: string;
  /**
   * Whose address this is. A user's (account or guest): a guest's address must be confirmed, except for the
   * confirmation mail itself. An invitee's: an address a host typed, for an invitation and its reminder to answer only.
   */
  recipient: { userId: string } | { invitee: true };
  body: MailBody;
  /** Who asked for this mail (a guest asking for their link): counted against the per-sender cap. */
  senderId?: string;
  /** The event the mail is about: its footer offers "Stop e-mails about this event". */
  event?: { id: string; stopLabel: string };
  replyTo?: string;
  invitationId?: string;
  /** The recipient's language: the layout's footer and <html lang> (English when left out). */
  locale?: ServerLocale;
}

export type MailDelivery = 'smtp' | 'outbox';

export type RefusalReason = 'suppressed' | 'unconfirmed' | 'recipient-limit' | 'sender-limit';

/** The policy refused this mail: nothing was sent or stored. */
export class MailRefused extends Error {
  constructor(
    readonly reason: RefusalReason,
    readonly retryAfterSeconds = 0,
  ) {
    super(`mail refused: ${reason}`);
  }
}

/** The mail server refused the mail or could not be reached. */
export class MailFailed extends Error {}

/**
 * Tells the person who asked for a mail why it could not go, in words they can act on: a cap reached
 * (`limitMessage`), an address that takes no mail, or a failed delivery. Anything else is thrown as it is.
 */
export function throwMailRefusal(e: unknown, limitMessage: ServerText): never {
  if (e instanceof MailRefused) {
    if (e.reason === 'recipient-limit' || e.reason === 'sender-limit') {
      throw AppException.rateLimited(limitMessage, e.retryAfterSeconds);
    }
    throw AppException.conflict(serverText('error.mail.undeliverable'), 'EMAIL_UNDELIVERABLE');
  }
  if (e instanceof MailFailed) {
    throw new AppException(502, 'DELIVERY_FAILED', serverText('error.mail.failed'));
  }
  throw e;
}

const TIMEOUT_MS = 15_000;

/**
 * Every e-mail Potluck sends goes through send(): one transport (SMTP_URL, or the outbox table without it), one
 * policy checked for every mail, one layout with the unsubscribe links and the List-Unsubscribe headers.
 *
 * The policy: a suppressed address gets nothing; a guest's address gets nothing but the confirmation mail until
 * it is confirmed; every address gets at most MAIL_PER_RECIPIENT_PER_DAY mails a day, and confirmation mails at
 * most MAIL_CONFIRMATIONS_PER_ADDRESS_PER_HOUR / _PER_DAY; one person's requests cause at most
 * MAIL_PER_SENDER_PER_HOUR mails an hour.
 */
@Injectable()
export class MailService implements OnModuleDestroy {
  private readonly logger = new Logger('MailService');
  private readonly transport: Transporter | null;
  private readonly mail: AppConfig['mail'];

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @InjectDataSource() private readonly db: DataSource,
    private readonly rateLimits: RateLimitService,
    private readonly suppressions: SuppressionList,
    private readonly metrics: MetricsService,
  ) {
    this.mail = config.mail;
    this.transport = this.mail.smtpUrl
      ? createTransport({
          url: this.mail.smtpUrl,
          connectionTimeout: TIMEOUT_MS,
          greetingTimeout: TIMEOUT_MS,
          socketTimeout: TIMEOUT_MS,
        })
      : null;
  }

  onModuleDestroy(): void {
    this.transport?.close();
  }

  /**
   * Deletes outbox messages older than RETENTION_OUTBOX_DAYS (the retention's hourly purge); answers how many. By the
   * database's time, which wrote their `createdAt`.
   */
  async purgeOutbox(): Promise<number> {
    const [, deleted]: [unknown, number] = await this.db.query(
      `DELETE FROM "outbox" WHERE "createdAt" < now() - make_interval(days => $1)`,
      [this.config.retention.outboxDays],
    );
    return deleted;
  }

  /** Whether mail really leaves this server (SMTP) or is kept in the outbox table (development). */
  get delivery(): MailDelivery {
    return this.transport ? 'smtp' : 'outbox';
  }

  /** Checks the policy, then sends (or keeps in the outbox). Throws MailRefused or MailFailed. */
  async send(req: MailRequest): Promise<MailDelivery> {
    try {
      const delivery = await this.checkAndSend(req);
      this.metrics.mails.inc({ kind: req.kind, outcome: delivery === 'smtp' ? 'sent' : 'outbox' });
      return delivery;
    } catch (e) {
      this.metrics.mails.inc({ kind: req.kind, outcome: e instanceof MailRefused ? 'refused' : 'failed' });
      throw e;
    }
  }

  private async checkAndSend(req: MailRequest): Promise<MailDelivery> {
    const to = normaliseAddress(req.to);
    await this.check(req, to);
    const allUrl = this.unsubscribeUrl(to, 'all');
    const eventUrl = req.event ? this.unsubscribeUrl(to, req.event.id) : null;
    const mail = layout(
      req.body,
      { allUrl, event: req.event && eventUrl ? { label: req.event.stopLabel, url: eventUrl } : undefined },
      req.locale,
    );
    if (!this.transport) {
      await this.db.query(
        `INSERT INTO "outbox" ("invitationId", "channel", "recipient", "subject", "text", "html")
         VALUES ($1, 'email', $2, $3, $4, $5)`,
        [req.invitationId ?? null, to, mail.subject, mail.text, mail.html],
      );
      this.logger.log(`SMTP is not configured: a ${req.kind} mail was written to the outbox`);
      return 'outbox';
    }
    try {
      await this.transport.sendMail({
        from: this.mail.from,
        to,
        replyTo: req.replyTo,
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
        headers: {
          // One-click unsubscribe (RFC 8058): mail apps POST "List-Unsubscribe=One-Click" to the URL.
          'List-Unsubscribe': `<${eventUrl ?? allUrl}>`,
          'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
          // The kind of mail, for the mailbox providers' feedback loops (complaint rates per kind) and for reading
          // mails by kind.
          'Feedback-ID': `${req.kind}:potluck`,
        },
      });
    } catch (e) {
      const code = (e as { responseCode?: number }).responseCode;
      // A permanent refusal of the recipient (5xx): the address is not mailed again.
      if (code && code >= 550 && code < 560) await this.suppressions.recordBounce(to);
      throw new MailFailed(`the mail server refused it (${(e as Error).message})`);
    }
    return 'smtp';
  }

  /**
   * send() for a job's mail, which nobody waits on: a mail the policy refused is simply not sent (logged); a failed
   * send throws, so the job is tried again.
   */
  async sendUnlessRefused(req: MailRequest): Promise<void> {
    try {
      await this.send(req);
    } catch (e) {
      if (!(e instanceof MailRefused)) throw e;
      this.logger.log(`A ${req.kind} mail was not sent: ${e.reason}`);
    }
  }

  private async check(req: MailRequest, to: string): Promise<void> {
    if (await this.isSuppressed(to, req.event?.id ?? null)) throw new MailRefused('suppressed');
    if ('userId' in req.recipient) {
      const owner = await this.addressOwner(req.recipient.userId, to);
      if (!owner) throw new MailRefused('unconfirmed');
      if (!owner.confirmed && req.kind !== 'confirmation') throw new MailRefused('unconfirmed');
    } else if (req.kind !== 'invitation' && req.kind !== 'answer-reminder') {
      // An address a host typed gets the invitation and, once, the reminder to answer it before answers close.
      throw new MailRefused('unconfirmed');
    }
    if (req.kind === 'confirmation') {
      await this.limit(`mail:confirm:hour:${to}`, this.mail.confirmationsPerAddressPerHour, 'recipient-limit');
      await this.limit(`mail:confirm:day:${to}`, this.mail.confirmationsPerAddressPerDay, 'recipient-limit');
    }
    await this.limit(`mail:to:${to}`, this.mail.perRecipientPerDay, 'recipient-limit');
    if (req.senderId) await this.limit(`mail:from:${req.senderId}`, this.mail.perSenderPerHour, 'sender-limit');
  }

  private async limit(key: string, { limit, windowSeconds }: RateLimit, reason: RefusalReason): Promise<void> {
    const r = await this.rateLimits.consume(key, limit, windowSeconds);
    if (!r.allowed) throw new MailRefused(reason, r.retryAfterSeconds);
  }

  /**
   * Whether `to` is this user's current address, and whether they proved owning it. An account's address comes
   * from its sign-in provider; a guest's was typed by whoever joined and counts only once confirmed.
   */
  async addressOwner(userId: string, to: string): Promise<{ confirmed: boolean } | null> {
    const user = await personAddress(this.db, userId);
    if (!user?.email || user.email !== normaliseAddress(to)) return null;
    if (!user.isGuest) return { confirmed: true };
    const confirmed: unknown[] = await this.db.query(
      `SELECT 1 FROM "email_confirmations" c
        WHERE c."userId" = $1 AND c."email" = $2 AND c."confirmedAt" IS NOT NULL LIMIT 1`,
      [userId, user.email],
    );
    return { confirmed: confirmed.length > 0 };
  }

  /**
   * For each person (their id, address as stored, and whether a guest): whether the address counts as theirs (an
   * account's always, a guest's once confirmed), and whether mail to it is stopped (suppressed, or unsubscribed from
   * the event's mails). Read in one statement.
   */
  async addressStates(
    people: readonly { id: string; email: string | null; isGuest: boolean }[],
    eventId: string,
  ): Promise<Map<string, { confirmed: boolean; stopped: boolean }>> {
    const rows: { id: string; confirmed: boolean; stopped: boolean }[] = await this.db.query(
      `SELECT p."id",
              (NOT p."isGuest" OR EXISTS (SELECT 1 FROM "email_confirmations" c
                 WHERE c."userId" = p."id"::uuid AND c."email" = lower(p."email") AND c."confirmedAt" IS NOT NULL))
                AS "confirmed",
              (EXISTS (SELECT 1 FROM "mail_suppressions" s WHERE s."email" = lower(p."email"))
                OR EXISTS (SELECT 1 FROM "email_unsubscribes" x WHERE x."email" = lower(p."email") AND x."scope" = $4))
                AS "stopped"
         FROM unnest($1::text[], $2::text[], $3::boolean[]) AS p("id", "email", "isGuest")`,
      [people.map((p) => p.id), people.map((p) => p.email), people.map((p) => p.isGuest), eventId],
    );
    return new Map(rows.map((r) => [r.id, { confirmed: r.confirmed, stopped: r.stopped }]));
  }

  /** An event's page, for a mail's links. */
  eventUrl(eventId: string): string {
    return `${this.config.publicUrl}/events/${eventId}`;
  }

  /**
   * Whether no mail would reach the address: suppressed (bounced, complained, asked for none) or, with an event,
   * unsubscribed from that event's mails. The policy's first check, and the list preview's.
   */
  async isSuppressed(email: string, eventId: string | null): Promise<boolean> {
    const to = normaliseAddress(email);
    if (await this.suppressions.reason(to)) return true;
    if (eventId === null) return false;
    const stopped: unknown[] = await this.db.query(
      `SELECT 1 FROM "email_unsubscribes" WHERE "email" = $1 AND "scope" = $2`,
      [to, eventId],
    );
    return stopped.length > 0;
  }

  /** An event's join link, for a mail to someone who may have no account. */
  joinUrl(eventId: string): string {
    return `${this.config.publicUrl}/join/${eventId}`;
  }

  /** A link that unsubscribes `email` from one event's mails (scope: its id) or from all (scope "all"). */
  unsubscribeUrl(email: string, scope: string): string {
    const e = normaliseAddress(email);
    const params = new URLSearchParams({ e, s: scope, t: unsubscribeToken(this.config.sessionSecret, e, scope) });
    return `${this.config.publicUrl}/api/unsubscribe?${params.toString()}`;
  }

  /**
   * An unsubscribe link was opened (or one-click posted): the link is the proof of owning the address. "all" puts
   * the address on the suppression list (no mail of any kind any more); an event id stops that event's mails.
   */
  async unsubscribe(email: string, scope: string, token: string): Promise<{ email: string; scope: string }> {
    const { email: e } = this.checkUnsubscribeLink(email, scope, token);
    if (scope === 'all') await this.suppressions.suppress(e, 'unsubscribed');
    else {
      await this.db.query(
        `INSERT INTO "email_unsubscribes" ("email", "scope") VALUES ($1, $2) ON CONFLICT DO NOTHING`,
        [e, scope],
      );
    }
    return { email: e, scope };
  }

  /** The address and scope an unsubscribe link was made for; 400 when it was not made by this server. Changes nothing. */
  checkUnsubscribeLink(email: string, scope: string, token: string): { email: string; scope: string } {
    const e = normaliseAddress(email);
    const validScope = scope === 'all' || /^[0-9a-f-]{36}$/i.test(scope);
    if (!e || !validScope || !token || !validUnsubscribeToken(this.config.sessionSecret, e, scope, token)) {
      throw AppException.badRequest(serverText('error.mail.unsubscribeInvalid'));
    }
    return { email: e, scope };
  }

  /**
   * Mails and texts still waiting in the outbox for these addresses end at once (their owner deleted their account),
   * inside the deletion's transaction.
   */
  async forgetPendingTo(tx: EntityManager, addresses: readonly string[]): Promise<void> {
    if (addresses.length === 0) return;
    await tx.query(`DELETE FROM "outbox" WHERE lower("recipient") = ANY($1::text[])`, [
      addresses.map((a) => a.toLowerCase()),
    ]);
  }

  /** A text message kept in the outbox table because no SMS provider is configured (development). */
  async keepTextInOutbox(invitationId: string, to: string, text: string): Promise<void> {
    await this.db.query(
      `INSERT INTO "outbox" ("invitationId", "channel", "recipient", "subject", "text", "html")
       VALUES ($1, 'sms', $2, NULL, $3, NULL)`,
      [invitationId, to, text],
    );
  }

  /** A guest's personal link, to their own confirmed address; a refusal is told in words the guest can act on. */
  async sendPersonalLink(user: User, link: string): Promise<MailDelivery> {
    const locale = serverLocale(user.locale) ?? 'en';
    try {
      return await this.send({
        kind: 'personal-link',
        to: user.email ?? '',
        recipient: { userId: user.id },
        senderId: user.id,
        body: personalLinkMail(link, locale),
        locale,
      });
    } catch (e) {
      if (e instanceof MailFailed) this.logger.warn(`Personal link e-mail failed: ${e.message}`);
      throwMailRefusal(e, serverText('error.mail.tooMany'));
    }
  }
}
