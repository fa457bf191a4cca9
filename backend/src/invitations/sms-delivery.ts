import { Inject, Injectable, Logger } from '@nestjs/common';
import { APP_CONFIG } from '../platform/config/config.module';
import type { AppConfig } from '../platform/config/config.schema';
import type { DeliveryMode } from '../contracts/invitation.contract';
import { MailService } from '../mail/mail.service';
import { MetricsService } from '../platform/metrics/metrics.service';

/** The SMS provider refused or could not be reached; the message is safe to show the host. */
export class DeliveryError extends Error {}

type SmsConfig = NonNullable<AppConfig['invitations']['sms']>;

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
 * Sends invitation texts through the SMS provider; without one the text is written to the outbox table
 * (development), and the caller is told so. E-mail goes through the mail module.
 */
@Injectable()
export class SmsDelivery {
  private readonly logger = new Logger('SmsDelivery');
  private readonly sms: SmsConfig | null;

  constructor(
    @Inject(APP_CONFIG) config: AppConfig,
    private readonly mail: MailService,
    private readonly metrics: MetricsService,
  ) {
    this.sms = config.invitations.sms;
  }

  async send(invitationId: string, to: string, body: string): Promise<DeliveryMode> {
    if (!this.sms) {
      await this.mail.keepTextInOutbox(invitationId, to, body);
      this.logger.log(`SMS is not configured: invitation ${invitationId} written to the outbox`);
      this.metrics.texts.inc({ outcome: 'outbox' });
      return 'outbox';
    }
    try {
      await sendTwilioSms(this.sms, to, body);
    } catch (e) {
      this.metrics.texts.inc({ outcome: 'failed' });
      throw e;
    }
    this.metrics.texts.inc({ outcome: 'sent' });
    return 'sms-provider';
  }
}
