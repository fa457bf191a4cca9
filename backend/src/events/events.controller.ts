import { VersionEtag } from '../platform/versions/versioned-answer.interceptor';
import { Controller, Delete, Get, Header, Param, Post, Put, Res } from '@nestjs/common';
import type { Response } from 'express';
import { CurrentUser } from '../auth/current-user.decorator';
import { ApiRoute } from '../platform/common/api-route';
import { ValidBody, ValidQuery } from '../platform/common/zod-validation';
import { guestPageQuerySchema, type GuestPage, type GuestPageQuery } from '../contracts/rsvp.contract';
import { eventInputSchema, type EventData, type EventDetail, type EventSummary } from '../contracts/event.contract';
import { eventDetailSchema, eventSummarySchema, guestPageSchema } from '../contracts/responses.contract';
import type { User } from '../contracts/user.rules';
import { EventExportService } from './event-export.service';
import { EventsService } from './events.service';

/** Creating an event and editing one take the same form and answer the event as it is now. */
const eventForm = {
  body: eventInputSchema,
  example: { name: 'Friday potluck', date: '2026-12-04T18:00:00.000Z', location: 'Our garden', capacity: 20 },
  response: eventDetailSchema,
};

@Controller('events')
export class EventsController {
  constructor(
    private readonly events: EventsService,
    private readonly exports: EventExportService,
  ) {}

  // Refetched every 10 s: the ETag comes from the list and event versions in memory, so an unchanged list is
  // answered 304 without a query; no-cache makes the browser revalidate every time instead of trusting a stale copy.
  @Get()
  @Header('Cache-Control', 'private, no-cache')
  @VersionEtag('list')
  @ApiRoute({
    operationId: 'listEvents',
    access: 'signed-in',
    summary: 'Events the user hosts or has RSVPed to (ETag / 304)',
    response: eventSummarySchema.array(),
  })
  list(@CurrentUser() user: User): Promise<EventSummary[]> {
    return this.events.list(user);
  }

  @Get(':id')
  @VersionEtag('event')
  @ApiRoute({
    operationId: 'getEvent',
    access: 'event-read',
    summary: 'Event with host, RSVPs and dishes (ETag / 304)',
    response: eventDetailSchema,
  })
  detail(@CurrentUser() user: User, @Param('id') id: string): Promise<EventDetail> {
    return this.events.detail(user, id);
  }

  // Read on demand (a guest opens a long list): no ETag, whose in-memory answers are kept per event and viewer.
  @Get(':id/guests')
  @ApiRoute({
    operationId: 'getGuestPage',
    access: 'event-read',
    summary: "A page of the event's guest list (50 households from ?offset=), as the caller's view lists it",
    query: guestPageQuerySchema,
    response: guestPageSchema,
  })
  guests(@CurrentUser() user: User, @Param('id') id: string, @ValidQuery() query: GuestPageQuery): Promise<GuestPage> {
    return this.events.guestPage(user, id, query.offset);
  }

  /** Guests and dishes as CSV (UTF-8 with BOM) for the host and co-hosts. */
  @Get(':id/export.csv')
  @ApiRoute({
    operationId: 'exportEventCsv',
    access: 'event-manage',
    summary: 'Guests and dishes as CSV, UTF-8 with BOM, formulas neutralised',
    response: {
      media: 'text/csv',
      description: 'One row per guest, then one per dish',
      example: 'Type,Name,Status\r\nGuest,Ann Lee,attending\r\n',
    },
    errors: { 403: ['NOT_HOST'] },
  })
  async exportCsv(@CurrentUser() user: User, @Param('id') id: string, @Res() res: Response): Promise<void> {
    const { filename, csv } = await this.exports.exportCsv(user, id);
    res.type('text/csv; charset=utf-8').attachment(filename).send(csv);
  }

  @Post()
  @ApiRoute({
    operationId: 'createEvent',
    access: 'account',
    summary: 'Create an event (the caller hosts it; needs an account)',
    ...eventForm,
    errors: { 403: ['ACCOUNT_REQUIRED'] },
  })
  create(@CurrentUser() user: User, @ValidBody() body: EventData): Promise<EventDetail> {
    return this.events.create(user, body);
  }

  @Put(':id')
  @ApiRoute({
    operationId: 'updateEvent',
    access: 'event-manage',
    summary: 'Update an event',
    ...eventForm,
    errors: { 403: ['NOT_HOST'] },
  })
  update(@CurrentUser() user: User, @Param('id') id: string, @ValidBody() body: EventData): Promise<EventDetail> {
    return this.events.update(user, id, body);
  }

  @Delete(':id')
  @ApiRoute({
    operationId: 'deleteEvent',
    access: 'event-own',
    summary: 'Delete an event and everything in it',
    response: null,
    status: 204,
    errors: { 403: ['NOT_OWNER'] },
  })
  remove(@CurrentUser() user: User, @Param('id') id: string): Promise<void> {
    return this.events.remove(user, id);
  }
}
