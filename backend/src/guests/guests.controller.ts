import { Body, Controller, Get, Headers, HttpCode, Param, Post, Req, Res } from '@nestjs/common';
import type { Request, Response } from 'express';
import { CurrentUser } from '../auth/current-user.decorator';
import { Public } from '../auth/public.decorator';
import { ZodBodyPipe } from '../common/zod-body.pipe';
import {
  guestJoinSchema,
  type GuestJoinData,
  type GuestJoinResult,
  type GuestLinkResult,
} from '../contracts/guest.contract';
import type { User } from '../contracts/user.rules';
import { GuestsService } from './guests.service';

@Controller()
export class GuestsController {
  constructor(private readonly guests: GuestsService) {}

  /** RSVP without an account: creates a guest, their RSVP and their session. Idempotent by its Idempotency-Key. */
  @Public()
  @Post('events/:eventId/guest-join')
  @HttpCode(201)
  join(
    @Req() req: Request,
    @Param('eventId') eventId: string,
    @Body(new ZodBodyPipe(guestJoinSchema)) body: GuestJoinData,
    @Headers('idempotency-key') key?: string,
  ): Promise<GuestJoinResult> {
    return this.guests.join(req, eventId, body, key ?? null);
  }

  /** A new personal link (the old one stops working). */
  @Post('guest/link')
  @HttpCode(200)
  renewLink(@CurrentUser() user: User): Promise<GuestLinkResult> {
    return this.guests.renewLink(user, false);
  }

  /** A new personal link, e-mailed to the guest's own address. */
  @Post('guest/link/email')
  @HttpCode(200)
  emailLink(@CurrentUser() user: User): Promise<GuestLinkResult> {
    return this.guests.renewLink(user, true);
  }

  /** Opening a personal link signs its guest in on this device and shows their potlucks. */
  @Public()
  @Get('guest-link/:token')
  async open(@Req() req: Request, @Res() res: Response, @Param('token') token: string): Promise<void> {
    res.setHeader('Cache-Control', 'no-store');
    res.setHeader('Referrer-Policy', 'no-referrer');
    try {
      await this.guests.openLink(req, token);
      res.redirect(303, '/');
    } catch {
      res.redirect(303, '/login?link=invalid');
    }
  }
}
