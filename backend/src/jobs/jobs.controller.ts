import { Controller, Delete, Get, Param, Post, Put } from '@nestjs/common';
import { CurrentUser } from '../auth/current-user.decorator';
import { jobInputSchema, nudgeInputSchema, type JobData, type NudgeInput } from '../contracts/jobs.contract';
import type { JobView, NudgeSetting } from '../contracts/jobs.rules';
import { jobViewSchema, nudgeSettingSchema } from '../contracts/responses.contract';
import type { User } from '../contracts/user.rules';
import { ApiRoute } from '../platform/common/api-route';
import { ValidBody } from '../platform/common/zod-validation';
import { EventJobsService } from './jobs.service';
import { NudgeService } from './nudge.service';

/** Adding a job and editing one take the same form and answer the job as it is now. */
const jobForm = {
  body: jobInputSchema,
  example: { title: 'Set up the tables', needed: 2, startsAt: '2026-12-04T17:30' },
  response: jobViewSchema,
};

@Controller('events/:eventId/jobs')
export class EventJobsController {
  constructor(private readonly jobs: EventJobsService) {}

  @Get()
  @ApiRoute({
    operationId: 'listJobs',
    access: 'event-read',
    summary: 'Jobs besides food of an event, oldest first, with who took each',
    response: jobViewSchema.array(),
  })
  list(@CurrentUser() user: User, @Param('eventId') eventId: string): Promise<JobView[]> {
    return this.jobs.list(user, eventId);
  }

  @Post()
  @ApiRoute({
    operationId: 'createJob',
    access: 'event-manage',
    summary: 'Add a job besides food (host and co-hosts)',
    ...jobForm,
    errors: { 422: ['TOO_MANY_JOBS'] },
  })
  create(@CurrentUser() user: User, @Param('eventId') eventId: string, @ValidBody() body: JobData): Promise<JobView> {
    return this.jobs.create(user, eventId, body);
  }

  @Put(':jobId')
  @ApiRoute({
    operationId: 'updateJob',
    access: 'event-manage',
    summary: 'Change a job (host and co-hosts)',
    ...jobForm,
    errors: { 404: ['JOB_NOT_FOUND'] },
  })
  update(
    @CurrentUser() user: User,
    @Param('eventId') eventId: string,
    @Param('jobId') jobId: string,
    @ValidBody() body: JobData,
  ): Promise<JobView> {
    return this.jobs.update(user, eventId, jobId, body);
  }

  @Delete(':jobId')
  @ApiRoute({
    operationId: 'deleteJob',
    access: 'event-manage',
    summary: 'Delete a job and its sign-ups (host and co-hosts)',
    response: null,
    status: 204,
    errors: { 404: ['JOB_NOT_FOUND'] },
  })
  remove(@CurrentUser() user: User, @Param('eventId') eventId: string, @Param('jobId') jobId: string): Promise<void> {
    return this.jobs.remove(user, eventId, jobId);
  }

  @Put(':jobId/helpers/me')
  @ApiRoute({
    operationId: 'takeJob',
    access: 'event-read',
    summary: 'Take a place on a job (a guest with a place at the event); taking it again changes nothing',
    response: jobViewSchema,
    errors: {
      404: ['JOB_NOT_FOUND'],
      409: ['JOB_FULL', 'RSVP_NOT_GOING', 'RSVP_WAITLISTED', 'RSVP_REQUIRED'],
    },
  })
  take(@CurrentUser() user: User, @Param('eventId') eventId: string, @Param('jobId') jobId: string): Promise<JobView> {
    return this.jobs.take(user, eventId, jobId);
  }

  @Delete(':jobId/helpers/me')
  @ApiRoute({
    operationId: 'leaveJob',
    access: 'event-read',
    summary: "Give up one's place on a job",
    response: jobViewSchema,
    status: 200,
    errors: { 404: ['JOB_NOT_FOUND'] },
  })
  leave(@CurrentUser() user: User, @Param('eventId') eventId: string, @Param('jobId') jobId: string): Promise<JobView> {
    return this.jobs.leave(user, eventId, jobId);
  }
}

@Controller('events/:eventId/nudge')
export class NudgeController {
  constructor(private readonly nudges: NudgeService) {}

  @Get()
  @ApiRoute({
    operationId: 'getNudge',
    access: 'event-read',
    summary: 'When the nudge about what is still missing goes: hours before the event, or null when off',
    response: nudgeSettingSchema,
  })
  get(@CurrentUser() user: User, @Param('eventId') eventId: string): Promise<NudgeSetting> {
    return this.nudges.setting(user, eventId);
  }

  @Put()
  @ApiRoute({
    operationId: 'setNudge',
    access: 'event-manage',
    summary: 'Move the nudge or turn it off (host and co-hosts)',
    body: nudgeInputSchema,
    example: { hours: 48 },
    response: nudgeSettingSchema,
  })
  set(
    @CurrentUser() user: User,
    @Param('eventId') eventId: string,
    @ValidBody() body: NudgeInput,
  ): Promise<NudgeSetting> {
    return this.nudges.setSetting(user, eventId, body);
  }
}
