import { Controller, Get, Param, Post, Put } from '@nestjs/common';
import { CurrentUser } from '../auth/current-user.decorator';
import { ApiRoute } from '../platform/common/api-route';
import { ValidBody } from '../platform/common/zod-validation';
import { eventInputSchema, type EventData } from '../contracts/event.contract';
import {
  seriesInputSchema,
  seriesOfEventSchema,
  seriesViewSchema,
  type SeriesInput,
  type SeriesOfEvent,
  type SeriesView,
} from '../contracts/series.contract';
import type { User } from '../contracts/user.rules';
import { SeriesService } from './series.service';

@Controller('events/:eventId/series')
export class SeriesController {
  constructor(private readonly series: SeriesService) {}

  @Post()
  @ApiRoute({
    operationId: 'createSeries',
    access: 'event-own',
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
    access: 'event-read',
    summary: "The event's series: its rule, occurrences and cancelled dates",
    response: seriesOfEventSchema,
  })
  async view(@CurrentUser() user: User, @Param('eventId') eventId: string): Promise<SeriesOfEvent> {
    return { series: await this.series.find(user, eventId) };
  }

  /** "This and the following": the edit goes to the later occurrences too (each keeps its date). */
  @Put('following')
  @ApiRoute({
    operationId: 'editFollowingOccurrences',
    access: 'event-own',
    summary: 'Apply an edit (everything but the date) to the occurrences after this one',
    body: eventInputSchema,
    example: { name: 'Supper club', date: '2027-03-04T17:30:00.000Z', location: 'The garden' },
    response: seriesViewSchema,
    errors: { 403: ['NOT_OWNER'], 404: ['NOT_IN_SERIES'] },
  })
  editFollowing(
    @CurrentUser() user: User,
    @Param('eventId') eventId: string,
    @ValidBody() body: EventData,
  ): Promise<SeriesView> {
    return this.series.editFollowing(user, eventId, body);
  }

  @Post('cancel')
  @ApiRoute({
    operationId: 'cancelOccurrence',
    access: 'event-manage',
    summary: 'Cancel this occurrence of its series and tell its guests; the other dates go ahead',
    response: null,
    status: 204,
    errors: { 403: ['NOT_HOST'], 404: ['NOT_IN_SERIES'] },
  })
  cancel(@CurrentUser() user: User, @Param('eventId') eventId: string): Promise<void> {
    return this.series.cancelOccurrence(user, eventId);
  }
}
