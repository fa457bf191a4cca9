import { VersionEtag } from '../versions/etag.interceptor';
import { Controller, Get, Param } from '@nestjs/common';
import { CurrentUser } from '../auth/current-user.decorator';
import type { DishSuggestion, EventInsights } from '../contracts/insights.contract';
import type { User } from '../contracts/user.rules';
import { InsightsService } from './insights.service';

@Controller('events/:id')
export class InsightsController {
  constructor(private readonly insights: InsightsService) {}

  @Get('insights')
  @VersionEtag('planning')
  getInsights(@CurrentUser() user: User, @Param('id') eventId: string): Promise<EventInsights> {
    return this.insights.insights(user, eventId);
  }

  @Get('dish-suggestions')
  @VersionEtag('planning')
  getDishSuggestions(@CurrentUser() user: User, @Param('id') eventId: string): Promise<DishSuggestion[]> {
    return this.insights.dishSuggestions(user, eventId);
  }
}
