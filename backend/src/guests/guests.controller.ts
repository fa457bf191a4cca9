import { Controller, Get, Headers, Param, Post, Req, Res } from '@nestjs/common';
import type { Request, Response } from 'express';
import { CurrentUser } from '../auth/current-user.decorator';
import { ApiRoute } from '../platform/common/api-route';
import { ValidBody } from '../platform/common/zod-validation';
import {
  guestRsvpSchema,
  guestLinkTokenSchema,
  guestMergeSchema,
  type GuestIdentitySummary,
  type GuestRsvpData,
  type GuestRsvpResult,
  type GuestLinkResult,
  type GuestLinkTokenData,
  type GuestMergeData,
  type GuestMergeResult,
  type PendingGuestMerge,
} from '../contracts/guest.contract';
import {
  guestIdentitySummarySchema,
  guestRsvpResultSchema,
  guestLinkResultSchema,
  guestMergeResultSchema,
  pendingGuestMergeSchema,
  userSchema,
} from '../contracts/responses.contract';
import { GUEST_TOKEN_RE } from './guest-token';
import type { User } from '../contracts/user.rules';
import { GuestsService } from './guests.service';

const linkToken = { token: 'q3Vb1d0yYf8wJ5m2Kx7n4Tz6Lp9Rs0Uc1Ae3Gh5Ij7K' };

@Controller()
export class GuestsController {
  constructor(private readonly guests: GuestsService) {}

  /** RSVP without an account: creates a guest, their RSVP and their session. Idempotent by its Idempotency-Key. */
  @Post('events/:eventId/guest-join')
  @ApiRoute({
    operationId: 'joinAsGuest',
    access: 'public',
    summary: 'RSVP without an account: a guest identity (name, optional e-mail), its RSVP and session',
    body: guestRsvpSchema,
    example: { name: 'Ann', email: 'ann@example.org', status: 'attending', adultCount: 1, kidCount: 0 },
    response: guestRsvpResultSchema,
    status: 201,
    errors: { 409: ['ALREADY_SIGNED_IN', 'GUEST_JOIN_KEY_EXPIRED', 'CAPACITY_EXCEEDED', 'ANSWERS_CLOSED'] },
  })
  rsvp(
    @Req() req: Request,
    @Param('eventId') eventId: string,
    @ValidBody() body: GuestRsvpData,
    @Headers('idempotency-key') key?: string,
  ): Promise<GuestRsvpResult> {
    return this.guests.rsvp(req, eventId, body, key ?? null);
  }

  /** A new personal link (the old one stops working). */
  @Post('guest/link')
  @ApiRoute({
    operationId: 'renewPersonalLink',
    access: 'guest',
    summary: 'A new personal link for the signed-in guest (the old one stops working)',
    response: guestLinkResultSchema,
    status: 200,
    errors: { 403: ['FORBIDDEN'] },
  })
  renewLink(@CurrentUser() user: User): Promise<GuestLinkResult> {
    return this.guests.renewLink(user, false);
  }

  /** A new personal link, e-mailed to the guest's own address. */
  @Post('guest/link/email')
  @ApiRoute({
    operationId: 'emailPersonalLink',
    access: 'guest',
    summary: "A new personal link, e-mailed to the guest's own address",
    response: guestLinkResultSchema,
    status: 200,
    errors: { 403: ['FORBIDDEN'], 409: ['NO_EMAIL'] },
  })
  emailLink(@CurrentUser() user: User): Promise<GuestLinkResult> {
    return this.guests.renewLink(user, true);
  }

  /**
   * A personal link of the old form: it changes nothing and leads to the app's link page, the secret moved into the
   * fragment (which browsers never send to a server). Signing in is that page's explicit POST.
   */
  @Get('guest-link/:token')
  @ApiRoute({
    operationId: 'openPersonalLink',
    access: 'public',
    summary: 'A personal link of the old form: changes nothing, leads to the app page /guest-link#{token}',
    response: { redirect: 'To /guest-link with the secret in the fragment' },
    status: 303,
  })
  open(@Res() res: Response, @Param('token') token: string): void {
    res.setHeader('Cache-Control', 'no-store');
    res.setHeader('Referrer-Policy', 'no-referrer');
    res.redirect(303, GUEST_TOKEN_RE.test(token) ? `/guest-link#${token}` : '/guest-link');
  }

  /** Whose personal link this is and what it holds; changes nothing. The secret travels in the body, not the URL. */
  @Post('guest-link/preview')
  @ApiRoute({
    operationId: 'previewPersonalLink',
    access: 'public',
    summary: "Whose personal link this is: the guest's name, the events they answered, their dish count",
    body: guestLinkTokenSchema,
    example: linkToken,
    response: guestIdentitySummarySchema,
    status: 200,
    errors: { 404: ['GUEST_LINK_INVALID'] },
  })
  preview(@ValidBody() body: GuestLinkTokenData): Promise<GuestIdentitySummary> {
    return this.guests.previewLink(body.token);
  }

  /** Signs the link's guest in on this device; refused (409) when the device is signed in as someone else. */
  @Post('guest-link/sign-in')
  @ApiRoute({
    operationId: 'signInWithPersonalLink',
    access: 'public',
    summary: "Sign in as the link's guest on this device (409 ALREADY_SIGNED_IN when signed in as someone else)",
    body: guestLinkTokenSchema,
    example: linkToken,
    response: userSchema,
    status: 200,
    errors: { 404: ['GUEST_LINK_INVALID'], 409: ['ALREADY_SIGNED_IN'] },
  })
  signIn(@Req() req: Request, @ValidBody() body: GuestLinkTokenData): Promise<User> {
    return this.guests.signInWithLink(req, body.token);
  }

  /** The guest this device held before signing in to this account, offered to move in (null: nothing pending). */
  @Get('guest-merge')
  @ApiRoute({
    operationId: 'getPendingGuestMerge',
    access: 'signed-in',
    summary: 'The guest this device held before signing in, offered to move into the account (pending: null if none)',
    response: pendingGuestMergeSchema,
  })
  pendingMerge(@Req() req: Request, @CurrentUser() user: User): Promise<PendingGuestMerge> {
    return this.guests.pendingMerge(req, user);
  }

  /** "Move into my account": the confirmed merge of the guest the confirmation named. */
  @Post('guest-merge')
  @ApiRoute({
    operationId: 'mergePendingGuest',
    access: 'signed-in',
    summary: "Move the pending guest's RSVPs and dishes into the account (409 NO_PENDING_MERGE otherwise)",
    body: guestMergeSchema,
    example: { guestId: '6f1c2b9e-3d4a-4b5c-8d7e-9f0a1b2c3d4e' },
    response: guestMergeResultSchema,
    status: 200,
    errors: { 409: ['NO_PENDING_MERGE'] },
  })
  confirmMerge(
    @Req() req: Request,
    @CurrentUser() user: User,
    @ValidBody() body: GuestMergeData,
  ): Promise<GuestMergeResult> {
    return this.guests.confirmMerge(req, user, body.guestId);
  }

  /** "Keep separate": nothing moves; the guest keeps its link and this device stops offering the move. */
  @Post('guest-merge/dismiss')
  @ApiRoute({
    operationId: 'dismissPendingGuest',
    access: 'signed-in',
    summary: 'Keep the pending guest separate: nothing moves, the offer ends',
    response: null,
    status: 204,
  })
  async dismissMerge(@Req() req: Request): Promise<void> {
    await this.guests.forgetPendingMerge(req);
  }
}
