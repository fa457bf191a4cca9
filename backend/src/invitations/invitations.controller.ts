import { Body, Controller, Get, Param, Post } from '@nestjs/common';
import { CurrentUser } from '../auth/current-user.decorator';
import { ZodBodyPipe } from '../common/zod-body.pipe';
import {
  invitationInputSchema,
  type InvitationInput,
  type InvitationResult,
  type InvitationView,
  type InviteMessage,
} from '../contracts/invitation.contract';
import type { User } from '../contracts/user.rules';
import { InvitationsService } from './invitations.service';

@Controller('events/:eventId')
export class InvitationsController {
  constructor(private readonly invitations: InvitationsService) {}

  /** The event time is written in the event's own zone, named after the time. */
  @Get('invite-message')
  inviteMessage(@CurrentUser() user: User, @Param('eventId') eventId: string): Promise<InviteMessage> {
    return this.invitations.inviteMessage(user, eventId);
  }

  @Get('invitations')
  list(@CurrentUser() user: User, @Param('eventId') eventId: string): Promise<InvitationView[]> {
    return this.invitations.list(user, eventId);
  }

  @Post('invitations')
  invite(
    @CurrentUser() user: User,
    @Param('eventId') eventId: string,
    @Body(new ZodBodyPipe(invitationInputSchema)) body: InvitationInput,
  ): Promise<InvitationResult> {
    return this.invitations.invite(user, eventId, body);
  }
}
