import { Controller, Delete, Get, Header, HttpCode, Param, Post, Res } from '@nestjs/common';
import type { Response } from 'express';
import { Public } from '../auth/public.decorator';
import { CurrentUser } from '../auth/current-user.decorator';
import type { CalendarFeedLink, CalendarFeedStatus } from '../contracts/calendar.contract';
import type { User } from '../contracts/user.rules';
import { CalendarService } from './calendar.service';

@Controller()
export class CalendarController {
  constructor(private readonly calendar: CalendarService) {}

  /** "Add to calendar": the event as an .ics download. */
  @Get('events/:id/calendar.ics')
  async eventFile(@CurrentUser() user: User, @Param('id') id: string, @Res() res: Response): Promise<void> {
    const file = await this.calendar.eventFile(user, id);
    res
      .type('text/calendar; charset=utf-8')
      .set('Content-Disposition', `attachment; filename="${file.filename}"`)
      .set('Cache-Control', 'private, no-cache')
      .send(file.body);
  }

  @Get('calendar-feed')
  feedStatus(@CurrentUser() user: User): Promise<CalendarFeedStatus> {
    return this.calendar.feedStatus(user);
  }

  @Post('calendar-feed')
  createFeed(@CurrentUser() user: User): Promise<CalendarFeedLink> {
    return this.calendar.createFeed(user);
  }

  @Delete('calendar-feed')
  @HttpCode(204)
  revokeFeed(@CurrentUser() user: User): Promise<void> {
    return this.calendar.revokeFeed(user);
  }

  // The secret link is the credential: calendar apps subscribe without a session.
  @Public()
  @Get('calendar-feed/:file')
  @Header('Cache-Control', 'private, no-cache')
  async feed(@Param('file') file: string, @Res() res: Response): Promise<void> {
    const body = await this.calendar.feed(file.replace(/\.ics$/, ''));
    res.type('text/calendar; charset=utf-8').send(body);
  }
}
