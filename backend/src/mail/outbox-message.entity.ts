import { Column, Entity } from 'typeorm';
import { CreatedAt, OptionalText, UuidPrimaryKey } from '../platform/database/columns';
import type { DeliveryChannel } from '../contracts/invitation.contract';

/** A message that would have been sent had SMTP or the SMS provider been configured (development). */
@Entity('outbox')
export class OutboxMessageEntity {
  @UuidPrimaryKey()
  id: string;

  @Column({ type: 'uuid', nullable: true })
  invitationId: string | null;

  @Column({ type: 'varchar', length: 8 })
  channel: DeliveryChannel;

  @Column({ type: 'varchar', length: 320 })
  recipient: string;

  @OptionalText()
  subject: string | null;

  @Column({ type: 'text' })
  text: string;

  @OptionalText()
  html: string | null;

  @CreatedAt()
  createdAt: Date;
}
