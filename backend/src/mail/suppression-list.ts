import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';

export type SuppressionReason = 'unsubscribed' | 'bounced' | 'complained';

export const normaliseAddress = (email: string): string => email.trim().toLowerCase();

/**
 * Addresses that get no mail of any kind: their owner chose "Stop all Potluck e-mails" (proved by the signed link
 * in a mail), or the mail server reported a hard bounce or a complaint. A later, stronger reason replaces a weaker
 * one; only an unsubscribe can be taken back, and only by someone who proved they own the address.
 */
@Injectable()
export class SuppressionList {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  async reason(email: string): Promise<SuppressionReason | null> {
    const rows: { reason: SuppressionReason }[] = await this.db.query(
      `SELECT "reason" FROM "mail_suppressions" WHERE "email" = $1`,
      [normaliseAddress(email)],
    );
    return rows[0]?.reason ?? null;
  }

  async suppress(email: string, reason: SuppressionReason): Promise<void> {
    await this.db.query(
      `INSERT INTO "mail_suppressions" ("email", "reason") VALUES ($1, $2)
       ON CONFLICT ("email") DO UPDATE SET "reason" = EXCLUDED."reason"
        WHERE "mail_suppressions"."reason" = 'unsubscribed'`,
      [normaliseAddress(email), reason],
    );
  }

  /** The mail server (or its bounce report) said the address does not exist. */
  recordBounce(email: string): Promise<void> {
    return this.suppress(email, 'bounced');
  }

  /** The recipient marked a mail as spam (a feedback-loop report). */
  recordComplaint(email: string): Promise<void> {
    return this.suppress(email, 'complained');
  }

  /** Takes back an "all" unsubscribe; bounces and complaints stay. Only for the address's proven owner. */
  async lift(email: string): Promise<void> {
    await this.db.query(`DELETE FROM "mail_suppressions" WHERE "email" = $1 AND "reason" = 'unsubscribed'`, [
      normaliseAddress(email),
    ]);
  }
}
