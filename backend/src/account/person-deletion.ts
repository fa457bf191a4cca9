import type { PersonColumn } from './person-columns';

/**
 * What happens to a row that names the person when they delete their account:
 * - deleted: the row goes;
 * - anonymized: the row stays for others, the column no longer names anyone (and what the person typed in it is
 *   removed where the row is theirs alone);
 * - handed-over: the row goes to the co-host the person chose for its event, or goes with the event they chose to
 *   delete (and, outside their hosted events, is deleted).
 */
export type DeletionFate = 'deleted' | 'anonymized' | 'handed-over';

/**
 * Every column of PERSON_COLUMNS with its fate and why. Typed by that table, so a column added there does not compile
 * until it is handled here; the deletion's end-to-end test checks each fate against the rows that held a person.
 */
export const PERSON_DELETION: Readonly<Record<PersonColumn, { fate: DeletionFate; why: string }>> = {
  'events.hostId': { fate: 'handed-over', why: 'each hosted event goes to the co-host chosen for it, or is deleted' },
  'event_series.hostId': { fate: 'handed-over', why: 'a series goes with its occurrence to the same co-host' },
  'rsvps.userId': { fate: 'deleted', why: 'their answers leave every event' },
  'dishes.contributorId': { fate: 'deleted', why: 'their dishes count as missing again; the hosts are told' },
  'job_helpers.userId': { fate: 'deleted', why: 'their places on jobs open again' },
  'comments.authorId': {
    fate: 'anonymized',
    why: 'a comment keeps its place for its replies, as a former guest’s, with its text removed',
  },
  'comment_reactions.userId': { fate: 'deleted', why: 'their reactions' },
  'questions.askerId': { fate: 'deleted', why: 'their private questions to the hosts' },
  'questions.answeredBy': { fate: 'anonymized', why: 'the answer belongs to the asker, and stays unsigned' },
  'announcements.authorId': { fate: 'anonymized', why: 'the event’s announcement stays, unsigned' },
  'date_poll_answers.userId': { fate: 'deleted', why: 'their answers to date polls' },
  'photos.uploaderId': {
    fate: 'handed-over',
    why: 'their photos are deleted, but the cover of an event handed to a co-host goes with it',
  },
  'invitations.invitedByUserId': {
    fate: 'handed-over',
    why: 'invitations to an event handed to a co-host stay with it; elsewhere they go',
  },
  'event_removals.userId': { fate: 'deleted', why: 'a removal of the person themself' },
  'event_removals.removedBy': { fate: 'anonymized', why: 'whom they removed stays removed' },
  'notification_settings.userId': { fate: 'deleted', why: 'their settings' },
  'conversation_settings.userId': { fate: 'deleted', why: 'their settings' },
  'conversation_mutes.userId': { fate: 'deleted', why: 'their settings' },
  'calendar_feeds.userId': { fate: 'deleted', why: 'their calendar link stops working' },
  'push_subscriptions.userId': { fate: 'deleted', why: 'no push reaches their browsers any more' },
  'email_confirmations.userId': { fate: 'deleted', why: 'a pending confirmation link stops working' },
  'idempotency_keys.userId': { fate: 'deleted', why: 'answers kept for retries' },
  'announcement_recipients.userId': { fate: 'deleted', why: 'bookkeeping of what was delivered to them' },
  'after_party_sends.userId': { fate: 'deleted', why: 'bookkeeping of what was sent to them' },
  'date_poll_notices.userId': { fate: 'deleted', why: 'bookkeeping of what was sent to them' },
  'push_reminder_sends.userId': { fate: 'deleted', why: 'bookkeeping of what was sent to them' },
  'reminder_sends.userId': { fate: 'deleted', why: 'bookkeeping of what was sent to them' },
  'answer_reminders.userId': { fate: 'deleted', why: 'bookkeeping of what was sent to them' },
  'nudge_sends.userId': { fate: 'deleted', why: 'bookkeeping of what was sent to them' },
  'series_notices.userId': { fate: 'deleted', why: 'bookkeeping of what was sent to them' },
  'talk_digest_items.userId': { fate: 'deleted', why: 'news waiting for their next digest' },
  'talk_digest_sends.userId': { fate: 'deleted', why: 'bookkeeping of what was sent to them' },
  'talk_digest_items.actorId': { fate: 'deleted', why: 'no digest still to go quotes them or names them' },
  'host_digest_changes.actorId': { fate: 'deleted', why: 'no host’s digest still to go names them' },
  'retention_notices.userId': { fate: 'deleted', why: 'a notice to them as host of an event due for deletion' },
  'user_identities.userId': { fate: 'deleted', why: 'the providers they signed in with no longer lead to an account' },
  'costs.payerId': {
    fate: 'anonymized',
    why: 'what they paid stays in the event’s total, paid by a former guest; their payment link and note go',
  },
  'costs.recordedBy': { fate: 'anonymized', why: 'a cost they recorded stays, unsigned' },
  'cost_shares.userId': {
    fate: 'anonymized',
    why: 'their household’s share stays in the split as a former guest’s, with what was paid and confirmed',
  },
  'door_helpers.userId': { fate: 'deleted', why: 'they no longer help at any door' },
  'door_helpers.addedBy': { fate: 'anonymized', why: 'the door helpers they named stay named' },
  'check_ins.checkedInBy': { fate: 'anonymized', why: 'the households they checked in stay arrived' },
  'event_reports.reporterId': {
    fate: 'anonymized',
    why: 'a report stays for the operators, from nobody (the console never showed who sent it)',
  },
};

/**
 * Where a person is named without a foreign key (an id, an address, a name copied into text), and what their deletion
 * does there. The end-to-end test checks the first three, and fails on a column named like a person's (`…userId`,
 * `…email`, `phoneNumber`, `recipient`, `actorName`) that neither this table nor PERSON_COLUMNS lists.
 */
export const PERSON_TRACES: Readonly<Record<string, string>> = {
  'sessions.sess': 'every session of theirs ends at once, on every device (their sockets close with it)',
  'outbox.recipient': 'mail and texts still waiting for their address or phone number are dropped',
  'list_versions.userId': 'the version of their event lists goes',
  'live_sockets.userId': 'their open sockets close with their sessions; the rows go with the sockets',
  'rate_limits.key': 'counters under their id run out with their window, as every counter does',
  'email_unsubscribes.email':
    'kept: an address that asked for no mail stays quiet, whoever signs up with it later (no name, no id)',
  'mail_suppressions.email': 'kept: an address that bounced or complained is not mailed again (no name, no id)',
  'invitations.email': 'kept: an invitation another host typed is that host’s data, until its event goes',
  'invitations.phoneNumber': 'kept, as its address',
  'email_confirmations.email': 'goes with its row, which names the person',
  'reminder_sends.email': 'goes with its row, which names the person',
  'answer_reminders.email':
    'goes with its row when it names the person; kept with an invitation’s address (that host’s data, as invitations.email)',
  'operator_actions.operatorEmail':
    'kept: the audit log says which operator (named in OPERATOR_EMAILS) took each action, as an audit log must',
  'operator_actions.target': 'kept: the address of an account an operator blocked or unblocked, in the audit log',
  'talk_digest_items.actorName': 'goes with its row, which names the person (talk_digest_items.actorId)',
};
