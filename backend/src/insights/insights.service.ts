import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import type { DishSuggestion, EventInsights } from '../contracts/insights.contract';
import type { User } from '../contracts/user.contract';
// eslint-disable-next-line import-x/no-restricted-paths -- the planning input reads RSVPs and dishes directly; moves behind their services with table ownership
import { DishEntity } from '../dishes/dish.entity';
import { EventsService } from '../events/events.service';
// eslint-disable-next-line import-x/no-restricted-paths -- the planning input reads RSVPs and dishes directly; moves behind their services with table ownership
import { RsvpEntity } from '../rsvps/rsvp.entity';
import { suggestDishes } from './dish-suggester';
import { toDishSuggestion, toEventInsights, toPlanningInput } from './insights.mapper';
import { buildInsights } from './planning-engine';
import type { PlanningInput } from './planning-input';

// Enough to fill the dish page's card (it shows 2) with a few to spare as guests sign up.
export const DISH_SUGGESTION_LIMIT = 6;

/** Read-only planning help over an event's RSVPs and dishes; the rules live in the pure engine beside it. */
@Injectable()
export class InsightsService {
  constructor(
    private readonly events: EventsService,
    @InjectRepository(RsvpEntity) private readonly rsvps: Repository<RsvpEntity>,
    @InjectRepository(DishEntity) private readonly dishes: Repository<DishEntity>,
  ) {}

  async insights(user: User, eventId: string): Promise<EventInsights> {
    const input = await this.planningInput(user, eventId);
    return toEventInsights(buildInsights(input));
  }

  async dishSuggestions(user: User, eventId: string): Promise<DishSuggestion[]> {
    const input = await this.planningInput(user, eventId);
    return suggestDishes(input, DISH_SUGGESTION_LIMIT).map(toDishSuggestion);
  }

  // Three queries whatever the size of the event: the event (with the access check), then RSVPs and
  // dishes each joined to their user for the names the sentences use.
  private async planningInput(user: User, eventId: string): Promise<PlanningInput> {
    const event = await this.events.findReadable(user, eventId);
    const [rsvps, dishes] = await Promise.all([
      this.rsvps.find({
        where: { eventId: event.id },
        relations: { user: true },
        order: { respondedAt: 'ASC', id: 'ASC' },
      }),
      this.dishes.find({
        where: { eventId: event.id },
        relations: { contributor: true },
        order: { createdAt: 'ASC', id: 'ASC' },
      }),
    ]);
    return toPlanningInput(event, rsvps, dishes, new Date());
  }
}
