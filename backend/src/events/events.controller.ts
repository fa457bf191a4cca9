import { VersionEtag } from '../versions/etag.interceptor';
import { Body, Controller, Delete, Get, Header, HttpCode, Param, Post, Put, Res } from '@nestjs/common';
import type { Response } from 'express';
import { CurrentUser } from '../auth/current-user.decorator';
import { ZodBodyPipe } from '../common/zod-body.pipe';
import { eventInputSchema, type EventData, type EventDetail, type EventSummary } from '../contracts/event.contract';
import type { User } from '../contracts/user.rules';
import { EventExportService } from './event-export.service';
import { EventsService } from './events.service';

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
  list(@CurrentUser() user: User): Promise<EventSummary[]> {
    return this.events.list(user);
  }

  @Get(':id')
  @VersionEtag('event')
  detail(@CurrentUser() user: User, @Param('id') id: string): Promise<EventDetail> {
    return this.events.detail(user, id);
  }

  /** Guests and dishes as CSV (UTF-8 with BOM) for the host and co-hosts. */
  @Get(':id/export.csv')
  async exportCsv(@CurrentUser() user: User, @Param('id') id: string, @Res() res: Response): Promise<void> {
    const { filename, csv } = await this.exports.exportCsv(user, id);
    res.type('text/csv; charset=utf-8').attachment(filename).send(csv);
  }

  @Post()
  create(@CurrentUser() user: User, @Body(new ZodBodyPipe(eventInputSchema)) body: EventData): Promise<EventDetail> {
    return this.events.create(user, body);
  }

  @Put(':id')
  update(
    @CurrentUser() user: User,
    @Param('id') id: string,
    @Body(new ZodBodyPipe(eventInputSchema)) body: EventData,
  ): Promise<EventDetail> {
    return this.events.update(user, id, body);
  }

  @Delete(':id')
  @HttpCode(204)
  remove(@CurrentUser() user: User, @Param('id') id: string): Promise<void> {
    return this.events.remove(user, id);
  }
}
