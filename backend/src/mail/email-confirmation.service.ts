import { createHash, randomBytes } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { AppException } from '../platform/common/app-exception';
import { APP_CONFIG } from '../platform/config/config.module';
import type { AppConfig } from '../platform/config/config.schema';
import type { EmailConfirmationResult } from '../contracts/mail.contract';
import type { User } from '../contracts/user.rules';
import { confirmationMail } from './mail-templates';
import { recipientLocale } from './recipient-locale';
import { MailService, throwMailRefusal } from './mail.service';
import { normaliseAddress } from './suppression-list';
import { serverText } from '../i18n/server-text';
import { personAddress } from '../users/users.queries';

const TOKEN_RE = /^[A-Za-z0-9_-]{43}$/;
const VALID_FOR_MS = 7 * 24 * 60 * 60 * 1000;

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/**
 * A guest's address counts only once its owner confirmed it: the confirmation mail carries a link with a random
 * token (only its SHA-256 is kept, valid 7 days); opening it and pressing the button records the confirmation for
 * that guest and that address. A changed address has no confirmation until it is confirmed in turn.
 */
@Injectable()
export class EmailConfirmationService {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @InjectDataSource() private readonly db: DataSource,
    private readonly mail: MailService,
  ) {}

  /** Whether this user's current address is proven theirs (always, for an account). */
  async isConfirmed(user: User): Promise<boolean> {
    if (!user.email) return false;
    return (await this.mail.addressOwner(user.id, user.email))?.confirmed ?? false;
  }

  /**
   * Mails the confirmation link to the signed-in guest's address, within the caps of confirmation mails per
   * address. Already confirmed (or an account): nothing is sent.
   */
  async request(user: User): Promise<EmailConfirmationResult> {
    const email = user.email ? normaliseAddress(user.email) : null;
    if (!email) throw AppException.conflict(serverText('error.mail.noEmail'), 'NO_EMAIL');
    if (await this.isConfirmed(user)) return { email, confirmed: true, sent: false };
    const token = randomBytes(32).toString('base64url');
    const rows: { id: string }[] = await this.db.query(
      `INSERT INTO "email_confirmations" ("userId", "email", "tokenHash", "expiresAt") VALUES ($1, $2, $3, $4)
       RETURNING "id"`,
      [user.id, email, hashToken(token), new Date(Date.now() + VALID_FOR_MS)],
    );
    // Read now: a guest's language is stored as they join, after their row is made.
    const locale = await recipientLocale(this.db, user.id);
    try {
      await this.mail.send({
        kind: 'confirmation',
        to: email,
        recipient: { userId: user.id },
        senderId: user.id,
        body: confirmationMail(`${this.config.publicUrl}/api/email-confirmation/${token}`, locale),
        locale,
      });
    } catch (e) {
      await this.db.query(`DELETE FROM "email_confirmations" WHERE "id" = $1`, [rows[0].id]);
      throwMailRefusal(e, serverText('error.mail.confirmationRecent'));
    }
    return { email, confirmed: false, sent: true };
  }

  /** Sends the confirmation mail if it may, and never fails the caller's own action (a join) because of it. */
  async requestQuietly(user: User): Promise<void> {
    await this.request(user).catch(() => undefined);
  }

  /** The link's button was pressed: the guest's address, still the one the link was made for, is confirmed. */
  async confirm(token: string): Promise<{ email: string }> {
    const invalid = () => AppException.notFound(serverText('error.mail.confirmationInvalid'), 'CONFIRMATION_INVALID');
    if (!TOKEN_RE.test(token)) throw invalid();
    const link = await this.currentLink(hashToken(token));
    if (!link) throw invalid();
    // A CTE, so the driver answers with the rows (a bare UPDATE answers with rows and a count).
    const rows: { email: string }[] = await this.db.query(
      `WITH confirmed AS (
         UPDATE "email_confirmations" c SET "confirmedAt" = COALESCE(c."confirmedAt", now())
          WHERE c."tokenHash" = $1 AND c."expiresAt" > now() AND c."userId" = $2 AND c."email" = $3
          RETURNING c."email"
       ) SELECT "email" FROM confirmed`,
      [hashToken(token), link.userId, link.email],
    );
    if (!rows[0]) throw invalid();
    return { email: rows[0].email };
  }

  /** Whether the link is one that confirm() would accept (for the page that shows its button). */
  async isValid(token: string): Promise<boolean> {
    if (!TOKEN_RE.test(token)) return false;
    return (await this.currentLink(hashToken(token))) !== null;
  }

  /**
   * The unexpired link with this token hash, while the address it was made for is still its guest's address; null
   * otherwise.
   */
  private async currentLink(tokenHash: string): Promise<{ userId: string; email: string } | null> {
    const rows: { userId: string; email: string }[] = await this.db.query(
      `SELECT "userId", "email" FROM "email_confirmations" WHERE "tokenHash" = $1 AND "expiresAt" > now()`,
      [tokenHash],
    );
    const link = rows[0];
    if (!link) return null;
    const owner = await personAddress(this.db, link.userId);
    return owner?.email === link.email ? link : null;
  }
}
