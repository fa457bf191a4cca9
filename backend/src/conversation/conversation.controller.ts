import { Controller, Get, Param, Post, Put } from '@nestjs/common';
import { CurrentUser } from '../auth/current-user.decorator';
import { ApiRoute } from '../platform/common/api-route';
import { ValidBody, ValidQuery } from '../platform/common/zod-validation';
import {
  announcementInputSchema,
  announcementViewSchema,
  answerInputSchema,
  questionInputSchema,
  questionViewSchema,
  conversationMuteSchema,
  conversationQuerySchema,
  conversationViewSchema,
  type AnnouncementInput,
  type AnnouncementView,
  type AnswerInput,
  type QuestionInput,
  type QuestionView,
  type ConversationMute,
  type ConversationQuery,
  type ConversationView,
  type UnreadQuestions,
  unreadQuestionsSchema,
} from '../contracts/conversation.contract';
import type { User } from '../contracts/user.rules';
import { AnnouncementsService } from './announcements.service';
import { QuestionsService } from './questions.service';
import { ConversationService } from './conversation.service';

@Controller()
export class ConversationController {
  constructor(
    private readonly conversation: ConversationService,
    private readonly announcements: AnnouncementsService,
    private readonly questions: QuestionsService,
  ) {}

  // The public paths and operation ids keep the conversation's old word "talk": installed apps call them.
  @Get('events/:eventId/talk')
  @ApiRoute({
    operationId: 'getEventTalk',
    access: 'event-read',
    summary: "The event's conversation as the caller may see it: announcements, questions, the thread",
    query: conversationQuerySchema,
    response: conversationViewSchema,
  })
  view(
    @CurrentUser() user: User,
    @Param('eventId') eventId: string,
    @ValidQuery() query: ConversationQuery,
  ): Promise<ConversationView> {
    return this.conversation.view(user, eventId, query.comments);
  }

  @Post('events/:eventId/announcements')
  @ApiRoute({
    operationId: 'createAnnouncement',
    access: 'event-manage',
    summary: 'Send an announcement to the guests who answered (host and co-hosts)',
    body: announcementInputSchema,
    example: { body: 'We start at 7 pm now, not 6.', audience: 'going_maybe', includeWaitlist: false },
    response: announcementViewSchema,
  })
  announce(
    @CurrentUser() user: User,
    @Param('eventId') eventId: string,
    @ValidBody() body: AnnouncementInput,
  ): Promise<AnnouncementView> {
    return this.announcements.create(user, eventId, body);
  }

  @Post('events/:eventId/announcements/read')
  @ApiRoute({
    operationId: 'readAnnouncements',
    access: 'event-read',
    summary: "Mark the event's announcements to the caller as read",
    response: null,
    status: 204,
  })
  readAnnouncements(@CurrentUser() user: User, @Param('eventId') eventId: string): Promise<void> {
    return this.announcements.markRead(user, eventId);
  }

  @Put('events/:eventId/talk-mute')
  @ApiRoute({
    operationId: 'muteEventTalk',
    access: 'event-read',
    summary: "Mute or unmute push and e-mail about the event's conversation for the caller",
    body: conversationMuteSchema,
    example: { muted: true },
    response: null,
    status: 204,
  })
  mute(
    @CurrentUser() user: User,
    @Param('eventId') eventId: string,
    @ValidBody() body: ConversationMute,
  ): Promise<void> {
    return this.announcements.setMuted(user, eventId, body.muted);
  }

  @Post('events/:eventId/questions')
  @ApiRoute({
    operationId: 'askQuestion',
    access: 'event-read',
    summary: 'Ask the host a private question (seen only by the asker, the host and co-hosts)',
    body: questionInputSchema,
    example: { body: 'Is there parking nearby?' },
    response: questionViewSchema,
    errors: { 422: ['TOO_MANY_QUESTIONS'] },
  })
  ask(
    @CurrentUser() user: User,
    @Param('eventId') eventId: string,
    @ValidBody() body: QuestionInput,
  ): Promise<QuestionView> {
    return this.questions.ask(user, eventId, body);
  }

  @Post('events/:eventId/questions/read')
  @ApiRoute({
    operationId: 'readQuestions',
    access: 'event-manage',
    summary: "Mark the event's questions as read (host and co-hosts)",
    response: null,
    status: 204,
  })
  readQuestions(@CurrentUser() user: User, @Param('eventId') eventId: string): Promise<void> {
    return this.questions.markRead(user, eventId);
  }

  @Get('questions/unread')
  @ApiRoute({
    operationId: 'countUnreadQuestions',
    access: 'signed-in',
    summary: 'Unread questions per event the caller hosts or co-hosts, for the event cards',
    response: unreadQuestionsSchema,
  })
  unread(@CurrentUser() user: User): Promise<UnreadQuestions> {
    return this.questions.unreadByEvent(user);
  }

  @Put('questions/:questionId/answer')
  @ApiRoute({
    operationId: 'answerQuestion',
    access: 'event-manage',
    summary: 'Answer a question privately, or also as an announcement (host and co-hosts)',
    body: answerInputSchema,
    example: { answer: 'Yes, on the street after 6 pm.', announce: null },
    response: questionViewSchema,
    errors: { 404: ['QUESTION_NOT_FOUND'] },
  })
  answer(
    @CurrentUser() user: User,
    @Param('questionId') questionId: string,
    @ValidBody() body: AnswerInput,
  ): Promise<QuestionView> {
    return this.questions.answer(user, questionId, body);
  }
}
