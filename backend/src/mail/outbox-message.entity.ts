import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';
import type { DeliveryChannel } from '../contracts/invitation.contract';

/** A message that would have been sent had SMTP or the SMS provider been configured (development). */
@Entity('outbox')
export class OutboxMessageEntity {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ type: 'uuid', nullable: true })
  invitationId: string | null;

  @Column({ type: 'varchar', length: 8 })
  channel: DeliveryChannel;

  @Column({ type: 'varchar', length: 320 })
  recipient: string;

  @Column({ type: 'text', nullable: true })
  subject: string | null;

  @Column({ type: 'text' })
  text: string;

  @Column({ type: 'text', nullable: true })
  html: string | null;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;
}
