import { Column, Entity, Index, PrimaryColumn } from 'typeorm';
import { CreatedAt, OptionalTimestamp, Varchar } from '../database/columns';

export type IdempotencyState = 'processing' | 'completed';

@Entity('idempotency_keys')
export class IdempotencyKeyEntity {
  @PrimaryColumn({ type: 'uuid' })
  userId: string;

  @PrimaryColumn({ type: 'varchar', length: 255 })
  key: string;

  /** sha256 of method, path and canonical body: the same key may not be reused for a different request. */
  @Column({ type: 'char', length: 64 })
  fingerprint: string;

  @Varchar(16, 'processing')
  state: IdempotencyState;

  @Column({ type: 'smallint', nullable: true })
  responseStatus: number | null;

  @Column({ type: 'jsonb', nullable: true })
  responseBody: unknown;

  @Index('IDX_idempotency_keys_createdAt')
  @CreatedAt()
  createdAt: Date;

  @OptionalTimestamp()
  completedAt: Date | null;
}
