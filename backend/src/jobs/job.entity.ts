import { Column, Entity, Index, PrimaryColumn } from 'typeorm';
import { BelongsTo, CreatedAt, OptionalTimestamp, UpdatedAt, UuidColumn, Varchar } from '../platform/database/columns';
import { EventOwnedRow } from '../events/event-owned-row';
import { UserEntity } from '../users/user.entity';

/** A job besides food (set up the tables, bring ice): how many people it needs, and when, if the host says. */
@Entity('jobs')
@Index(['eventId', 'createdAt'])
export class JobEntity extends EventOwnedRow {
  @Varchar(120)
  title: string;

  @Column({ type: 'integer' })
  needed: number;

  @OptionalTimestamp()
  startsAt: Date | null;

  @CreatedAt()
  createdAt: Date;

  @UpdatedAt()
  updatedAt: Date;
}

/** One person who took a job (one row per job and person). */
@Entity('job_helpers')
export class JobHelperEntity {
  @PrimaryColumn({ type: 'uuid' })
  jobId: string;

  @PrimaryColumn({ type: 'uuid' })
  userId: string;

  @UuidColumn()
  eventId: string;

  @BelongsTo(() => JobEntity, 'jobId')
  job?: JobEntity;

  @BelongsTo(() => UserEntity, 'userId')
  user?: UserEntity;

  @CreatedAt()
  createdAt: Date;
}
