// Which chunk of a locale's messages a key ships in. The first screens (the join link, the app's shell, the offline
// banner, toasts and the texts of a refused change, which can show on any screen) read the core, loaded before the
// first render; each other group loads with the lazy screen or part that reads it, before that renders
// (`loadMessages`). Server-only texts (mails, CSV, push, API errors) never ship to the browser. A key's group is its
// longest matching prefix here, else its first segment's; the budget test checks each screen's code reads no key
// outside the groups it loads.

export const MESSAGE_GROUPS = [
  'core',
  'event',
  'dish',
  'home',
  'profile',
  'legal',
  'guest',
  'admin',
  'costs',
  'door',
  // The shared contracts' messages (`validation.*`): they load with the forms' schemas (loadFormSchemas), before a form
  // can show one.
  'validation',
] as const;
export type MessageGroup = (typeof MESSAGE_GROUPS)[number];

const SERVER_ONLY = 'server';

const PREFIXES: Record<string, MessageGroup | typeof SERVER_ONLY> = {
  app: 'core',
  auth: 'core',
  common: 'core',
  date: 'core',
  join: 'core',
  language: 'core',
  nav: 'core',
  notFound: 'core',
  personalLink: 'core',
  rsvp: 'core',
  slot: 'core',
  stillNeeded: 'core',
  toast: 'core',
  // A change's toasts and labels (the offline queue can report one on any screen) and what the join link shows.
  'dish.addFailed': 'core',
  'dish.added': 'core',
  'dish.addedText': 'core',
  'dish.badge': 'core',
  'dish.changeLabel': 'core',
  'dish.deleteFailed': 'core',
  'dish.deleteFailedText': 'core',
  'dish.deleted': 'core',
  'dish.deletedText': 'core',
  'dish.flag': 'core',
  'dish.refused': 'core',
  'dish.removeLabel': 'core',
  'dish.signedOutReason': 'core',
  'dish.updateFailed': 'core',
  'dish.updated': 'core',
  'dish.updatedText': 'core',
  'event.changeLabel': 'core',
  // The live indicator ships with the signed-in screens' shared code (vite.config.ts): its words with the core.
  'event.live': 'core',
  'event.delete.changeLabel': 'core',
  'event.delete.changeLabelUnnamed': 'core',
  'event.delete.failed': 'core',
  'event.delete.failedText': 'core',
  'event.form.createFailed': 'core',
  'event.form.updateFailed': 'core',
  'event.notFound': 'core',
  'event.theme': 'core',
  'event.when': 'core',
  'profile.changeLabel': 'core',
  'profile.open': 'core',
  'profile.updateFailed': 'core',
  'profile.updateFailedText': 'core',
  // Read only past the first screens: the host's guest list, the failed-changes list, sign in, the language setting.
  'app.failed': 'event',
  'app.failed.fallbackReason': 'core',
  'auth.home': 'legal',
  'auth.legal': 'legal',
  'auth.signIn': 'legal',
  'join.code': 'home',
  'join.metaDescription': SERVER_ONLY,
  'join.metaDescriptionWithPlace': SERVER_ONLY,
  // The page a report sent from the join page answers with is the server's alone.
  'report.sentTitle': SERVER_ONLY,
  'report.sentText': SERVER_ONLY,
  'report.failedTitle': SERVER_ONLY,
  'report.backToEvent': SERVER_ONLY,
  'language.label': 'profile',
  'language.notSaved': 'profile',
  'language.pseudo': 'profile',
  'rsvp.coHostFailed': 'event',
  'rsvp.guest': 'event',
  'rsvp.guests': 'event',
  'rsvp.letBackInDone': 'event',
  'rsvp.letBackInFailed': 'event',
  'rsvp.promoteFailed': 'event',
  'rsvp.remove': 'event',
  'rsvp.removeFailed': 'event',
  'rsvp.removeFailedText': 'event',
  'rsvp.removed': 'event',
  'rsvp.removedDone': 'event',
  'rsvp.removedDoneText': 'event',
  'rsvp.respondedOn': 'event',
  'rsvp.yours': 'event',
  // This round's features load with the screens that show them; what the offline queue can report on any screen
  // (a change's toast or label) stays in the core.
  conversation: 'event',
  'conversation.commentChange': 'core',
  'conversation.failed': 'core',
  'conversation.questions.unread': 'home',
  'conversation.settings': 'profile',
  'conversation.notify': SERVER_ONLY,
  kitchen: 'dish',
  // Jobs besides food: the event page's card; what the offline queue reports (a sign-up's toasts) stays in the core.
  jobs: 'event',
  'jobs.toast': 'core',
  'jobs.join': 'core',
  handOff: 'event',
  nudge: SERVER_ONLY,
  // The costs screen's words load with it; the event page's link to it reads only its title and one line.
  costs: 'costs',
  'costs.title': 'event',
  'costs.link': 'event',
  'costs.status.open': 'event',
  'costs.changeLabel': 'core',
  'costs.markFailed': 'core',
  'kitchen.toast': 'core',
  // Check-in at the door: its words load with the door screen, the Manage screen (its tool and the door helpers), and
  // the parts that show on other screens (a household's code, a helper's doors on their home) with their own code;
  // what the offline queue can report on any screen (a check-in's label and failure) stays in the core.
  checkIn: 'door',
  door: 'door',
  'door.changeLabel': 'core',
  'door.failed': 'core',
  photos: 'event',
  'photos.changeLabel': 'core',
  'photos.failed': 'core',
  'photos.unreadable': 'core',
  'photos.coverTitle': 'core',
  buffetCards: 'event',
  nextPotluck: 'event',
  afterParty: 'event',
  'afterParty.toast': 'core',
  'afterParty.prompt': SERVER_ONLY,
  'afterParty.summary': SERVER_ONLY,
  series: 'event',
  // The event page's next step and the host's Manage screen.
  nextStep: 'event',
  // The host's own questions: the event form's editor and the guest list's replies (the RSVP form reads none).
  question: 'event',
  manage: 'event',
  theme: 'profile',
  // The signed-in home's event cards.
  'event.card': 'home',
  'event.planning.label': 'home',
  'event.role': 'home',
  myRsvps: 'home',
  event: 'event',
  insights: 'event',
  invite: 'event',
  'mail.locationTbd': 'event',
  welcome: 'legal',
  guestLink: 'guest',
  // The operator's console: only operators ever load it.
  admin: 'admin',
  guestMerge: 'guest',
  mail: SERVER_ONLY,
  csv: SERVER_ONLY,
  push: SERVER_ONLY,
  error: SERVER_ONLY,
  // The planning insights' sentences: the server writes them in the reader's language.
  'insights.say': SERVER_ONLY,
};

/** The group a key ships in, or null when only the server reads it. */
export function groupOf(key: string): MessageGroup | null {
  for (let prefix = key; prefix; prefix = prefix.slice(0, Math.max(prefix.lastIndexOf('.'), 0))) {
    const group = PREFIXES[prefix];
    if (group) return group === SERVER_ONLY ? null : group;
  }
  const first = key.split('.')[0]!;
  return (MESSAGE_GROUPS as readonly string[]).includes(first) ? (first as MessageGroup) : 'core';
}

/**
 * The message groups each lazily loaded part of a screen (a sheet, a card) reads beyond the core, keyed by its module's
 * file name: it renders only once they are loaded (`withMessages`). The screens' own are in their table
 * (app/screens.ts). The budget test counts them in a first visit and checks the built code reads no key outside them.
 */
export const PART_MESSAGES = {
  'failed-changes-sheet': ['dish', 'event'],
  'print-sheet': ['event', 'home', 'costs'],
  'guest-merge-question': ['guest'],
  'profile-sheet': ['profile', 'dish'],
  'removed-guests-list': ['event', 'dish', 'home'],
  'check-in-code-card': ['door'],
  'door-duties-card': ['door'],
} as const satisfies Record<string, readonly MessageGroup[]>;
