import { Controller, Delete, Get, Header, Param, Post, Res } from '@nestjs/common';
import type { Response } from 'express';
import { CurrentUser } from '../auth/current-user.decorator';
import { ApiRoute } from '../platform/common/api-route';
import type { CalendarFeedLink, CalendarFeedStatus } from '../contracts/calendar.contract';
import { calendarFeedLinkSchema, calendarFeedStatusSchema } from '../contracts/responses.contract';
import type { User } from '../contracts/user.rules';
import { CalendarService } from './calendar.service';

const ICS_EXAMPLE =
  'BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:-//Potluck//EN\r\nBEGIN:VEVENT\r\nSUMMARY:Friday potluck\r\nEND:VEVENT\r\nEND:VCALENDAR\r\n';

@Controller()
export class CalendarController {
  constructor(private readonly calendar: CalendarService) {}

  /** "Add to calendar": the event as an .ics download. */
  @Get('events/:id/calendar.ics')
  @ApiRoute({
    operationId: 'downloadEventCalendar',
    access: 'event-read',
    summary: 'The event as an iCalendar file (RFC 5545: stable UID, SEQUENCE, time zone, 2-hour alarm)',
    response: { media: 'text/calendar', description: 'An iCalendar file with one event', example: ICS_EXAMPLE },
    errors: { 409: ['DATE_NOT_SET'] },
  })
  async eventFile(@CurrentUser() user: User, @Param('id') id: string, @Res() res: Response): Promise<void> {
    const file = await this.calendar.eventFile(user, id);
    res
      .type('text/calendar; charset=utf-8')
      .set('Content-Disposition', `attachment; filename="${file.filename}"`)
      .set('Cache-Control', 'private, no-cache')
      .send(file.body);
  }

  @Get('calendar-feed')
  @ApiRoute({
    operationId: 'getCalendarFeedStatus',
    access: 'signed-in',
    summary: 'Whether the caller has a private calendar feed link',
    response: calendarFeedStatusSchema,
  })
  feedStatus(@CurrentUser() user: User): Promise<CalendarFeedStatus> {
    return this.calendar.feedStatus(user);
  }

  @Post('calendar-feed')
  @ApiRoute({
    operationId: 'createCalendarFeed',
    access: 'signed-in',
    summary: 'A new private calendar feed link (webcal); an older one stops working',
    response: calendarFeedLinkSchema,
  })
  createFeed(@CurrentUser() user: User): Promise<CalendarFeedLink> {
    return this.calendar.createFeed(user);
  }

  @Delete('calendar-feed')
  @ApiRoute({
    operationId: 'revokeCalendarFeed',
    access: 'signed-in',
    summary: "Revoke the caller's calendar feed link",
    response: null,
    status: 204,
  })
  revokeFeed(@CurrentUser() user: User): Promise<void> {
    return this.calendar.revokeFeed(user);
  }

  // The secret link is the credential: calendar apps subscribe without a session.
  @Get('calendar-feed/:file')
  @Header('Cache-Control', 'private, no-cache')
  @ApiRoute({
    operationId: 'getCalendarFeed',
    access: 'public',
    summary: 'The feed behind a secret link ({token}.ics): every event its owner hosts or is going to',
    response: { media: 'text/calendar', description: 'An iCalendar feed', example: ICS_EXAMPLE },
  })
  async feed(@Param('file') file: string, @Res() res: Response): Promise<void> {
    const body = await this.calendar.feed(file.replace(/\.ics$/, ''));
    res.type('text/calendar; charset=utf-8').send(body);
  }
}
