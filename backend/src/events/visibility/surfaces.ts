import type { PersonField } from './visibility-policy';
import type { MailKind } from '../../mail/mail.service';
import type { PushKind } from '../../contracts/notifications.contract';

/** A surface that shows people of an event and has no GET route or live message of its own. */
export interface UnroutedSurface {
  /** The file that builds it (relative to backend/src). */
  source: string;
  /** Who receives it. */
  audience: string;
  /** The person fields it may carry; each follows the policy for its audience. */
  carries: readonly PersonField[];
  /** The test that reads it (relative to backend/). */
  checkedBy: string;
}

const LEAK_TEST = 'test/visibility.e2e-spec.ts';

/**
 * Every kind of mail (MAIL_KINDS, named in each mail's Feedback-ID header). The leak test reads each kind it lists
 * as its checker as every recipient receives it, and fails for a kind that is neither read there nor set aside there
 * with a reason.
 */
export const MAIL_SURFACES: Readonly<Record<MailKind, UnroutedSurface>> = {
  invitation: {
    source: 'invitations/invitations.service.ts',
    audience: 'the invited address: the event and the host’s name',
    carries: ['name'],
    checkedBy: LEAK_TEST,
  },
  'personal-link': {
    source: 'mail/mail.service.ts',
    audience: 'the guest themself: their own link',
    carries: ['contact'],
    checkedBy: LEAK_TEST,
  },
  confirmation: {
    source: 'mail/email-confirmation.service.ts',
    audience: 'the address being confirmed',
    carries: ['contact'],
    checkedBy: LEAK_TEST,
  },
  reminder: {
    source: 'notifications/notifications.service.ts',
    audience: 'each Going or Maybe guest: the event, their own dishes, the categories without one',
    carries: ['brings'],
    checkedBy: LEAK_TEST,
  },
  'answer-reminder': {
    source: 'notifications/notifications.service.ts',
    audience: 'each invited address without an answer and each Maybe guest: the event and when answers close',
    carries: [],
    checkedBy: LEAK_TEST,
  },
  digest: {
    source: 'notifications/digest-changes.ts',
    audience: 'the host: who answered or brought what',
    carries: ['name', 'brings'],
    checkedBy: LEAK_TEST,
  },
  waitlist: {
    source: 'invitations/promotion-mailer.ts',
    audience: 'the promoted guest themself',
    carries: ['name'],
    checkedBy: LEAK_TEST,
  },
  'date-picked': {
    source: 'date-polls/date-poll-mail.ts',
    audience: 'everyone who answered the poll: the event and the date',
    carries: [],
    checkedBy: LEAK_TEST,
  },
  'series-invite': {
    source: 'series/series-notices.service.ts',
    audience: 'the series’ regulars: the new date',
    carries: [],
    checkedBy: LEAK_TEST,
  },
  'series-cancelled': {
    source: 'series/series-notices.service.ts',
    audience: 'the date’s guests: that it is cancelled',
    carries: [],
    checkedBy: LEAK_TEST,
  },
  announcement: {
    source: 'conversation/announcement-delivery.ts',
    audience: 'guests who chose e-mail: the hosts’ own words, under their name',
    carries: ['name', 'wrote'],
    checkedBy: LEAK_TEST,
  },
  'talk-digest': {
    source: 'conversation/conversation-digest.ts',
    audience: 'followers of a thread who chose e-mail: authors named as the policy shows them to the reader',
    carries: ['name', 'wrote'],
    checkedBy: LEAK_TEST,
  },
  'after-party-prompt': {
    source: 'after-party/after-party-notices.service.ts',
    audience: 'each contributor: their own dishes',
    carries: ['brings'],
    checkedBy: LEAK_TEST,
  },
  'after-party-summary': {
    source: 'after-party/after-party-notices.service.ts',
    audience: 'Going guests: who brought what, by the policy’s `brings`; the costs, the reader’s own share only',
    carries: ['name', 'brings', 'costShare'],
    checkedBy: LEAK_TEST,
  },
  'retention-notice': {
    source: 'retention/retention-notices.service.ts',
    audience: 'the host only: their event’s name and the date it will be deleted',
    carries: [],
    checkedBy: LEAK_TEST,
  },
  nudge: {
    source: 'jobs/nudge.service.ts',
    audience: 'the host and going guests who signed up for nothing: the courses and jobs still missing, no one named',
    carries: [],
    checkedBy: 'test/jobs-nudge.e2e-spec.ts',
  },
};

