import { Body, Controller, HttpCode, Param, Post } from '@nestjs/common';
import { CurrentUser } from '../auth/current-user.decorator';
import { ZodBodyPipe } from '../common/zod-body.pipe';
import { rsvpInputSchema, type RsvpData, type RsvpResult } from '../contracts/rsvp.contract';
import type { User } from '../contracts/user.contract';
import { RsvpsService } from './rsvps.service';

@Controller('events/:eventId/rsvp')
export class RsvpsController {
  constructor(private readonly rsvps: RsvpsService) {}

  /** Create-or-replace: always 200, since a resubmit replaces the caller's one RSVP. */
  @Post()
  @HttpCode(200)
  submit(
    @CurrentUser() user: User,
    @Param('eventId') eventId: string,
    @Body(new ZodBodyPipe(rsvpInputSchema)) body: RsvpData,
  ): Promise<RsvpResult> {
    return this.rsvps.submit(user, eventId, body);
  }
}
