import { BelongsTo, UuidColumn, UuidPrimaryKey } from '../platform/database/columns';
import { EventEntity } from './event.entity';

/** A row that belongs to one event (a dish, an answer, an invitation): it has its own id and goes with the event. */
export abstract class EventOwnedRow {
  @UuidPrimaryKey()
  id: string;

  @UuidColumn()
  eventId: string;

  @BelongsTo(() => EventEntity, 'eventId')
  event?: EventEntity;
}
