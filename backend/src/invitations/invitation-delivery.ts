import { Inject, Injectable, Logger, type OnModuleDestroy } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { createTransport, type Transporter } from 'nodemailer';
import type { Repository } from 'typeorm';
import { APP_CONFIG } from '../config/config.module';
import type { AppConfig } from '../config/config.schema';
import type { DeliveryMode } from '../contracts/invitation.contract';
import type { InviteEmail } from './invite-content';
import { OutboxMessageEntity } from './outbox-message.entity';

/** A provider refused or could not be reached; the message is safe to show the host. */
export class DeliveryError extends Error {}

type InvitationsConfig = AppConfig['invitations'];
type SmsConfig = NonNullable<InvitationsConfig['sms']>;

const PROVIDER_TIMEOUT_MS = 15_000;

/** Twilio's Messages API over plain HTTPS; the base URL is configurable so tests use a local stand-in. */
async function sendTwilioSms(sms: SmsConfig, to: string, body: string): Promise<void> {
  const url = `${sms.apiUrl}/2010-04-01/Accounts/${encodeURIComponent(sms.accountSid)}/Messages.json`;
  let res: Response;
  try {
    res = await fetch(url, {
      method: 'POST',
      headers: {
        Authorization: `Basic ${Buffer.from(`${sms.accountSid}:${sms.authToken}`).toString('base64')}`,
        'Content-Type': 'application/x-www-form-urlencoded',
      },
      body: new URLSearchParams({ To: to, From: sms.from, Body: body }),
      signal: AbortSignal.timeout(PROVIDER_TIMEOUT_MS),
    });
  } catch (e) {
    throw new DeliveryError(`the SMS provider could not be reached (${(e as Error).message})`);
  }
  if (res.ok) return;
  const detail = await res
    .json()
    .then((b: unknown) => {
      const message = (b as { message?: unknown } | null)?.message;
      return typeof message === 'string' ? message : '';
    })
    .catch(() => '');
  throw new DeliveryError(`the SMS provider answered ${res.status}${detail ? `: ${detail}` : ''}`);
}

/**
 * Sends invitation emails through SMTP and texts through the SMS provider; when a channel is not configured
 * the message is written to the outbox table instead (development), and the caller is told so.
 */
@Injectable()
export class InvitationDelivery implements OnModuleDestroy {
  private readonly logger = new Logger('InvitationDelivery');
  private readonly config: InvitationsConfig;
  private readonly mailer: Transporter | null;

  constructor(
    @Inject(APP_CONFIG) appConfig: AppConfig,
    @InjectRepository(OutboxMessageEntity) private readonly outbox: Repository<OutboxMessageEntity>,
  ) {
    this.config = appConfig.invitations;
    this.mailer = this.config.smtpUrl
      ? createTransport({
          url: this.config.smtpUrl,
          connectionTimeout: PROVIDER_TIMEOUT_MS,
          greetingTimeout: PROVIDER_TIMEOUT_MS,
          socketTimeout: PROVIDER_TIMEOUT_MS,
        })
      : null;
  }

  onModuleDestroy(): void {
    this.mailer?.close();
  }

  /** `invitationId` is null for messages that are not invitations (a guest's personal link). */
  /** Writes an e-mail to the outbox table instead of sending it. */
  async keepInOutbox(to: string, email: { subject: string; text: string; html?: string }): Promise<void> {
    await this.outbox.insert({
      channel: 'email',
      recipient: to,
      subject: email.subject,
      text: email.text,
      html: email.html ?? null,
    });
  }

  async sendEmail(invitationId: string | null, to: string, email: InviteEmail, replyTo: string): Promise<DeliveryMode> {
    if (!this.mailer) {
      await this.outbox.insert({
        invitationId,
        channel: 'email',
        recipient: to,
        subject: email.subject,
        text: email.text,
        html: email.html,
      });
      this.logger.log(
        `SMTP is not configured: ${invitationId ? `invitation ${invitationId}` : 'a message'} written to the outbox`,
      );
      return 'outbox';
    }
    try {
      await this.mailer.sendMail({
        from: this.config.mailFrom,
        to,
        replyTo,
        subject: email.subject,
        text: email.text,
        html: email.html,
      });
    } catch (e) {
      throw new DeliveryError(`the mail server refused it (${(e as Error).message})`);
    }
    return 'smtp';
  }

  async sendSms(invitationId: string, to: string, body: string): Promise<DeliveryMode> {
    if (!this.config.sms) {
      await this.outbox.insert({ invitationId, channel: 'sms', recipient: to, subject: null, text: body, html: null });
      this.logger.log(`SMS is not configured: invitation ${invitationId} written to the outbox`);
      return 'outbox';
    }
    await sendTwilioSms(this.config.sms, to, body);
    return 'sms-provider';
  }
}
