import type { CommentReaction } from '@contracts/conversation.rules';

// Every user-visible English text of the conversation feature, in one place so that it moves into the message
// catalogues in one step. Placeholders are written ICU-style and filled by `format`.

export const talkText = {
  bannerLabel: 'Announcement from the host',
  bannerMore: '{count, plural, one {# more announcement} other {# more announcements}}',
  bannerDismiss: 'Mark as read',
  threadTitle: 'Comments',
  threadEmpty: 'No comments yet. Ask something or say hello.',
  threadClosed: 'The host has closed the comments.',
  commentLabel: 'Write a comment',
  replyLabel: 'Reply to {name}',
  send: 'Send',
  sending: 'Sending...',
  reply: 'Reply',
  edit: 'Edit',
  save: 'Save',
  cancel: 'Cancel',
  delete: 'Delete',
  edited: 'edited',
  you: 'You',
  waiting: 'Waiting to send',
  react: 'React',
  reactionsLabel: 'Reactions',
  reactLabel: 'React with {name}',
  questionsIntroHost: 'Questions guests sent you privately. Only you and your co-hosts see them.',
  removeAllBy: "Remove all of this person's comments",
  closeThread: 'Close comments',
  openThread: 'Reopen comments',
  mute: 'Mute notifications for this event',
  unmute: 'Unmute notifications for this event',
  mutedToast: 'Muted: no push or e-mail about this event’s messages.',
  questionsButton: 'Questions to the host',
  questionsButtonHost: 'Questions ({count} new)',
  unreadOnCard: '{count, plural, one {# new question} other {# new questions}}',
  questionsTitle: 'Questions to the host',
  questionsIntro: 'Only you and the host (and co-hosts) see your questions.',
  questionsEmpty: 'No questions yet.',
  askLabel: 'Your question',
  ask: 'Ask the host',
  asked: 'Question sent to the host.',
  answerLabel: 'Answer {name}',
  answerPrivately: 'Answer privately',
  answerAndAnnounce: 'Answer and announce',
  orAnnounce: 'Or send the answer to guests as an announcement',
  answered: 'Answer',
  notAnswered: 'Not answered yet',
  announceButton: 'Announce',
  announceTitle: 'Send an announcement',
  announceLabel: 'Message',
  audienceLabel: 'Send to',
  audienceGoing: 'Going',
  audienceGoingMaybe: 'Going and Maybe',
  audienceEveryone: 'Everyone who answered',
  includeWaitlist: 'Include the waitlist',
  announceSend: 'Send announcement',
  announced: 'Announcement sent.',
  changedWhen: 'When: {before} → {after}',
  changedWhere: 'Where: {before} → {after}',
  changeIntro: 'Change of plans for {name}:',
  noPlace: '(no place)',
  failed: 'Could not send. Please try again.',
  commentChange: 'Comment',
} as const;

export const REACTION_EMOJI: Record<CommentReaction, { emoji: string; name: string }> = {
  thumbs_up: { emoji: '👍', name: 'thumbs up' },
  heart: { emoji: '❤️', name: 'heart' },
  laugh: { emoji: '😂', name: 'laughter' },
  party: { emoji: '🎉', name: 'party' },
  wow: { emoji: '😮', name: 'surprise' },
};

/** Fills `{name}` placeholders and the `{count, plural, one {...} other {...}}` form used above. */
export function format(template: string, values: Record<string, string | number> = {}): string {
  const plural = template.replace(
    /\{(\w+), plural, one \{([^}]*)\} other \{([^}]*)\}\}/g,
    (_whole, key: string, one: string, other: string) => {
      const n = Number(values[key] ?? 0);
      return (n === 1 ? one : other).replace('#', String(n));
    },
  );
  return plural.replace(/\{(\w+)\}/g, (whole, key: string) => (key in values ? String(values[key]) : whole));
}
