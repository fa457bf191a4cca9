// Every user-visible English text of the conversation on the server (mail, push, refusals, digest lines), in one
// place so that it moves into the message catalogues in one step. Placeholders are written ICU-style.

export const conversationText = {
  threadClosed: 'The host has closed the comments for this event.',
  commentNotFound: 'Comment not found',
  questionNotFound: 'Question not found',
  notCommentAuthor: 'Only the person who wrote a comment can change it.',
  notCommentDeleter: 'Only the person who wrote a comment or the host can delete it.',
  tooManyComments: 'This event already has {max} comments, the most one thread can hold.',
  tooManyQuestions: 'You have already asked {max} questions about this event.',
  commentsTooFast: 'You are commenting too quickly. Please wait a moment and try again.',
  questionsTooFast: 'You have asked several questions in a short time. Please wait a while before asking again.',
  reactionsTooFast: 'You are reacting too quickly. Please wait a moment and try again.',
  announcementsTooFast: 'This event has had {max} announcements today, the most one day can hold.',
  answerTooLongToAnnounce:
    'An announcement can be at most {max} characters: shorten the answer to send it to everyone.',
  mailSubject: 'News from {eventName}',
  mailIntro: '{authorName} sent an announcement about {eventName}:',
  mailButton: 'Open {eventName}',
  mailStopLabel: 'Stop e-mails about this event',
  pushTitle: '{eventName}',
  digestQuestion: '{name} asked: {body}',
  digestComment: '{name} commented: {body}',
} as const;

/** Replaces `{name}` placeholders with their values. */
export function formatText(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (whole, key: string) => (key in values ? String(values[key]) : whole));
}

/** A short quote of a person's text for a digest line or a push (whole words, with an ellipsis when cut). */
export function excerpt(text: string, max = 80): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max / 2 ? cut.slice(0, space) : cut).trimEnd()}…`;
}
