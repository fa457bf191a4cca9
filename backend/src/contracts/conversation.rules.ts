// Limits and fixed sets of the conversation around an event (announcements, questions to the host, the thread),
// shared by the API and the app.

export const ANNOUNCEMENT_MAX_LENGTH = 500;
export const QUESTION_MAX_LENGTH = 1000;
export const ANSWER_MAX_LENGTH = 1000;
export const COMMENT_MAX_LENGTH = 1000;

/** Who an announcement goes to, by their answer: Going; Going and Maybe; everyone who answered. */
export const ANNOUNCEMENT_AUDIENCES = ['going', 'going_maybe', 'everyone'] as const;
export type AnnouncementAudience = (typeof ANNOUNCEMENT_AUDIENCES)[number];

/** The small fixed set of reactions to a comment (names; the app draws them). */
export const COMMENT_REACTIONS = ['thumbs_up', 'heart', 'laugh', 'party', 'wow'] as const;
export type CommentReaction = (typeof COMMENT_REACTIONS)[number];

/**
 * Per-person rate limits (fixed windows counted in PostgreSQL, shared by every replica) and per-event caps: a
 * stranger with the link can write comments and questions, so each has a ceiling.
 */
export const CONVERSATION_LIMITS = {
  commentsPerPerson: { limit: 20, windowSeconds: 600 },
  questionsPerPerson: { limit: 5, windowSeconds: 3600 },
  announcementsPerEvent: { limit: 10, windowSeconds: 86_400 },
  reactionsPerPerson: { limit: 60, windowSeconds: 600 },
  commentsPerEvent: 2000,
  /** Comments one person keeps in one event's thread: a few identities cannot fill the thread for everyone. */
  commentsPerPersonPerEvent: 100,
  questionsPerPersonPerEvent: 50,
  /**
   * Pushes about the conversation (replies, answers) one person receives per hour; past it the news goes to their
   * e-mail digest instead.
   */
  conversationPushesPerPerson: { limit: 10, windowSeconds: 3600 },
} as const;

/**
 * How a person hears about conversations (announcements, answers to their questions, replies to their comments):
 * push to their browsers, an e-mail digest, or nothing. Mute per event wins over it.
 */
export const CONVERSATION_CHANNELS = ['push', 'digest', 'none'] as const;
export type ConversationChannel = (typeof CONVERSATION_CHANNELS)[number];

/** The thread's newest comments (with their replies) a conversation shows first; "Show earlier" adds as many again. */
export const THREAD_PAGE = 50;
