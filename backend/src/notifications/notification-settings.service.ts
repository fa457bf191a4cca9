import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { AppException } from '../platform/common/app-exception';
import { parseOrThrow } from '../platform/common/zod-validation';
import {
  notificationSettingsSchema,
  type NotificationSettings,
  type NotificationSettingsInput,
} from '../contracts/notifications.contract';
import type { User } from '../contracts/user.rules';
import { EmailConfirmationService } from '../mail/email-confirmation.service';
import { SuppressionList } from '../mail/suppression-list';
import { serverText } from '../i18n/server-text';

/** Which mails a person wants: reminders and host digests, and the address's own "Stop all Potluck e-mails". */
@Injectable()
export class NotificationSettingsService {
  constructor(
    private readonly db: DataSource,
    private readonly suppressions: SuppressionList,
    private readonly confirmations: EmailConfirmationService,
  ) {}

  /**
   * The caller's e-mail choices, kept per person. The address's suppression ("Stop all Potluck e-mails" from a
   * mail) shows, and can be taken back, only for someone who proved owning the address: an account, or a guest
   * who confirmed it. A guest's unconfirmed address tells and changes nothing about whoever owns it.
   */
  async settings(user: User): Promise<NotificationSettings> {
    const email = user.email?.trim().toLowerCase() || null;
    if (!email) return { email: null, emailConfirmed: false, emailReminders: false, hostDigest: false };
    const confirmed = await this.confirmations.isConfirmed(user);
    const rows: { emailReminders: boolean; hostDigest: boolean }[] = await this.db.query(
      `SELECT "emailReminders", "hostDigest" FROM "notification_settings" WHERE "userId" = $1`,
      [user.id],
    );
    const own = rows[0] ?? { emailReminders: true, hostDigest: true };
    const stopped = confirmed && (await this.suppressions.reason(email)) !== null;
    return {
      email,
      emailConfirmed: confirmed,
      emailReminders: own.emailReminders && !stopped,
      hostDigest: own.hostDigest && !stopped,
    };
  }

  async updateSettings(user: User, input: NotificationSettingsInput): Promise<NotificationSettings> {
    const wanted = parseOrThrow(notificationSettingsSchema, input);
    const email = user.email?.trim().toLowerCase();
    if (!email) throw AppException.conflict(serverText('error.notifications.emailForReminders'), 'NO_EMAIL');
    await this.db.query(
      `INSERT INTO "notification_settings" ("userId", "emailReminders", "hostDigest") VALUES ($1, $2, $3)
       ON CONFLICT ("userId") DO UPDATE
         SET "emailReminders" = EXCLUDED."emailReminders", "hostDigest" = EXCLUDED."hostDigest", "updatedAt" = now()`,
      [user.id, wanted.emailReminders, wanted.hostDigest],
    );
    // Switching mail back on takes back the address's own "Stop all" only for its proven owner.
    if ((wanted.emailReminders || wanted.hostDigest) && (await this.confirmations.isConfirmed(user))) {
      await this.suppressions.lift(email);
    }
    return this.settings(user);
  }
}
