import { Controller, Get, Header, HttpCode, Post, Query } from '@nestjs/common';
import { Public } from '../auth/public.decorator';
import { NotificationsService } from './notifications.service';

const str = (v: unknown) => (typeof v === 'string' ? v : '');

@Controller('unsubscribe')
export class NotificationsController {
  constructor(private readonly notifications: NotificationsService) {}

  // The link in an e-mail: opening it unsubscribes and says so in plain words.
  @Public()
  @Get()
  @Header('Content-Type', 'text/html; charset=utf-8')
  async page(@Query('e') e: unknown, @Query('s') s: unknown, @Query('t') t: unknown): Promise<string> {
    const done = await this.notifications.unsubscribe(str(e), str(s), str(t));
    const what = done.scope === 'all' ? 'any more Potluck e-mails' : 'more reminders for this event';
    return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>Unsubscribed</title></head><body style="font-family:sans-serif;padding:24px"><h1>Unsubscribed</h1><p>You won't get ${what}.</p></body></html>`;
  }

  // One-click unsubscribe (List-Unsubscribe-Post): mail apps POST to the same URL without a session.
  @Public()
  @Post()
  @HttpCode(200)
  async oneClick(@Query('e') e: unknown, @Query('s') s: unknown, @Query('t') t: unknown): Promise<{ ok: true }> {
    await this.notifications.unsubscribe(str(e), str(s), str(t));
    return { ok: true };
  }
}
