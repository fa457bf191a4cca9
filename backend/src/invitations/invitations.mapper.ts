import type { InvitationResult, InvitationView } from '../contracts/invitation.contract';
import type { InvitationEntity } from './invitation.entity';

export const OUTBOX_NOTICE =
  'Delivery is not configured on this server, so nothing was sent: the invitation was saved to the outbox.';

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

export function toInvitationResult(i: InvitationEntity): InvitationResult {
  return { ...toInvitationView(i), notice: i.status === 'outbox' ? OUTBOX_NOTICE : null };
}
