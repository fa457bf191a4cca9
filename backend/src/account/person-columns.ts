/**
 * Every column that names a person (a foreign key to "users"), and what the person's data export does with it: the
 * section of `my-data.json` it fills, or why it is left out (bookkeeping of what was sent, secrets kept as hashes,
 * another person's data). A column added without an entry here fails the export's test, so nothing about a person is
 * forgotten when they ask for their data; person-deletion.ts then says what deleting their account does with it.
 */
export const PERSON_COLUMNS = {
  'events.hostId': { section: 'hostedEvents' },
  'event_series.hostId': { section: 'hostedSeries' },
  'rsvps.userId': { section: 'rsvps' },
  'dishes.contributorId': { section: 'dishes' },
  'comments.authorId': { section: 'comments' },
  'comment_reactions.userId': { section: 'reactions' },
  'questions.askerId': { section: 'questions' },
  'questions.answeredBy': { section: 'answersGiven' },
  'announcements.authorId': { section: 'announcements' },
  'date_poll_answers.userId': { section: 'pollAnswers' },
  'photos.uploaderId': { section: 'photos' },
  'invitations.invitedByUserId': { section: 'invitationsSent' },
  'event_removals.userId': { section: 'removedFrom' },
  'notification_settings.userId': { section: 'settings' },
  'conversation_settings.userId': { section: 'settings' },
  'conversation_mutes.userId': { section: 'settings' },
  'calendar_feeds.userId': { section: 'settings' },
  'push_subscriptions.userId': { section: 'pushSubscriptions' },
  'event_removals.removedBy': { leftOut: 'whom a host removed is the removed person’s data (their removedFrom)' },
  'email_confirmations.userId': { leftOut: 'a pending confirmation link, kept only as a hash' },
  'idempotency_keys.userId': { leftOut: 'answers kept for a few days so that a retried change applies once' },
  'announcement_recipients.userId': { leftOut: 'bookkeeping: which announcements were delivered, and how' },
  'after_party_sends.userId': { leftOut: 'bookkeeping: the after-party mail was sent' },
  'date_poll_notices.userId': { leftOut: 'bookkeeping: the date poll notice was sent' },
  'push_reminder_sends.userId': { leftOut: 'bookkeeping: the reminder push was sent' },
  'reminder_sends.userId': { leftOut: 'bookkeeping: the reminder mail was sent' },
  'series_notices.userId': { leftOut: 'bookkeeping: the series notice was sent' },
  'retention_notices.userId': { leftOut: 'bookkeeping: the host was told their past event will be deleted' },
  'talk_digest_items.userId': { leftOut: 'bookkeeping: thread messages waiting for the next digest' },
  'talk_digest_sends.userId': { leftOut: 'bookkeeping: the digest was sent' },
  'talk_digest_items.actorId': { leftOut: 'another person’s news: what they wrote, waiting for someone’s digest' },
  'host_digest_changes.actorId': { leftOut: 'a host’s news: their answer or dish, waiting for the host’s digest' },
  'user_identities.userId': { section: 'signIns' },
  'event_reports.reporterId': { section: 'reports' },
  'costs.payerId': { section: 'costs' },
  'costs.recordedBy': { section: 'costs' },
  'cost_shares.userId': { section: 'costs' },
} as const satisfies Readonly<Record<string, { section: string } | { leftOut: string }>>;

export type PersonColumn = keyof typeof PERSON_COLUMNS;
