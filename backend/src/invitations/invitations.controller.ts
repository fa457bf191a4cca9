import { Controller, Get, Param, Post } from '@nestjs/common';
import { CurrentUser } from '../auth/current-user.decorator';
import { ApiRoute } from '../platform/common/api-route';
import { ValidBody } from '../platform/common/zod-validation';
import {
  bulkInvitationResultSchema,
  bulkInvitationSchema,
  invitationInputSchema,
  type BulkInvitationData,
  type BulkInvitationResult,
  type InvitationInput,
  type InvitationResult,
  type InvitationView,
  type InviteMessage,
  invitationResultSchema,
  invitationViewSchema,
  inviteMessageSchema,
} from '../contracts/invitation.contract';
import type { User } from '../contracts/user.rules';
import { InvitationsService } from './invitations.service';

@Controller('events/:eventId')
export class InvitationsController {
  constructor(private readonly invitations: InvitationsService) {}

  /** The event time is written in the event's own zone, named after the time. */
  @Get('invite-message')
  @ApiRoute({
    operationId: 'getInviteMessage',
    access: 'event-manage',
    summary: 'A ready-made invitation text',
    response: inviteMessageSchema,
    errors: { 403: ['NOT_HOST'] },
  })
  inviteMessage(@CurrentUser() user: User, @Param('eventId') eventId: string): Promise<InviteMessage> {
    return this.invitations.inviteMessage(user, eventId);
  }

  @Get('invitations')
  @ApiRoute({
    operationId: 'listInvitations',
    access: 'event-manage',
    summary: 'Invitations of an event with their delivery status',
    response: invitationViewSchema.array(),
    errors: { 403: ['NOT_HOST'] },
  })
  list(@CurrentUser() user: User, @Param('eventId') eventId: string): Promise<InvitationView[]> {
    return this.invitations.list(user, eventId);
  }

  @Post('invitations')
  @ApiRoute({
    operationId: 'createInvitation',
    access: 'event-manage',
    summary: 'Invite one guest by e-mail or SMS',
    body: invitationInputSchema,
    example: { email: 'ann@example.org', message: 'Bring your famous pie!' },
    response: invitationResultSchema,
    errors: { 403: ['NOT_HOST', 'ACCOUNT_REQUIRED', 'SMS_NOT_ALLOWED'], 409: ['ALREADY_INVITED'] },
  })
  invite(
    @CurrentUser() user: User,
    @Param('eventId') eventId: string,
    @ValidBody() body: InvitationInput,
  ): Promise<InvitationResult> {
    return this.invitations.invite(user, eventId, body);
  }

  @Post('invitations/bulk')
  @ApiRoute({
    operationId: 'inviteList',
    access: 'event-manage',
    summary: 'Check a list of names and addresses, or invite those that pass',
    body: bulkInvitationSchema,
    example: { rows: [{ name: 'Ann Lee', email: 'ann@example.org' }], send: false },
    response: bulkInvitationResultSchema,
    status: 200,
    errors: { 403: ['NOT_HOST', 'ACCOUNT_REQUIRED'] },
  })
  inviteList(
    @CurrentUser() user: User,
    @Param('eventId') eventId: string,
    @ValidBody() body: BulkInvitationData,
  ): Promise<BulkInvitationResult> {
    return this.invitations.inviteList(user, eventId, body);
  }
}
