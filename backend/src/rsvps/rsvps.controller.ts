import { Body, Controller, Delete, Get, HttpCode, Param, Post, Put } from '@nestjs/common';
import { CurrentUser } from '../auth/current-user.decorator';
import { ZodBodyPipe } from '../common/zod-body.pipe';
import { coHostInputSchema, type CoHostInput } from '../contracts/planning.contract';
import { rsvpInputSchema, type RemovedGuest, type RsvpData, type RsvpResult } from '../contracts/rsvp.contract';
import type { User } from '../contracts/user.rules';
import { RsvpsService } from './rsvps.service';

@Controller('events/:eventId')
export class RsvpsController {
  constructor(private readonly rsvps: RsvpsService) {}

  /** Create-or-replace: always 200, since a resubmit replaces the caller's one RSVP. */
  @Post('rsvp')
  @HttpCode(200)
  submit(
    @CurrentUser() user: User,
    @Param('eventId') eventId: string,
    @Body(new ZodBodyPipe(rsvpInputSchema)) body: RsvpData,
  ): Promise<RsvpResult> {
    return this.rsvps.submit(user, eventId, body);
  }

  /** The host or a co-host gives a waitlisted guest a place by hand. */
  @Post('waitlist/:userId/promote')
  @HttpCode(204)
  promote(
    @CurrentUser() user: User,
    @Param('eventId') eventId: string,
    @Param('userId') userId: string,
  ): Promise<void> {
    return this.rsvps.promote(user, eventId, userId);
  }

  /** The host makes a guest co-host, or takes the role back. */
  @Put('co-hosts/:userId')
  @HttpCode(204)
  setCoHost(
    @CurrentUser() user: User,
    @Param('eventId') eventId: string,
    @Param('userId') userId: string,
    @Body(new ZodBodyPipe(coHostInputSchema)) body: CoHostInput,
  ): Promise<void> {
    return this.rsvps.setCoHost(user, eventId, userId, body.coHost);
  }

  /**
   * The host or a co-host removes a guest's RSVP and their dishes; the person stays removed until let back in.
   * A co-host may not remove the host or another co-host.
   */
  @Delete('rsvps/:rsvpId')
  @HttpCode(204)
  remove(@CurrentUser() user: User, @Param('eventId') eventId: string, @Param('rsvpId') rsvpId: string): Promise<void> {
    return this.rsvps.removeByHost(user, eventId, rsvpId);
  }

  /** The host and co-hosts see who was removed. */
  @Get('removals')
  removals(@CurrentUser() user: User, @Param('eventId') eventId: string): Promise<RemovedGuest[]> {
    return this.rsvps.removals(user, eventId);
  }

  /** The host or a co-host lets a removed person back in. */
  @Delete('removals/:userId')
  @HttpCode(204)
  letBackIn(
    @CurrentUser() user: User,
    @Param('eventId') eventId: string,
    @Param('userId') userId: string,
  ): Promise<void> {
    return this.rsvps.letBackIn(user, eventId, userId);
  }
}
