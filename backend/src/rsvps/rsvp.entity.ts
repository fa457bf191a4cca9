import { Column, Entity, Index, Unique } from 'typeorm';
import type { QuestionAnswers } from '../contracts/question.rules';
import {
  BelongsTo,
  CreatedAt,
  Flag,
  OptionalText,
  OptionalTimestamp,
  UpdatedAt,
  UuidColumn,
  Varchar,
} from '../platform/database/columns';
import type { RsvpStatus } from '../contracts/common.contract';
import { EventOwnedRow } from '../events/event-owned-row';
import { UserEntity } from '../users/user.entity';

@Entity('rsvps')
@Unique('UQ_rsvps_event_user', ['eventId', 'userId'])
export class RsvpEntity extends EventOwnedRow {
  @Index()
  @UuidColumn()
  userId: string;

  @BelongsTo(() => UserEntity, 'userId')
  user?: UserEntity;

  @Varchar(16, 'attending')
  status: RsvpStatus;

  @Column({ type: 'smallint', default: 1 })
  adultCount: number;

  @Column({ type: 'smallint', default: 0 })
  kidCount: number;

  @OptionalText()
  dietaryRestrictions: string | null;

  @OptionalText()
  allergies: string | null;

  @OptionalText()
  bringingSupplies: string | null;

  /** Replies to the host's questions, by question id (see question.rules.ts). */
  @Column({ type: 'jsonb', default: () => "'{}'" })
  answers: QuestionAnswers;

  @Column({ type: 'timestamptz', default: () => 'now()' })
  respondedAt: Date;

  /** Set while a Going answer waits for a place; the waitlist is in this order. */
  @OptionalTimestamp()
  waitlistedAt: Date | null;

  /** Made co-host by the host: may manage the event like the host, except deleting it and changing co-hosts. */
  @Flag(false)
  coHost: boolean;

  @CreatedAt()
  createdAt: Date;

  @UpdatedAt()
  updatedAt: Date;
}
