import type { DataSourceOptions } from 'typeorm';
import { DishEntity } from '../../dishes/dish.entity';
import { EventEntity } from '../../events/event.entity';
import { IdempotencyKeyEntity } from '../idempotency/idempotency-key.entity';
import { InvitationEntity } from '../../invitations/invitation.entity';
import { RsvpEntity } from '../../rsvps/rsvp.entity';
import { UserEntity } from '../../users/user.entity';
import { AfterParty1767000000000 } from './migrations/1767000000000-after-party';
import { InitialSchema1763800000000 } from './migrations/1763800000000-initial-schema';
import { InvitationDelivery1763900000000 } from './migrations/1763900000000-invitation-delivery';
import { IdempotencyKeys1763950000000 } from './migrations/1763950000000-idempotency-keys';
import { DropInvitationIdempotencyKey1764000000000 } from './migrations/1764000000000-drop-invitation-idempotency-key';
import { RateLimits1764100000000 } from './migrations/1764100000000-rate-limits';
import { LiveSockets1764200000000 } from './migrations/1764200000000-live-sockets';
import { GuestIdentities1764500000000 } from './migrations/1764500000000-guest-identities';
import { Versions1764300000000 } from './migrations/1764300000000-versions';
import { EventTimeZone1764310000000 } from './migrations/1764310000000-event-time-zone';
import { CalendarFeeds1764320000000 } from './migrations/1764320000000-calendar-feeds';
import { Reminders1764330000000 } from './migrations/1764330000000-reminders';
import { HostDigests1764340000000 } from './migrations/1764340000000-host-digests';
import { SlotsWaitlistCohosts1764400000000 } from './migrations/1764400000000-slots-waitlist-cohosts';
import { PushNotifications1764610000000 } from './migrations/1764610000000-push-notifications';
import { GoogleSubAndJoinKeys1765000000000 } from './migrations/1765000000000-google-sub-and-join-keys';
import { MailPolicy1765010000000 } from './migrations/1765010000000-mail-policy';
import { EventRemovals1765030000000 } from './migrations/1765030000000-event-removals';
import { PurgePlainIdempotencySecrets1765040000000 } from './migrations/1765040000000-purge-plain-idempotency-secrets';
import { PushSubscriptionCap1765041000000 } from './migrations/1765041000000-push-subscription-cap';
import { DishImagesOwnOrigin1765042000000 } from './migrations/1765042000000-dish-images-own-origin';
import { Conversation1766300000000 } from './migrations/1766300000000-conversation';
import { DatePolls1766500000000 } from './migrations/1766500000000-date-polls';
import { EventSeries1766510000000 } from './migrations/1766510000000-event-series';
import { TalkNotifications1767100000000 } from './migrations/1767100000000-talk-notifications';
import { SeriesNotices1767200000000 } from './migrations/1767200000000-series-notices';
import { KitchenLogistics1766400000000 } from './migrations/1766400000000-kitchen-logistics';
import { Photos1766200000000 } from './migrations/1766200000000-photos';
import { UserLocale1766000000000 } from './migrations/1766000000000-user-locale';
import { ContentOutlivesGuests1767300000000 } from './migrations/1767300000000-content-outlives-guests';

export const ENTITIES = [UserEntity, EventEntity, RsvpEntity, DishEntity, InvitationEntity, IdempotencyKeyEntity];
export const MIGRATIONS = [
  InitialSchema1763800000000,
  InvitationDelivery1763900000000,
  IdempotencyKeys1763950000000,
  DropInvitationIdempotencyKey1764000000000,
  RateLimits1764100000000,
  LiveSockets1764200000000,
  GuestIdentities1764500000000,
  Versions1764300000000,
  EventTimeZone1764310000000,
  CalendarFeeds1764320000000,
  Reminders1764330000000,
  HostDigests1764340000000,
  SlotsWaitlistCohosts1764400000000,
  PushNotifications1764610000000,
  GoogleSubAndJoinKeys1765000000000,
  MailPolicy1765010000000,
  EventRemovals1765030000000,
  PurgePlainIdempotencySecrets1765040000000,
  PushSubscriptionCap1765041000000,
  DishImagesOwnOrigin1765042000000,
  Conversation1766300000000,
  DatePolls1766500000000,
  EventSeries1766510000000,
  TalkNotifications1767100000000,
  SeriesNotices1767200000000,
  KitchenLogistics1766400000000,
  Photos1766200000000,
  UserLocale1766000000000,
  AfterParty1767000000000,
  ContentOutlivesGuests1767300000000,
];

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
