import type { PersonField } from './visibility-policy';

/**
 * Every surface that shows people of an event and has no GET route or live message of its own (mails, pushes, text
 * messages, pages answered to a form), and every GET route and live message that carries no person of an event. The
 * leak test (test/visibility.e2e-spec.ts) reads every GET route and live message type as every role; a route or
 * type it does not read must be named here, so a new surface cannot ship without a decision.
 */
export interface UnroutedSurface {
  kind: 'mail' | 'push' | 'sms' | 'page';
  /** The file that builds it (relative to backend/src). */
  source: string;
  /** Who receives it. */
  audience: string;
  /** The person fields it may carry; each follows the policy for its audience. */
  carries: readonly PersonField[];
  /** The test that reads it (relative to backend/). */
  checkedBy: string;
}

export const UNROUTED_SURFACES: Readonly<Record<string, UnroutedSurface>> = {
  'invitation mail': {
    kind: 'mail',
    source: 'mail/mail-templates.ts',
    audience: 'the invited address (the host names only the host)',
    carries: ['name'],
    checkedBy: 'test/invitations.e2e-spec.ts',
  },
  'invitation text message': {
    kind: 'sms',
    source: 'mail/mail-templates.ts',
    audience: 'the invited phone number',
    carries: ['name'],
    checkedBy: 'test/invitations.e2e-spec.ts',
  },
  'reminder mail': {
    kind: 'mail',
    source: 'mail/mail-templates.ts',
    audience: 'each guest: the event and their own dish',
    carries: ['brings'],
    checkedBy: 'test/reminders.e2e-spec.ts',
  },
  'host digest mail': {
    kind: 'mail',
    source: 'notifications/digest-changes.ts',
    audience: 'the host and co-hosts (managers see names)',
    carries: ['name', 'brings'],
    checkedBy: 'test/notification-settings.e2e-spec.ts',
  },
  'waitlist promotion mail': {
    kind: 'mail',
    source: 'invitations/promotion-mailer.ts',
    audience: 'the promoted guest themself',
    carries: ['name'],
    checkedBy: 'test/invitations.e2e-spec.ts',
  },
  'after-party mails': {
    kind: 'mail',
    source: 'after-party/after-party-notices.service.ts',
    audience: 'contributors (their own dishes) and Going guests (who brought what, by the policy’s `brings`)',
    carries: ['name', 'brings'],
    checkedBy: 'test/after-party-notices.e2e-spec.ts',
  },
  'date picked mail': {
    kind: 'mail',
    source: 'date-polls/date-poll-mail.ts',
    audience: 'everyone who answered the poll: the event and the date',
    carries: [],
    checkedBy: 'test/date-poll-notices.e2e-spec.ts',
  },
  'conversation digest mail': {
    kind: 'mail',
    source: 'conversation/talk-digest.ts',
    audience: 'followers of a thread: authors named as the thread names them',
    carries: ['name', 'wrote'],
    checkedBy: 'test/talk-notifications.e2e-spec.ts',
  },
  'conversation pushes': {
    kind: 'push',
    source: 'conversation/talk-notifier.ts',
    audience: 'followers of a thread: authors named as the thread names them; questions to their asker and managers',
    carries: ['name', 'wrote', 'questions'],
    checkedBy: 'test/talk-notifications.e2e-spec.ts',
  },
  'host pushes': {
    kind: 'push',
    source: 'push/push-notifier.ts',
    audience: 'the host and co-hosts: who answered or brought a dish',
    carries: ['name', 'brings'],
    checkedBy: 'test/push.e2e-spec.ts',
  },
  'announcement delivery': {
    kind: 'mail',
    source: 'conversation/announcement-delivery.ts',
    audience: 'guests: the hosts’ own words',
    carries: ['wrote'],
    checkedBy: 'test/conversation-delivery.e2e-spec.ts',
  },
  'personal link and address confirmation mails': {
    kind: 'mail',
    source: 'mail/mail-templates.ts',
    audience: 'the person themself',
    carries: ['contact'],
    checkedBy: 'test/attack-mail.e2e-spec.ts',
  },
  'join page after the form (POST /join/{id})': {
    kind: 'page',
    source: 'platform/web/server-rsvp-form.ts',
    audience: 'the person who answered: their own answer, and the join page’s public view',
    carries: ['name', 'dietary', 'brings'],
    checkedBy: 'test/server-rsvp-form.e2e-spec.ts',
  },
};

/** GET routes that show no person of an event (or only the caller's own account), with why. */
export const ROUTES_WITHOUT_EVENT_PEOPLE: Readonly<Record<string, string>> = {
  'GET /api/health': 'the service’s state',
  'GET /api/health/live': 'the process’s state',
  'GET /api/docs': 'the API document',
  'GET /api/login': 'the sign-in page',
  'GET /api/login/dev': 'the development sign-in form',
  'GET /api/callback': 'the sign-in redirect',
  'GET /api/guest-link/:token': 'a redirect to the link page',
  'GET /api/email-confirmation/:token': 'a confirmation page for the link’s own address',
  'GET /api/calendar-feed': 'the caller’s own feed link',
  'GET /api/calendar-feed/:file': 'events, no guests (its secret is the caller’s own)',
  'GET /api/unsubscribe': 'the link’s own address',
  'GET /api/notification-settings': 'the caller’s own choices',
  'GET /api/notification-settings/conversation': 'the caller’s own choices',
  'GET /api/push/public-key': 'the server’s key',
  'GET /api/planning/slot-suggestion': 'numbers',
  'GET /api/photos/:photoId/:hash/:file': 'an image file, no caption or author',
  'GET /{*path}': 'the app shell',
};

/** Live message types that carry no person of an event: ids and the change alone (pages read again with their rights). */
export const MESSAGES_WITHOUT_EVENT_PEOPLE: Readonly<Record<string, string>> = {
  event_deleted: 'the event’s id',
  talk_updated: 'which part of the conversation changed',
  question_updated: 'ids, only to the asker and the managers',
  joined: 'the answer to a join',
  error: 'a refusal',
};
