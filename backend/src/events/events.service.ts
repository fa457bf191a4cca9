import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import { AppException } from '../common/app-exception';
import { isUuid } from '../common/zod-body.pipe';
import type { User } from '../contracts/user.contract';
import { EventEntity } from './event.entity';

export const eventNotFound = () => AppException.notFound('Event not found', 'EVENT_NOT_FOUND');

@Injectable()
export class EventsService {
  constructor(@InjectRepository(EventEntity) private readonly events: Repository<EventEntity>) {}

  /**
   * Access rule: anyone signed in who has the event id may read it (the id is the invite code).
   * Unknown and malformed ids give the same 404.
   */
  async findReadable(_user: User, eventId: string): Promise<EventEntity> {
    if (!isUuid(eventId)) throw eventNotFound();
    const event = await this.events.findOneBy({ id: eventId });
    if (!event) throw eventNotFound();
    return event;
  }

  /** Only the host may change an event; others who can read it get 403. */
  async findHosted(user: User, eventId: string): Promise<EventEntity> {
    const event = await this.findReadable(user, eventId);
    if (event.hostId !== user.id) throw AppException.forbidden('Only the host can change this event', 'NOT_HOST');
    return event;
  }
}
