import { VersionEtag } from '../versions/etag.interceptor';
import { Body, Controller, Delete, Get, HttpCode, Param, Post, Put, Query } from '@nestjs/common';
import { CurrentUser } from '../auth/current-user.decorator';
import { ZodBodyPipe } from '../common/zod-body.pipe';
import { dishInputSchema, type DishData, type DishView } from '../contracts/dish.contract';
import { duplicatesQuerySchema } from '../contracts/planning.contract';
import type { DuplicateDish } from '../contracts/planning.rules';
import type { User } from '../contracts/user.rules';
import { DishesService } from './dishes.service';

@Controller()
export class DishesController {
  constructor(private readonly dishes: DishesService) {}

  @Get('events/:eventId/dishes')
  @VersionEtag('shared')
  list(@CurrentUser() user: User, @Param('eventId') eventId: string): Promise<DishView[]> {
    return this.dishes.list(user, eventId);
  }

  @Get('events/:eventId/dishes/duplicates')
  duplicates(
    @CurrentUser() user: User,
    @Param('eventId') eventId: string,
    @Query(new ZodBodyPipe(duplicatesQuerySchema)) query: { name: string; exceptDishId?: string },
  ): Promise<DuplicateDish[]> {
    return this.dishes.duplicates(user, eventId, query.name, query.exceptDishId);
  }

  @Post('events/:eventId/dishes')
  create(
    @CurrentUser() user: User,
    @Param('eventId') eventId: string,
    @Body(new ZodBodyPipe(dishInputSchema)) body: DishData,
  ): Promise<DishView> {
    return this.dishes.create(user, eventId, body);
  }

  @Put('dishes/:dishId')
  update(
    @CurrentUser() user: User,
    @Param('dishId') dishId: string,
    @Body(new ZodBodyPipe(dishInputSchema)) body: DishData,
  ): Promise<DishView> {
    return this.dishes.update(user, dishId, body);
  }

  @Delete('dishes/:dishId')
  @HttpCode(204)
  remove(@CurrentUser() user: User, @Param('dishId') dishId: string): Promise<void> {
    return this.dishes.remove(user, dishId);
  }
}
