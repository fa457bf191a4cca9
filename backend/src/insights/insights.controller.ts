import { VersionEtag } from '../platform/versions/versioned-answer.interceptor';
import { Controller, Get, Param, Req } from '@nestjs/common';
import type { Request } from 'express';
import { requestLocale } from '../i18n/locale';
import { CurrentUser } from '../auth/current-user.decorator';
import { ApiRoute } from '../platform/common/api-route';
import type { DishSuggestion, EventInsights } from '../contracts/insights.contract';
import { dishSuggestionSchema, eventInsightsSchema } from '../contracts/responses.contract';
import type { User } from '../contracts/user.rules';
import { InsightsService } from './insights.service';

@Controller('events/:id')
export class InsightsController {
  constructor(private readonly insights: InsightsService) {}

  @Get('insights')
  @VersionEtag('insights')
  @ApiRoute({
    operationId: 'getEventInsights',
    access: 'event-read',
    summary: 'Planning insights, most important first',
    response: eventInsightsSchema,
  })
  getInsights(@CurrentUser() user: User, @Param('id') eventId: string, @Req() req: Request): Promise<EventInsights> {
    // In the reader's language (its ETag names the language too).
    return this.insights.insights(user, eventId, requestLocale(req, user.locale));
  }

  @Get('dish-suggestions')
  @VersionEtag('insights')
  @ApiRoute({
    operationId: 'listDishSuggestions',
    access: 'event-read',
    summary: 'Dish suggestions for what is missing',
    response: dishSuggestionSchema.array(),
  })
  getDishSuggestions(
    @CurrentUser() user: User,
    @Param('id') eventId: string,
    @Req() req: Request,
  ): Promise<DishSuggestion[]> {
    // In the reader's language, like the insights (the same ETag, which names the language).
    return this.insights.dishSuggestions(user, eventId, requestLocale(req, user.locale));
  }
}
