import { Controller, Delete, Get, Param, Post, Put } from '@nestjs/common';
import { CurrentUser } from '../auth/current-user.decorator';
import { ApiRoute } from '../platform/common/api-route';
import { ValidBody } from '../platform/common/zod-validation';
import {
  checkInInputSchema,
  checkInResultSchema,
  doorHelperInputSchema,
  doorDutySchema,
  doorHelperSchema,
  doorViewSchema,
  myCheckInCodeSchema,
  type CheckInInput,
  type CheckInResult,
  type DoorDuty,
  type DoorHelper,
  type DoorHelperInput,
  type DoorView,
  type MyCheckInCode,
} from '../contracts/check-in.contract';
import type { User } from '../contracts/user.rules';
import { CheckInService } from './check-in.service';

const CODE_EXAMPLE = `0f8fad5bd9cb469fa16570867728950e${'Qx3_9kLmT2vB7nR4sW1yZa'}`;

@Controller('events/:eventId')
export class CheckInController {
  constructor(private readonly checkIns: CheckInService) {}

  @Get('door')
  @ApiRoute({
    operationId: 'getDoor',
    access: 'event-door',
    summary: 'The door: every going household by name and size, who arrived, and the counts',
    response: doorViewSchema,
    errors: { 403: ['NOT_DOOR'] },
  })
  door(@CurrentUser() user: User, @Param('eventId') eventId: string): Promise<DoorView> {
    return this.checkIns.door(user, eventId);
  }

  @Put('check-ins/:rsvpId')
  @ApiRoute({
    operationId: 'checkIn',
    access: 'event-door',
    summary: 'Mark a going household arrived (by its code, or by name), with its dish or not; never twice',
    body: checkInInputSchema,
    example: { code: CODE_EXAMPLE, withDish: true },
    response: checkInResultSchema,
    status: 200,
    errors: { 403: ['NOT_DOOR'], 404: ['CHECK_IN_CODE_UNKNOWN', 'RSVP_NOT_FOUND'], 409: ['RSVP_NOT_GOING'] },
  })
  checkIn(
    @CurrentUser() user: User,
    @Param('eventId') eventId: string,
    @Param('rsvpId') rsvpId: string,
    @ValidBody() body: CheckInInput,
  ): Promise<CheckInResult> {
    return this.checkIns.checkIn(user, eventId, rsvpId, body);
  }

  @Delete('check-ins/:rsvpId')
  @ApiRoute({
    operationId: 'undoCheckIn',
    access: 'event-door',
    summary: 'Take back an arrival marked by mistake',
    response: doorViewSchema,
    status: 200,
    errors: { 403: ['NOT_DOOR'] },
  })
  undo(
    @CurrentUser() user: User,
    @Param('eventId') eventId: string,
    @Param('rsvpId') rsvpId: string,
  ): Promise<DoorView> {
    return this.checkIns.undo(user, eventId, rsvpId);
  }

  @Get('check-in/my-code')
  @ApiRoute({
    operationId: 'getMyCheckInCode',
    access: 'event-read',
    summary: "The caller's household's check-in code and its QR code, while the household is going",
    response: myCheckInCodeSchema,
    errors: { 409: ['RSVP_NOT_GOING'] },
  })
  myCode(@CurrentUser() user: User, @Param('eventId') eventId: string): Promise<MyCheckInCode> {
    return this.checkIns.myCode(user, eventId);
  }

  @Get('door-helpers')
  @ApiRoute({
    operationId: 'listDoorHelpers',
    access: 'event-manage',
    summary: 'The accounts the hosts let check guests in',
    response: doorHelperSchema.array(),
    errors: { 403: ['NOT_HOST'] },
  })
  helpers(@CurrentUser() user: User, @Param('eventId') eventId: string): Promise<DoorHelper[]> {
    return this.checkIns.helpers(user, eventId);
  }

  @Post('door-helpers')
  @ApiRoute({
    operationId: 'addDoorHelper',
    access: 'event-manage',
    summary: 'Let an account (by its sign-in address) check guests in at the door',
    body: doorHelperInputSchema,
    example: { email: 'sam@example.com' },
    response: doorHelperSchema.array(),
    status: 200,
    errors: { 403: ['NOT_HOST'], 404: ['DOOR_HELPER_NOT_FOUND'], 422: ['TOO_MANY_DOOR_HELPERS'] },
  })
  addHelper(
    @CurrentUser() user: User,
    @Param('eventId') eventId: string,
    @ValidBody() body: DoorHelperInput,
  ): Promise<DoorHelper[]> {
    return this.checkIns.addHelper(user, eventId, body);
  }

  @Delete('door-helpers/:userId')
  @ApiRoute({
    operationId: 'removeDoorHelper',
    access: 'event-manage',
    summary: 'Stop letting an account check guests in',
    response: doorHelperSchema.array(),
    status: 200,
    errors: { 403: ['NOT_HOST'] },
  })
  removeHelper(
    @CurrentUser() user: User,
    @Param('eventId') eventId: string,
    @Param('userId') userId: string,
  ): Promise<DoorHelper[]> {
    return this.checkIns.removeHelper(user, eventId, userId);
  }
}

@Controller('door-duties')
export class DoorDutiesController {
  constructor(private readonly checkIns: CheckInService) {}

  @Get()
  @ApiRoute({
    operationId: 'listDoorDuties',
    access: 'signed-in',
    summary: 'The events whose door the caller helps at: id, name and date',
    response: doorDutySchema.array(),
  })
  duties(@CurrentUser() user: User): Promise<DoorDuty[]> {
    return this.checkIns.duties(user);
  }
}
