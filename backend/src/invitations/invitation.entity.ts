import { Entity, Index } from 'typeorm';
import {
  BelongsTo,
  CreatedAt,
  OptionalText,
  OptionalTimestamp,
  OptionalVarchar,
  UuidColumn,
  Varchar,
} from '../platform/database/columns';
import type { DeliveryMode, DeliveryStatus } from '../contracts/invitation.contract';
import { EventOwnedRow } from '../events/event-owned-row';
import { UserEntity } from '../users/user.entity';

@Entity('invitations')
@Index(['eventId', 'createdAt'])
export class InvitationEntity extends EventOwnedRow {
  // An e-mail invitation needs an email; an SMS invitation has a phone number instead, so one of the two is set.
  @OptionalVarchar(320)
  email: string | null;

  @OptionalVarchar(32)
  phoneNumber: string | null;

  @UuidColumn()
  invitedByUserId: string;

  @BelongsTo(() => UserEntity, 'invitedByUserId')
  invitedBy?: UserEntity;

  @OptionalText()
  message: string | null;

  @OptionalTimestamp()
  sentAt: Date | null;

  /** 'pending' only while a request is delivering it. */
  @Varchar(16, 'sent')
  status: DeliveryStatus;

  @Varchar(16, 'outbox')
  delivery: DeliveryMode;

  @OptionalText()
  failureReason: string | null;

  @CreatedAt()
  createdAt: Date;
}
