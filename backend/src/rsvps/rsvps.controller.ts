import { Body, Controller, Delete, HttpCode, Param, Post, Put } from '@nestjs/common';
import { CurrentUser } from '../auth/current-user.decorator';
import { ZodBodyPipe } from '../common/zod-body.pipe';
import { coHostInputSchema, type CoHostInput } from '../contracts/planning.contract';
import { rsvpInputSchema, type RsvpData, type RsvpResult } from '../contracts/rsvp.contract';
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

  /** Host only: removes a guest's RSVP and their dishes. */
  @Delete('rsvps/:rsvpId')
  @HttpCode(204)
  remove(@CurrentUser() user: User, @Param('eventId') eventId: string, @Param('rsvpId') rsvpId: string): Promise<void> {
    return this.rsvps.removeByHost(user, eventId, rsvpId);
  }
}
