import { Controller, Delete, Get, Param, Post, Put } from '@nestjs/common';
import { CurrentUser } from '../auth/current-user.decorator';
import { ApiRoute } from '../platform/common/api-route';
import { ValidBody } from '../platform/common/zod-validation';
import { coHostInputSchema, type CoHostInput } from '../contracts/planning.contract';
import { removedGuestSchema, rsvpResultSchema } from '../contracts/responses.contract';
import { rsvpInputSchema, type RemovedGuest, type RsvpData, type RsvpResult } from '../contracts/rsvp.contract';
import type { User } from '../contracts/user.rules';
import { RsvpsService } from './rsvps.service';

@Controller('events/:eventId')
export class RsvpsController {
  constructor(private readonly rsvps: RsvpsService) {}

  /** Create-or-replace: always 200, since a resubmit replaces the caller's one RSVP. */
  @Post('rsvp')
  @ApiRoute({
    operationId: 'submitRsvp',
    access: 'event-read',
    summary: "Create or replace the caller's RSVP",
    body: rsvpInputSchema,
    example: { status: 'attending', adultCount: 2, kidCount: 1, allergies: 'peanuts' },
    response: rsvpResultSchema,
    status: 200,
    errors: { 409: ['CAPACITY_EXCEEDED', 'ANSWERS_CLOSED'] },
  })
  submit(
    @CurrentUser() user: User,
    @Param('eventId') eventId: string,
    @ValidBody() body: RsvpData,
  ): Promise<RsvpResult> {
    return this.rsvps.submit(user, eventId, body);
  }

  /** The host or a co-host gives a waitlisted guest a place by hand. */
  @Post('waitlist/:userId/promote')
  @ApiRoute({
    operationId: 'promoteWaitlistedGuest',
    access: 'event-manage',
    summary: 'Give a waitlisted guest a place by hand, even beyond the capacity',
    response: null,
    status: 204,
    errors: { 403: ['NOT_HOST'], 409: ['NOT_WAITLISTED'] },
  })
  promote(
    @CurrentUser() user: User,
    @Param('eventId') eventId: string,
    @Param('userId') userId: string,
  ): Promise<void> {
    return this.rsvps.promote(user, eventId, userId);
  }

  /** The host makes a guest co-host, or takes the role back. */
  @Put('co-hosts/:userId')
  @ApiRoute({
    operationId: 'setCoHost',
    access: 'event-own',
    summary: 'Make a guest co-host or take the role back',
    body: coHostInputSchema,
    example: { coHost: true },
    response: null,
    status: 204,
    errors: { 403: ['NOT_OWNER'] },
  })
  setCoHost(
    @CurrentUser() user: User,
    @Param('eventId') eventId: string,
    @Param('userId') userId: string,
    @ValidBody() body: CoHostInput,
  ): Promise<void> {
    return this.rsvps.setCoHost(user, eventId, userId, body.coHost);
  }

  /**
   * The host or a co-host removes a guest's RSVP and their dishes; the person stays removed until let back in.
   * A co-host may not remove the host or another co-host.
   */
  @Delete('rsvps/:rsvpId')
  @ApiRoute({
    operationId: 'removeRsvp',
    access: 'event-manage',
    summary: "Remove a guest's RSVP and their dishes; the person is refused the event (404) until let back in",
    description: 'A co-host may not remove the host or another co-host (403 NOT_OWNER).',
    response: null,
    status: 204,
    errors: { 403: ['NOT_HOST', 'NOT_OWNER'], 404: ['RSVP_NOT_FOUND'] },
  })
  remove(@CurrentUser() user: User, @Param('eventId') eventId: string, @Param('rsvpId') rsvpId: string): Promise<void> {
    return this.rsvps.removeByHost(user, eventId, rsvpId);
  }

  /** The host and co-hosts see who was removed. */
  @Get('removals')
  @ApiRoute({
    operationId: 'listRemovals',
    access: 'event-manage',
    summary: 'People removed from the event, most recent first',
    response: removedGuestSchema.array(),
    errors: { 403: ['NOT_HOST'] },
  })
  removals(@CurrentUser() user: User, @Param('eventId') eventId: string): Promise<RemovedGuest[]> {
    return this.rsvps.removals(user, eventId);
  }

  /** The host or a co-host lets a removed person back in. */
  @Delete('removals/:userId')
  @ApiRoute({
    operationId: 'letRemovedGuestBackIn',
    access: 'event-manage',
    summary: 'Let a removed person back in',
    response: null,
    status: 204,
    errors: { 403: ['NOT_HOST'], 404: ['REMOVAL_NOT_FOUND'] },
  })
  letBackIn(
    @CurrentUser() user: User,
    @Param('eventId') eventId: string,
    @Param('userId') userId: string,
  ): Promise<void> {
    return this.rsvps.letBackIn(user, eventId, userId);
  }
}
