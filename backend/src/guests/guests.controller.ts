import { Body, Controller, Get, Headers, HttpCode, Param, Post, Req, Res } from '@nestjs/common';
import type { Request, Response } from 'express';
import { CurrentUser } from '../auth/current-user.decorator';
import { Public } from '../auth/public.decorator';
import { ZodBodyPipe } from '../common/zod-body.pipe';
import {
  guestJoinSchema,
  guestLinkTokenSchema,
  guestMergeSchema,
  type GuestIdentitySummary,
  type GuestJoinData,
  type GuestJoinResult,
  type GuestLinkResult,
  type GuestLinkTokenData,
  type GuestMergeData,
  type GuestMergeResult,
  type PendingGuestMerge,
} from '../contracts/guest.contract';
import { GUEST_TOKEN_RE } from './guest-token';
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

  /**
   * A personal link of the old form: it changes nothing and leads to the app's link page, the secret moved into the
   * fragment (which browsers never send to a server). Signing in is that page's explicit POST.
   */
  @Public()
  @Get('guest-link/:token')
  open(@Res() res: Response, @Param('token') token: string): void {
    res.setHeader('Cache-Control', 'no-store');
    res.setHeader('Referrer-Policy', 'no-referrer');
    res.redirect(303, GUEST_TOKEN_RE.test(token) ? `/guest-link#${token}` : '/guest-link');
  }

  /** Whose personal link this is and what it holds; changes nothing. The secret travels in the body, not the URL. */
  @Public()
  @Post('guest-link/preview')
  @HttpCode(200)
  preview(@Body(new ZodBodyPipe(guestLinkTokenSchema)) body: GuestLinkTokenData): Promise<GuestIdentitySummary> {
    return this.guests.previewLink(body.token);
  }

  /** Signs the link's guest in on this device; refused (409) when the device is signed in as someone else. */
  @Public()
  @Post('guest-link/sign-in')
  @HttpCode(200)
  signIn(@Req() req: Request, @Body(new ZodBodyPipe(guestLinkTokenSchema)) body: GuestLinkTokenData): Promise<User> {
    return this.guests.signInWithLink(req, body.token);
  }

  /** The guest this device held before signing in to this account, offered to move in (null: nothing pending). */
  @Get('guest-merge')
  pendingMerge(@Req() req: Request, @CurrentUser() user: User): Promise<PendingGuestMerge> {
    return this.guests.pendingMerge(req, user);
  }

  /** "Move into my account": the confirmed merge of the guest the confirmation named. */
  @Post('guest-merge')
  @HttpCode(200)
  confirmMerge(
    @Req() req: Request,
    @CurrentUser() user: User,
    @Body(new ZodBodyPipe(guestMergeSchema)) body: GuestMergeData,
  ): Promise<GuestMergeResult> {
    return this.guests.confirmMerge(req, user, body.guestId);
  }

  /** "Keep separate": nothing moves; the guest keeps its link and this device stops offering the move. */
  @Post('guest-merge/dismiss')
  @HttpCode(204)
  async dismissMerge(@Req() req: Request): Promise<void> {
    await this.guests.forgetPendingMerge(req);
  }
}
