import { Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import type { DeliveryMode, DeliveryStatus } from '../contracts/invitation.contract';
import { EventEntity } from '../events/event.entity';
import { UserEntity } from '../users/user.entity';

@Entity('invitations')
@Index(['eventId', 'createdAt'])
export class InvitationEntity {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ type: 'uuid' })
  eventId: string;

  @ManyToOne(() => EventEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'eventId' })
  event?: EventEntity;

  // An e-mail invitation needs an email; an SMS invitation has a phone number instead, so one of the two is set.
  @Column({ type: 'varchar', length: 320, nullable: true })
  email: string | null;

  @Column({ type: 'varchar', length: 32, nullable: true })
  phoneNumber: string | null;

  @Column({ type: 'uuid' })
  invitedByUserId: string;

  @ManyToOne(() => UserEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'invitedByUserId' })
  invitedBy?: UserEntity;

  @Column({ type: 'text', nullable: true })
  message: string | null;

  @Column({ type: 'timestamptz', nullable: true })
  sentAt: Date | null;

  /** 'pending' only while a request is delivering it. */
  @Column({ type: 'varchar', length: 16, default: 'sent' })
  status: DeliveryStatus;

  @Column({ type: 'varchar', length: 16, default: 'outbox' })
  delivery: DeliveryMode;

  @Column({ type: 'text', nullable: true })
  failureReason: string | null;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;
}
