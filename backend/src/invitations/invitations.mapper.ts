import type { InvitationResult, InvitationView } from '../contracts/invitation.contract';
import type { InvitationEntity } from './invitation.entity';
import { translate, type ServerLocale } from '../i18n/catalogue';

export function toInvitationView(i: InvitationEntity): InvitationView {
  return {
    id: i.id,
    eventId: i.eventId,
    email: i.email,
    phoneNumber: i.phoneNumber,
    message: i.message,
    sentAt: i.sentAt?.toISOString() ?? null,
    createdAt: i.createdAt.toISOString(),
    channel: i.email ? 'email' : 'sms',
    delivery: i.delivery,
    status: i.status,
  };
}

/** The result the host sees, its notice in the host's language. */
export function toInvitationResult(i: InvitationEntity, locale: ServerLocale = 'en'): InvitationResult {
  return { ...toInvitationView(i), notice: i.status === 'outbox' ? translate(locale, 'mail.outboxNotice') : null };
}
