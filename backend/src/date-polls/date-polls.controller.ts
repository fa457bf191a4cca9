import { Controller, Get, Param, Post, Put } from '@nestjs/common';
import { CurrentUser } from '../auth/current-user.decorator';
import { apiRoutesAnswering } from '../platform/common/api-route';
import { ValidBody } from '../platform/common/zod-validation';
import {
  datePollAnswersInputSchema,
  datePollPickInputSchema,
  datePollViewSchema,
  type DatePollAnswersInput,
  type DatePollPickInput,
  type DatePollView,
} from '../contracts/date-poll.contract';
import type { User } from '../contracts/user.rules';
import { DatePollsService } from './date-polls.service';

const OPTION = '5f1c1a6e-3f0b-4c1e-9d2a-2b8f4f0e7a11';

/** Every route answers the poll as the caller sees it, its options reordered by the answers so far. */
const DatePollRoute = apiRoutesAnswering(datePollViewSchema);

@Controller('events/:eventId/date-poll')
export class DatePollsController {
  constructor(private readonly polls: DatePollsService) {}

  @Get()
  @DatePollRoute({
    operationId: 'getDatePoll',
    access: 'event-read',
    summary: "The event's date options best first, with who answered what as the guest-list switch allows",
  })
  view(@CurrentUser() user: User, @Param('eventId') eventId: string): Promise<DatePollView> {
    return this.polls.view(user, eventId);
  }

  /** Replaces the caller's answers to the options it names (answering again is the same request). */
  @Put('answers')
  @DatePollRoute({
    operationId: 'answerDatePoll',
    access: 'event-read',
    summary: "Answer the date options (yes, maybe = 'if need be', no) for the caller",
    body: datePollAnswersInputSchema,
    example: { answers: [{ optionId: OPTION, answer: 'yes' }] },
    errors: { 404: ['NO_DATE_POLL', 'POLL_OPTION_NOT_FOUND'], 409: ['POLL_CLOSED'] },
  })
  answer(
    @CurrentUser() user: User,
    @Param('eventId') eventId: string,
    @ValidBody() body: DatePollAnswersInput,
  ): Promise<DatePollView> {
    return this.polls.answer(user, eventId, body);
  }

  /** The host or a co-host picks the date: final, and everyone who answered is told once. */
  @Post('pick')
  @DatePollRoute({
    operationId: 'pickPollDate',
    access: 'event-manage',
    summary: "Make one option the event's date, close the poll and tell everyone who answered",
    body: datePollPickInputSchema,
    example: { optionId: OPTION },
    status: 200,
    errors: { 403: ['NOT_HOST'], 404: ['NO_DATE_POLL', 'POLL_OPTION_NOT_FOUND'], 409: ['POLL_CLOSED'] },
  })
  pick(
    @CurrentUser() user: User,
    @Param('eventId') eventId: string,
    @ValidBody() body: DatePollPickInput,
  ): Promise<DatePollView> {
    return this.polls.pick(user, eventId, body.optionId);
  }
}
