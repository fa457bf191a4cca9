import { Controller, Delete, Get, Param, Put } from '@nestjs/common';
import { CurrentUser } from '../auth/current-user.decorator';
import {
  accountBlockSchema,
  creationPolicySchema,
  eventHiddenSchema,
  type AccountBlockData,
  type CreationPolicyData,
  type EventHiddenData,
} from '../contracts/operator.contract';
import { operatorConsoleSchema, type OperatorConsole } from '../contracts/responses.contract';
import type { User } from '../contracts/user.rules';
import { ApiRoute } from '../platform/common/api-route';
import { ValidBody } from '../platform/common/zod-validation';
import { OperatorService } from './operator.service';

/** The operator's console (/admin in the app): only for the accounts OPERATOR_EMAILS names. */
@Controller('admin')
export class OperatorController {
  constructor(private readonly operator: OperatorService) {}

  @Get('console')
  @ApiRoute({
    operationId: 'getOperatorConsole',
    access: 'operator',
    summary: 'The instance’s figures, the reported events, blocked accounts, who may create events and the audit log',
    response: operatorConsoleSchema,
  })
  console(@CurrentUser() user: User): Promise<OperatorConsole> {
    return this.operator.console(user);
  }

  @Put('events/:eventId/hidden')
  @ApiRoute({
    operationId: 'setEventHidden',
    access: 'operator',
    summary: 'Hide an event from everyone but the operators (it answers as a missing event), or show it again',
    body: eventHiddenSchema,
    example: { hidden: true },
    response: null,
    status: 204,
  })
  setHidden(
    @CurrentUser() user: User,
    @Param('eventId') eventId: string,
    @ValidBody() body: EventHiddenData,
  ): Promise<void> {
    return this.operator.setHidden(user, eventId, body.hidden);
  }

  @Delete('events/:eventId')
  @ApiRoute({
    operationId: 'deleteEventAsOperator',
    access: 'operator',
    summary: 'Delete an event for good, with its answers, dishes and photos',
    response: null,
    status: 204,
  })
  deleteEvent(@CurrentUser() user: User, @Param('eventId') eventId: string): Promise<void> {
    return this.operator.deleteEvent(user, eventId);
  }

  @Put('blocks')
  @ApiRoute({
    operationId: 'setAccountBlocked',
    access: 'operator',
    summary: 'Block an account (its sessions end, it cannot sign in, its events answer as missing), or unblock it',
    body: accountBlockSchema,
    example: { email: 'spam@example.org', blocked: true },
    response: null,
    status: 204,
    errors: { 422: ['UNPROCESSABLE'] },
  })
  setBlocked(@CurrentUser() user: User, @ValidBody() body: AccountBlockData): Promise<void> {
    return this.operator.setBlocked(user, body);
  }

  @Put('creation-policy')
  @ApiRoute({
    operationId: 'setCreationPolicy',
    access: 'operator',
    summary: 'Who may create events: everyone, an allowlist of domains and addresses, or the operators only',
    body: creationPolicySchema,
    example: { mode: 'allowlist', allowlist: ['example.org', 'ana@example.net'] },
    response: null,
    status: 204,
  })
  setCreationPolicy(@CurrentUser() user: User, @ValidBody() body: CreationPolicyData): Promise<void> {
    return this.operator.setCreationPolicy(user, body);
  }
}
