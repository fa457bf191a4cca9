import { Controller, Get, Param, Put } from '@nestjs/common';
import { CurrentUser } from '../auth/current-user.decorator';
import { DISH_EDIT_REFUSALS } from '../dishes/dish-edit-refusals';
import { apiRoutesAnswering } from '../platform/common/api-route';
import { ValidBody } from '../platform/common/zod-validation';
import {
  dishKitchenInputSchema,
  eventKitchenInputSchema,
  kitchenPlanSchema,
  type DishKitchenNeeds,
  type EventKitchen,
  type KitchenPlan,
} from '../contracts/kitchen.contract';
import type { User } from '../contracts/user.rules';
import { KitchenService } from './kitchen.service';

/** Every route answers the whole kitchen plan: a change moves the timeline and its clashes too. */
const KitchenRoute = apiRoutesAnswering(kitchenPlanSchema);

@Controller('events/:id')
export class KitchenController {
  constructor(private readonly kitchen: KitchenService) {}

  @Get('kitchen')
  @KitchenRoute({
    operationId: 'getKitchenPlan',
    access: 'event-read',
    summary: "The kitchen plan: what the kitchen has, each dish's needs and arrival, the timeline and its clashes",
  })
  plan(@CurrentUser() user: User, @Param('id') id: string): Promise<KitchenPlan> {
    return this.kitchen.plan(user, id);
  }

  @Put('kitchen')
  @KitchenRoute({
    operationId: 'setEventKitchen',
    access: 'event-manage',
    summary: 'State what the kitchen has: ovens, power outlets, fridge shelves (null: not stated)',
    body: eventKitchenInputSchema,
    example: { ovens: 1, outlets: 2, fridgeShelves: 3 },
    errors: { 403: ['NOT_HOST'] },
  })
  setKitchen(
    @CurrentUser() user: User,
    @Param('id') id: string,
    @ValidBody() body: EventKitchen,
  ): Promise<KitchenPlan> {
    return this.kitchen.setKitchen(user, id, body);
  }

  @Put('dishes/:dishId/kitchen')
  @KitchenRoute({
    operationId: 'setDishKitchenNeeds',
    access: 'author-or-manager',
    summary: "A dish's kitchen needs and arrival time (a wall-clock time in the event's time zone)",
    body: dishKitchenInputSchema,
    example: { oven: { temperature: 180, unit: 'C', minutes: 20 }, outlet: false, arrivesAt: '2026-12-04T17:30' },
    errors: DISH_EDIT_REFUSALS,
  })
  setDishNeeds(
    @CurrentUser() user: User,
    @Param('id') id: string,
    @Param('dishId') dishId: string,
    @ValidBody() body: DishKitchenNeeds,
  ): Promise<KitchenPlan> {
    return this.kitchen.setDishNeeds(user, id, dishId, body);
  }
}
