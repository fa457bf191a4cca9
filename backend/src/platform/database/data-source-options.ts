import type { DataSourceOptions } from 'typeorm';
import { DishEntity } from '../../dishes/dish.entity';
import { EventEntity } from '../../events/event.entity';
import { JobEntity, JobHelperEntity } from '../../jobs/job.entity';
import { IdempotencyKeyEntity } from '../idempotency/idempotency-key.entity';
import { InvitationEntity } from '../../invitations/invitation.entity';
import { RsvpEntity } from '../../rsvps/rsvp.entity';
import { UserEntity } from '../../users/user.entity';
import { loadMigrations } from './migration-files';

export const ENTITIES = [
  UserEntity,
  EventEntity,
  RsvpEntity,
  DishEntity,
  InvitationEntity,
  IdempotencyKeyEntity,
  JobEntity,
  JobHelperEntity,
];
// Every file in migrations/, in timestamp order (TypeORM runs the pending ones in that order too).
export const MIGRATIONS = loadMigrations();

export interface PoolOptions {
  max: number;
  /** How long a request waits for a pooled connection (or a new one) before giving up with a 503. */
  acquireTimeoutMs: number;
  /** PostgreSQL cancels any statement running longer (a slow database gives 503s, not hung requests). */
  statementTimeoutMs: number;
}

export function dataSourceOptions(url: string, pool: PoolOptions): DataSourceOptions {
  return {
    type: 'postgres',
    url,
    entities: ENTITIES,
    migrations: MIGRATIONS,
    // Schema changes only through migrations, run at start-up under an advisory lock.
    synchronize: false,
    migrationsRun: false,
    extra: {
      max: pool.max,
      connectionTimeoutMillis: pool.acquireTimeoutMs,
      statement_timeout: pool.statementTimeoutMs,
      // Client side too: a connection whose server went silent (no answer at all) must not hang a request forever.
      query_timeout: pool.statementTimeoutMs + 2000,
      // A transaction left open by a crashed request must not hold locks forever.
      idle_in_transaction_session_timeout: Math.max(pool.statementTimeoutMs, 10_000),
      keepAlive: true,
    },
  };
}
