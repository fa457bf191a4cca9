import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource, EntityManager } from 'typeorm';
import type { DomainEvent } from '../../contracts/realtime.contract';
import { DomainEventsService } from '../domain-events/domain-events.service';
import { startEventChange, versionInTransaction } from './versions.service';

/** The domain events a change of an event publishes with `seq`, the event's version after the change. */
type VersionedEvent = Extract<DomainEvent, { seq: number }>;
/** One of them as its change names it, before the change has a version. */
type Unversioned<E> = E extends unknown ? Omit<E, 'seq'> : never;

/**
 * The plain write path of an event: one change in its own transaction, started as every change starts (see
 * startEventChange), then its domain event, published with the version the change made.
 */
@Injectable()
export class EventChanges {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly domainEvents: DomainEventsService,
  ) {}

  async commit(change: Unversioned<VersionedEvent>, write: (tx: EntityManager) => Promise<unknown>): Promise<void> {
    const seq = await this.db.transaction(async (tx) => {
      await startEventChange(tx, change.eventId);
      await write(tx);
      return versionInTransaction(tx, change.eventId);
    });
    this.domainEvents.publish({ ...change, seq });
  }
}
