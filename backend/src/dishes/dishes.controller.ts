import { VersionEtag } from '../platform/versions/versioned-answer.interceptor';
import { Controller, Delete, Get, Param, Post, Put } from '@nestjs/common';
import { CurrentUser } from '../auth/current-user.decorator';
import { ApiRoute } from '../platform/common/api-route';
import { ValidBody, ValidQuery } from '../platform/common/zod-validation';
import { dishInputSchema, type DishData, type DishView } from '../contracts/dish.contract';
import { duplicatesQuerySchema, type DuplicatesQuery } from '../contracts/planning.contract';
import type { DuplicateDish } from '../contracts/planning.rules';
import { dishViewSchema, duplicateDishSchema } from '../contracts/responses.contract';
import type { User } from '../contracts/user.rules';
import { DishesService } from './dishes.service';

/** Adding a dish and editing one take the same form and answer the dish as it is now. */
const dishForm = {
  body: dishInputSchema,
  example: {
    name: 'Lentil soup',
    category: 'main_dish',
    servingSize: '8 bowls',
    description: 'Red lentils, cumin, lemon',
  },
  response: dishViewSchema,
};

@Controller()
export class DishesController {
  constructor(private readonly dishes: DishesService) {}

  @Get('events/:eventId/dishes')
  @VersionEtag('shared')
  @ApiRoute({
    operationId: 'listDishes',
    access: 'event-read',
    summary: 'Dishes of an event, oldest first',
    response: dishViewSchema.array(),
  })
  list(@CurrentUser() user: User, @Param('eventId') eventId: string): Promise<DishView[]> {
    return this.dishes.list(user, eventId);
  }

  @Get('events/:eventId/dishes/duplicates')
  @ApiRoute({
    operationId: 'findDuplicateDishes',
    access: 'event-read',
    summary: "Dishes already signed up whose names loosely match ?name= (for the add form's warning)",
    query: duplicatesQuerySchema,
    response: duplicateDishSchema.array(),
  })
  duplicates(
    @CurrentUser() user: User,
    @Param('eventId') eventId: string,
    @ValidQuery() query: DuplicatesQuery,
  ): Promise<DuplicateDish[]> {
    return this.dishes.duplicates(user, eventId, query.name, query.exceptDishId);
  }

  @Post('events/:eventId/dishes')
  @ApiRoute({
    operationId: 'createDish',
    access: 'event-read',
    summary: 'Sign up a dish (the caller contributes it)',
    ...dishForm,
    errors: { 409: ['RSVP_NOT_GOING', 'RSVP_WAITLISTED'], 422: ['DIETARY_RULE_VIOLATION', 'TOO_MANY_DISHES'] },
  })
  create(@CurrentUser() user: User, @Param('eventId') eventId: string, @ValidBody() body: DishData): Promise<DishView> {
    return this.dishes.create(user, eventId, body);
  }

  @Put('dishes/:dishId')
  @ApiRoute({
    operationId: 'updateDish',
    access: 'author-or-manager',
    summary: 'Update a dish',
    ...dishForm,
    errors: { 403: ['NOT_DISH_OWNER'], 422: ['DIETARY_RULE_VIOLATION'] },
  })
  update(@CurrentUser() user: User, @Param('dishId') dishId: string, @ValidBody() body: DishData): Promise<DishView> {
    return this.dishes.update(user, dishId, body);
  }

  @Delete('dishes/:dishId')
  @ApiRoute({
    operationId: 'deleteDish',
    access: 'author-or-manager',
    summary: 'Delete a dish',
    response: null,
    status: 204,
    errors: { 403: ['NOT_DISH_OWNER'] },
  })
  remove(@CurrentUser() user: User, @Param('dishId') dishId: string): Promise<void> {
    return this.dishes.remove(user, dishId);
  }

  @Put('dishes/:dishId/offer')
  @ApiRoute({
    operationId: 'offerDish',
    access: 'author-or-manager',
    summary: 'Offer a dish to another guest (its contributor cannot come); it counts as missing until taken over',
    response: dishViewSchema,
    errors: { 403: ['NOT_DISH_OWNER'] },
  })
  offer(@CurrentUser() user: User, @Param('dishId') dishId: string): Promise<DishView> {
    return this.dishes.offer(user, dishId);
  }

  @Delete('dishes/:dishId/offer')
  @ApiRoute({
    operationId: 'keepDish',
    access: 'author-or-manager',
    summary: 'Take back the offer of a dish: its contributor brings it after all',
    response: dishViewSchema,
    status: 200,
    errors: { 403: ['NOT_DISH_OWNER'] },
  })
  keep(@CurrentUser() user: User, @Param('dishId') dishId: string): Promise<DishView> {
    return this.dishes.keep(user, dishId);
  }

  @Post('events/:eventId/dishes/:dishId/take-over')
  @ApiRoute({
    operationId: 'takeOverDish',
    access: 'event-read',
    summary: "Take over an offered dish (a guest with a place): it becomes the caller's, photo, flags and needs kept",
    response: dishViewSchema,
    status: 200,
    errors: {
      409: ['DISH_NOT_OFFERED', 'RSVP_NOT_GOING', 'RSVP_WAITLISTED', 'RSVP_REQUIRED'],
      422: ['TOO_MANY_DISHES'],
    },
  })
  takeOver(
    @CurrentUser() user: User,
    @Param('eventId') eventId: string,
    @Param('dishId') dishId: string,
  ): Promise<DishView> {
    return this.dishes.takeOver(user, eventId, dishId);
  }
}
