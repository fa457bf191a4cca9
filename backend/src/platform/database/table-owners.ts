/**
 * Who owns each table: the module folder (under backend/src/) whose files alone name it in SQL or map it with an
 * entity (the read models below aside). Any other module asks the owner: its service, or the functions its
 * `*.queries.ts` files export, which take the caller's transaction when the change must be atomic.
 * table-owners.spec.ts reads every source file and fails on SQL naming a table outside its owner and its read models,
 * and on a table of the migrations missing here.
 */
export const TABLE_OWNERS = {
  after_party_sends: 'after-party',
  announcement_recipients: 'conversation',
  announcements: 'conversation',
  calendar_feeds: 'calendar',
  check_ins: 'check-in',
  comment_reactions: 'conversation',
  comments: 'conversation',
  conversation_mutes: 'conversation',
  conversation_settings: 'conversation',
  cost_settings: 'costs',
  cost_shares: 'costs',
  costs: 'costs',
  date_poll_answers: 'date-polls',
  date_poll_notices: 'date-polls',
  date_poll_options: 'date-polls',
  dishes: 'dishes',
  door_helpers: 'check-in',
  email_confirmations: 'mail',
  email_unsubscribes: 'mail',
  event_reports: 'operator',
  event_removals: 'events',
  event_series: 'series',
  answer_reminders: 'notifications',
  event_threads: 'conversation',
  events: 'events',
  host_digest_changes: 'notifications',
  host_digests: 'notifications',
  idempotency_keys: 'platform/idempotency',
  instance_counts: 'platform/metrics',
  instance_settings: 'creation-policy',
  invitations: 'invitations',
  job_helpers: 'jobs',
  jobs: 'jobs',
  list_versions: 'platform/versions',
  live_sockets: 'realtime',
  mail_suppressions: 'mail',
  notification_settings: 'notifications',
  nudge_sends: 'jobs',
  nudge_settings: 'jobs',
  operator_actions: 'operator',
  outbox: 'mail',
  photo_files: 'photos',
  photo_settings: 'photos',
  photo_trash: 'photos',
  photos: 'photos',
  push_reminder_sends: 'notifications',
  push_subscriptions: 'push',
  push_vapid_keys: 'push',
  questions: 'conversation',
  rate_limits: 'platform/rate-limit',
  reminder_sends: 'notifications',
  retention_notices: 'retention',
  retired_guest_join_keys: 'users',
  rsvps: 'rsvps',
  series_notices: 'series',
  sessions: 'auth',
  talk_digest_items: 'conversation',
  talk_digest_sends: 'conversation',
  user_identities: 'users',
  users: 'users',
} as const;

export type Table = keyof typeof TABLE_OWNERS;

/**
 * Read models: the reads that join several owners' tables on purpose, each in one named file (path under
 * backend/src/), with the other owners' tables it may read. They never write those tables.
 */
export const READ_MODELS: Record<string, { file: string; reads: readonly Table[] }> = {
  'the event snapshot and the access check': { file: 'events/event-access.service.ts', reads: ['rsvps', 'users'] },
  'the event lists and the event page': {
    file: 'events/events.service.ts',
    reads: ['dishes', 'rsvps', 'series_notices', 'users'],
  },
  'the event export': { file: 'events/event-export.service.ts', reads: ['rsvps'] },
  'who hears of an event: its reminders, reminders to answer, notices and host digests, with their people': {
    file: 'notifications/recipients.repository.ts',
    reads: [
      'dishes',
      'email_confirmations',
      'email_unsubscribes',
      'events',
      'mail_suppressions',
      'push_subscriptions',
      'rsvps',
      'users',
    ],
  },
  'who hears of an event’s conversation, and how: announcements, replies, answers and the conversation digest': {
    file: 'conversation/conversation-recipients.repository.ts',
    reads: ['email_unsubscribes', 'events', 'notification_settings', 'push_subscriptions', 'rsvps', 'users'],
  },
  'what the conversation’s pages show: its messages with their authors, and the unread questions per event': {
    file: 'conversation/conversation-pages.repository.ts',
    reads: ['events', 'rsvps', 'users'],
  },
  'after the party: who is asked for a recipe, who gets the summary, and the dishes with who brought them': {
    file: 'after-party/party-people.repository.ts',
    reads: ['dishes', 'events', 'rsvps', 'users'],
  },
  'whom a series tells: the guests it invites to an occurrence and those it tells of a cancelled one': {
    file: 'series/series-guests.repository.ts',
    reads: ['email_unsubscribes', 'event_removals', 'events', 'rsvps', 'users'],
  },
  'a photo with whether the event’s host brought its dish (shown like the cover)': {
    file: 'photos/photo-rows.ts',
    reads: ['dishes', 'events'],
  },
  'the nudge: events whose nudge is due before them': { file: 'jobs/nudge.sql.ts', reads: ['events'] },
  'the operator’s console: reports with their events and hosts, and the instance’s figures': {
    file: 'operator/operator.repository.ts',
    reads: ['events', 'users'],
  },
  'a person’s own data export (every column that names them: account/person-columns.ts)': {
    file: 'account/account-data.repository.ts',
    reads: [
      'announcements',
      'calendar_feeds',
      'comment_reactions',
      'comments',
      'conversation_mutes',
      'conversation_settings',
      'date_poll_answers',
      'date_poll_options',
      'dishes',
      'event_removals',
      'event_series',
      'events',
      'invitations',
      'job_helpers',
      'jobs',
      'notification_settings',
      'push_subscriptions',
      'event_reports',
      'questions',
      'rsvps',
      'user_identities',
      'users',
    ],
  },
};

/**
 * The one write every module makes to a table it does not own: each change to an event bumps the event's version
 * first thing in its transaction (platform/versions), whichever module makes the change.
 */
export const SHARED_WRITES: Record<string, readonly Table[]> = {
  'platform/versions/versions.service.ts': ['events'],
};
