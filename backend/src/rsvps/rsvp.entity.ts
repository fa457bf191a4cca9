import {
  Column,
  CreateDateColumn,
  Entity,
  Index,
  JoinColumn,
  ManyToOne,
  PrimaryGeneratedColumn,
  Unique,
  UpdateDateColumn,
} from 'typeorm';
import type { RsvpStatus } from '../contracts/common.contract';
import { EventEntity } from '../events/event.entity';
import { UserEntity } from '../users/user.entity';

@Entity('rsvps')
@Unique('UQ_rsvps_event_user', ['eventId', 'userId'])
export class RsvpEntity {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ type: 'uuid' })
  eventId: string;

  @ManyToOne(() => EventEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'eventId' })
  event?: EventEntity;

  @Index()
  @Column({ type: 'uuid' })
  userId: string;

  @ManyToOne(() => UserEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'userId' })
  user?: UserEntity;

  @Column({ type: 'varchar', length: 16, default: 'attending' })
  status: RsvpStatus;

  @Column({ type: 'smallint', default: 1 })
  adultCount: number;

  @Column({ type: 'smallint', default: 0 })
  kidCount: number;

  @Column({ type: 'text', nullable: true })
  dietaryRestrictions: string | null;

  @Column({ type: 'text', nullable: true })
  allergies: string | null;

  @Column({ type: 'text', nullable: true })
  bringingSupplies: string | null;

  @Column({ type: 'timestamptz', default: () => 'now()' })
  respondedAt: Date;

  /** Set while a Going answer waits for a place; the waitlist is in this order. */
  @Column({ type: 'timestamptz', nullable: true })
  waitlistedAt: Date | null;

  /** Made co-host by the host: may manage the event like the host, except deleting it and changing co-hosts. */
  @Column({ type: 'boolean', default: false })
  coHost: boolean;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt: Date;
}
