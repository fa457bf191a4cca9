import * as z from 'zod';
import { count } from './answer-fields';
import {
  ANNOUNCEMENT_AUDIENCES,
  ANNOUNCEMENT_MAX_LENGTH,
  ANSWER_MAX_LENGTH,
  COMMENT_MAX_LENGTH,
  COMMENT_REACTIONS,
  CONVERSATION_LIMITS,
  QUESTION_MAX_LENGTH,
  CONVERSATION_CHANNELS,
  THREAD_PAGE,
} from './conversation.rules';

/** A text of the conversation: its messages name what it is (`validation.conversation.{what}Empty`, `…Max`). */
const text = (max: number, what: 'announcement' | 'question' | 'answer' | 'comment') =>
  z.string().trim().min(1, `validation.conversation.${what}Empty`).max(max, `validation.conversation.${what}Max`);

export const announcementAudienceSchema = z.object({
  audience: z.enum(ANNOUNCEMENT_AUDIENCES),
  /** Whether guests on the waitlist get it too. */
  includeWaitlist: z.boolean(),
});

export const announcementInputSchema = announcementAudienceSchema.extend({
  body: text(ANNOUNCEMENT_MAX_LENGTH, 'announcement'),
});
export type AnnouncementInput = z.infer<typeof announcementInputSchema>;

export const questionInputSchema = z.object({ body: text(QUESTION_MAX_LENGTH, 'question') });
export type QuestionInput = z.infer<typeof questionInputSchema>;

export const answerInputSchema = z.object({
  answer: text(ANSWER_MAX_LENGTH, 'answer'),
  /** Also send the answer to guests as an announcement (to this audience); null answers privately. */
  announce: announcementAudienceSchema.nullable().optional(),
});
export type AnswerInput = z.infer<typeof answerInputSchema>;

export const commentInputSchema = z.object({
  body: text(COMMENT_MAX_LENGTH, 'comment'),
  /** A reply names the comment it answers (replies are one level deep). */
  parentId: z.uuid().nullable().optional(),
});
export type CommentInput = z.infer<typeof commentInputSchema>;

export const commentEditSchema = z.object({ body: text(COMMENT_MAX_LENGTH, 'comment') });
export type CommentEdit = z.infer<typeof commentEditSchema>;

export const reactionInputSchema = z.object({ reaction: z.enum(COMMENT_REACTIONS), on: z.boolean() });
export type ReactionInput = z.infer<typeof reactionInputSchema>;

export const threadStateSchema = z.object({ closed: z.boolean() });
export type ThreadState = z.infer<typeof threadStateSchema>;

export const conversationMuteSchema = z.object({ muted: z.boolean() });
export type ConversationMute = z.infer<typeof conversationMuteSchema>;

// ---- Answers ----

export const announcementViewSchema = z.object({
  id: z.uuid(),
  body: z.string(),
  audience: z.enum(ANNOUNCEMENT_AUDIENCES),
  includeWaitlist: z.boolean(),
  /** Null when the author has no name (or is gone): the app writes "The host" in the reader's language. */
  authorName: z.string().nullable(),
  createdAt: z.string(),
  /** Whether the caller has dismissed it (it shows at the top of the event page until then). */
  read: z.boolean(),
});
export type AnnouncementView = z.infer<typeof announcementViewSchema>;

export const questionViewSchema = z.object({
  id: z.uuid(),
  body: z.string(),
  /** Null when the asker has no name: the app writes "A guest" in the reader's language. */
  askerName: z.string().nullable(),
  mine: z.boolean(),
  createdAt: z.string(),
  answer: z.string().nullable(),
  answeredAt: z.string().nullable(),
  /** For the host and co-hosts: whether one of them has seen it. */
  read: z.boolean(),
});
export type QuestionView = z.infer<typeof questionViewSchema>;

export const reactionCountSchema = z.object({
  reaction: z.enum(COMMENT_REACTIONS),
  count,
  mine: z.boolean(),
});

export const commentViewSchema = z.object({
  id: z.uuid(),
  parentId: z.uuid().nullable(),
  /** Only for the host and co-hosts (to remove a person's comments) and the author; null for other guests. */
  authorId: z.uuid().nullable(),
  /**
   * Null for other guests while the host keeps the guest list private (never the name, never an e-mail address), and
   * for someone without a name: the app writes "A guest" in the reader's language.
   */
  authorName: z.string().nullable(),
  /** The author deleted their account: the comment keeps its place for its replies, its body is empty. */
  former: z.boolean(),
  mine: z.boolean(),
  body: z.string(),
  createdAt: z.string(),
  editedAt: z.string().nullable(),
  reactions: z.array(reactionCountSchema),
  canDelete: z.boolean(),
});
export type CommentView = z.infer<typeof commentViewSchema>;

/** Everything the caller may see of an event's conversation, in one answer for the event page. */
export const conversationViewSchema = z.object({
  canManage: z.boolean(),
  muted: z.boolean(),
  announcements: z.array(announcementViewSchema),
  questions: z.array(questionViewSchema),
  unreadQuestions: count,
  thread: z.object({
    closed: z.boolean(),
    /** The newest comments (`?comments=`, THREAD_PAGE unless asked), oldest first, each with its replies. */
    comments: z.array(commentViewSchema),
    /** Comments (not replies) older than those shown. */
    earlier: count,
    /** Every comment of the thread, replies included. */
    total: count,
  }),
});
export type ConversationView = z.infer<typeof conversationViewSchema>;

/** Query of GET /api/events/{id}/talk: how many of the thread's newest comments (not replies) to show. */
export const conversationQuerySchema = z.object({
  comments: z.coerce
    .number({ message: 'validation.field.wholeNumber' })
    .int('validation.field.wholeNumber')
    .min(1, 'validation.field.atLeast')
    .max(CONVERSATION_LIMITS.commentsPerEvent, 'validation.field.atMost')
    .default(THREAD_PAGE),
});
export type ConversationQuery = z.output<typeof conversationQuerySchema>;

/** For the host's event cards: unread questions per event the caller hosts or co-hosts (events with none left out). */
export const unreadQuestionsSchema = z.array(z.object({ eventId: z.uuid(), count }));
export type UnreadQuestions = z.infer<typeof unreadQuestionsSchema>;

/**
 * GET and PUT /api/notification-settings/conversation: how the caller (account or guest) hears about conversations,
 * for every event. Until they choose: push when one of their browsers has push on, else none when they switched e-mail
 * reminders off, else the e-mail digest.
 */
export const conversationNotifySchema = z.object({ channel: z.enum(CONVERSATION_CHANNELS) });
export type ConversationNotify = z.infer<typeof conversationNotifySchema>;