/** Every kind of push (PUSH_KINDS, the start of each push's tag), read or set aside by the leak test as mails are. */
export const PUSH_SURFACES: Readonly<Record<PushKind, UnroutedSurface>> = {
  rsvp: {
    source: 'push/push-notifier.ts',
    audience: 'the host and co-hosts: who answered',
    carries: ['name'],
    checkedBy: LEAK_TEST,
  },
  dish: {
    source: 'push/push-notifier.ts',
    audience: 'the host and co-hosts: who brought which dish',
    carries: ['name', 'brings'],
    checkedBy: LEAK_TEST,
  },
  promoted: {
    source: 'push/push-notifier.ts',
    audience: 'the promoted guest themself',
    carries: [],
    checkedBy: LEAK_TEST,
  },
  reminder: {
    source: 'notifications/notifications.service.ts',
    audience: 'each Going or Maybe guest: the event and their own dishes; a Maybe guest: when answers close',
    carries: ['brings'],
    checkedBy: LEAK_TEST,
  },
  'date-picked': {
    source: 'date-polls/date-poll-notices.service.ts',
    audience: 'everyone who answered the poll: the event and the date',
    carries: [],
    checkedBy: LEAK_TEST,
  },
  'series-invite': {
    source: 'series/series-notices.service.ts',
    audience: 'the series’ regulars: the new date',
    carries: [],
    checkedBy: LEAK_TEST,
  },
  'series-cancelled': {
    source: 'series/series-notices.service.ts',
    audience: 'the date’s guests: that it is cancelled',
    carries: [],
    checkedBy: LEAK_TEST,
  },
  'talk-thread': {
    source: 'conversation/conversation-notifier.ts',
    audience: 'the author and repliers of a thread: authors named as the policy shows them to the reader',
    carries: ['name', 'wrote'],
    checkedBy: LEAK_TEST,
  },
  'talk-answers': {
    source: 'conversation/conversation-notifier.ts',
    audience: 'the guest who asked: the answering host’s name and words',
    carries: ['name', 'wrote'],
    checkedBy: LEAK_TEST,
  },
  announcement: {
    source: 'conversation/announcement-delivery.ts',
    audience: 'guests who chose push: the hosts’ own words',
    carries: ['wrote'],
    checkedBy: LEAK_TEST,
  },
  'after-party': {
    source: 'after-party/after-party-notices.service.ts',
    audience: 'each contributor: their own dishes',
    carries: ['brings'],
    checkedBy: LEAK_TEST,
  },
  nudge: {
    source: 'jobs/nudge.service.ts',
    audience: 'the host and going guests who signed up for nothing: the courses and jobs still missing, no one named',
    carries: [],
    checkedBy: 'test/jobs-nudge.e2e-spec.ts',
  },
};

/**
 * The other surfaces without a GET route or live message of their own (text messages, pages answered to a form).
 * The leak test reads every GET route and live message type as every role; a route or type it does not read must
 * be named below, so a new surface cannot ship without a decision.
 */
export const UNROUTED_SURFACES: Readonly<Record<string, UnroutedSurface & { kind: 'sms' | 'page' }>> = {
  'invitation text message': {
    kind: 'sms',
    source: 'mail/mail-templates.ts',
    audience: 'the invited phone number',
    carries: ['name'],
    checkedBy: LEAK_TEST,
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
  'GET /api/callback/oidc/:provider': 'the sign-in redirect of an OpenID Connect provider',
  'GET /api/guest-link/:token': 'a redirect to the link page',
  'GET /api/email-confirmation/:token': 'a confirmation page for the link’s own address',
  'GET /api/calendar-feed': 'the caller’s own feed link',
  'GET /api/calendar-feed/:file': 'events, no guests (its secret is the caller’s own)',
  'GET /api/unsubscribe': 'the link’s own address',
  'GET /api/notification-settings': 'the caller’s own choices',
  'GET /api/notification-settings/conversation': 'the caller’s own choices',
  'GET /api/push/public-key': 'the server’s key',
  'GET /api/planning/slot-suggestion': 'numbers',
  'GET /api/door-duties': 'the events the caller helps at the door of: names and dates, no guests',
  'GET /api/photos/:photoId/:hash/:file': 'an image file, no caption or author',
  'GET /{*path}': 'the app shell',
};

/** Live message types that carry no person of an event: ids and the change alone (pages read again with their rights). */
export const MESSAGES_WITHOUT_EVENT_PEOPLE: Readonly<Record<string, string>> = {
  event_deleted: 'the event’s id',
  talk_updated: 'which part of the conversation changed',
  question_updated: 'ids, only to the asker and the managers',
  costs_updated: 'the event’s id (pages read the costs again with their rights)',
  check_ins_updated: 'how many households and people arrived, only to the managers and the door helpers',
  joined: 'the answer to a join',
  error: 'a refusal',
};
