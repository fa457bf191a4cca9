import { Controller, Get, Param, Post } from '@nestjs/common';
import { CurrentUser } from '../auth/current-user.decorator';
import { ApiRoute } from '../common/api-route';
import { ValidBody } from '../common/zod-validation';
import { seriesInputSchema, seriesViewSchema, type SeriesInput, type SeriesView } from '../contracts/series.contract';
import type { User } from '../contracts/user.rules';
import { SeriesService } from './series.service';

@Controller('events/:eventId/series')
export class SeriesController {
  constructor(private readonly series: SeriesService) {}

  @Post()
  @ApiRoute({
    operationId: 'createSeries',
    summary: 'Make the event the first of a series (weekly, every two weeks, monthly on its nth weekday, or dates)',
    body: seriesInputSchema,
    example: { frequency: 'monthly' },
    response: seriesViewSchema,
    errors: { 403: ['NOT_OWNER'], 409: ['ALREADY_IN_SERIES', 'DATE_NOT_SET'] },
  })
  create(
    @CurrentUser() user: User,
    @Param('eventId') eventId: string,
    @ValidBody() body: SeriesInput,
  ): Promise<SeriesView> {
    return this.series.create(user, eventId, body);
  }

  @Get()
  @ApiRoute({
    operationId: 'getSeries',
    summary: "The event's series: its rule, occurrences and cancelled dates",
    response: seriesViewSchema,
    errors: { 404: ['NOT_IN_SERIES'] },
  })
  view(@CurrentUser() user: User, @Param('eventId') eventId: string): Promise<SeriesView> {
    return this.series.view(user, eventId);
  }

  @Post('cancel')
  @ApiRoute({
    operationId: 'cancelOccurrence',
    summary: 'Cancel this occurrence of its series and tell its guests; the other dates go ahead',
    response: null,
    status: 204,
    errors: { 403: ['NOT_HOST'], 404: ['NOT_IN_SERIES'] },
  })
  cancel(@CurrentUser() user: User, @Param('eventId') eventId: string): Promise<void> {
    return this.series.cancelOccurrence(user, eventId);
  }
}
