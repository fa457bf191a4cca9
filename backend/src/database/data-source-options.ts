import type { DataSourceOptions } from 'typeorm';
import { DishEntity } from '../dishes/dish.entity';
import { EventEntity } from '../events/event.entity';
import { IdempotencyKeyEntity } from '../idempotency/idempotency-key.entity';
import { InvitationEntity } from '../invitations/invitation.entity';
import { RsvpEntity } from '../rsvps/rsvp.entity';
import { UserEntity } from '../users/user.entity';
import { InitialSchema1763800000000 } from './migrations/1763800000000-initial-schema';
import { IdempotencyKeys1763900000000 } from './migrations/1763900000000-idempotency-keys';

export const ENTITIES = [UserEntity, EventEntity, RsvpEntity, DishEntity, InvitationEntity, IdempotencyKeyEntity];
export const MIGRATIONS = [InitialSchema1763800000000, IdempotencyKeys1763900000000];

export function dataSourceOptions(url: string, poolMax: number): DataSourceOptions {
  return {
    type: 'postgres',
    url,
    entities: ENTITIES,
    migrations: MIGRATIONS,
    // Schema changes only through migrations, run at start-up under an advisory lock.
    synchronize: false,
    migrationsRun: false,
    extra: { max: poolMax },
  };
}
