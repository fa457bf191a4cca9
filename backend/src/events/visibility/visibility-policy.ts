import { canManage, type EventRole } from '../../contracts/event.rules';

/**
 * The one visibility policy: what a viewer may see of a person in an event. Every surface that shows people (REST
 * views, live messages, server-rendered pages, insight sentences, PDFs, exports, mails and pushes) asks it, so a
 * rule is decided here once. The table in backend/docs/visibility.md is generated from `visibilityMarkdown()`.
 *
 * Viewers are the roles the authorization matrix knows, plus the person themself:
 * - anonymous: no session, has the join link
 * - stranger: signed in with the id, no answer; guest: joined from a link without an account
 * - answered: answered the event; contributor: brings a dish
 * - door: a door helper the hosts named, who checks guests in (check-in/): on the door screen, every going guest's name
 *   and household size, whatever the guest list setting; with the event's id, the rest as every signed-in reader
 * - co_host, host: manage the event
 * - removed: removed by a manager: refused everything about the event until let back in, but still holding the
 *   link, so they see what the link shows anyone (the join page)
 * - self: the person the field belongs to
 */
export const VIEWERS = [
  'anonymous',
  'stranger',
  'guest',
  'answered',
  'contributor',
  'door',
  'co_host',
  'host',
  'removed',
  'self',
] as const;
export type Viewer = (typeof VIEWERS)[number];

/**
 * What of a person may be seen:
 * - name: their name wherever they appear (guest list, dish contributor, comment author, PDF "brought by")
 * - contact: e-mail address and phone number
 * - dietary: what they typed as dietary restrictions and allergies
 * - brings: what they bring (which dishes are theirs, the supplies they offered)
 * - wrote: the text of their comments and replies
 * - photos: the dish photos they added
 * - questions: the private questions they asked the hosts
 * - answers: their replies to the host's questions that the host asks for the hosts only (replies to questions for
 *   everyone go where their name goes)
 * - costShare: their household's share of the event's costs and whether they settled it (the totals are everyone's)
 * - paymentNote: the payment link or note they gave as the payer of a cost, so the others can pay them back
 * - receipts: the photos of receipts they added to the event's costs
 */
export const PERSON_FIELDS = [
  'name',
  'contact',
  'dietary',
  'brings',
  'wrote',
  'photos',
  'questions',
  'answers',
  'costShare',
  'paymentNote',
  'receipts',
] as const;
export type PersonField = (typeof PERSON_FIELDS)[number];

/**
 * shown: as written; counted: only as counts over the known restrictions, each of at least DIETARY_MIN_PEOPLE people
 * (never the text, never next to who); hidden: not at all.
 */
export type Sight = 'shown' | 'counted' | 'hidden';

/** The event's settings the policy reads. */
export interface VisibilitySettings {
  /** The host shows the guest list to guests (on by default). */
  showGuestList: boolean;
  /** Guests' dish photos appear on the public join page (off by default; the hosts' own always do). */
  publicDishPhotos: boolean;
}

/** Whom the field belongs to: a manager (the host or a co-host) is named to everyone who may read the event. */
export type Subject = 'guest' | 'manager';

/** A dietary category is shown to non-managers only when at least this many people (answers) share it. */
export const DIETARY_MIN_PEOPLE = 2;

const MANAGERS: readonly Viewer[] = ['host', 'co_host'];
/** Signed in with the event's id and not removed: they may read the event, its dishes and its thread. */
const READERS: readonly Viewer[] = ['stranger', 'guest', 'answered', 'contributor'];

/** What `viewer` may see of `field` of a person, under the event's settings. */
export function sight(field: PersonField, viewer: Viewer, settings: VisibilitySettings, subject: Subject): Sight {
  if (viewer === 'self' || MANAGERS.includes(viewer)) return 'shown';
  if (viewer === 'removed') return sight(field, 'anonymous', settings, subject);
  // The door must know who is at the door; of the rest it sees what any reader with the event's id does.
  if (viewer === 'door') return field === 'name' ? 'shown' : sight(field, 'stranger', settings, subject);
  const reader = READERS.includes(viewer);
  switch (field) {
    case 'name':
    case 'brings':
      // The hosts' names are on the join page; a guest's only while the host shows the guest list.
      return subject === 'manager' || settings.showGuestList ? 'shown' : 'hidden';
    case 'contact':
    case 'questions':
    case 'answers':
    case 'receipts':
    case 'costShare':
      // A household's share is between it and the hosts (and the payers it owes: `seesCostShare`).
      return 'hidden';
    case 'paymentNote':
      // Whoever may read the event may owe the payer; the join page never shows costs.
      return reader ? 'shown' : 'hidden';
    case 'dietary':
      return reader ? 'counted' : 'hidden';
    case 'wrote':
      // The thread is for people signed in with the id.
      return reader ? 'shown' : 'hidden';
    case 'photos':
      return reader || subject === 'manager' || settings.publicDishPhotos ? 'shown' : 'hidden';
  }
}

/** A reader of an event at run time: who they are and their role (null: no session, or no role in the event). */
export interface EventReader {
  userId: string | null;
  /** Null for someone without a session; every signed-in reader who is neither host nor co-host is 'guest'. */
  role: EventRole | null;
  removed?: boolean;
}

/** The viewer a reader is for one person. Readers without a managing role see the same, whatever they did. */
export function viewerOf(reader: EventReader, personId: string | null): Viewer {
  if (reader.removed) return 'removed';
  if (reader.userId !== null && personId !== null && reader.userId === personId) return 'self';
  if (reader.role === null) return 'anonymous';
  if (reader.role === 'guest') return 'stranger';
  return reader.role;
}

/** Whether the reader manages the event (sees every field of everyone). */
export const readerManages = (reader: EventReader): boolean =>
  !reader.removed && reader.role !== null && canManage(reader.role);

/** Whether `reader` may see `field` of the person `personId` as written. */
export function sees(
  reader: EventReader,
  field: PersonField,
  person: { id: string | null; manages: boolean },
  settings: VisibilitySettings,
): boolean {
  return sight(field, viewerOf(reader, person.id), settings, person.manages ? 'manager' : 'guest') === 'shown';
}

/**
 * Whether `reader` may see the share of the household of `personId`: as the table says, and besides to a reader who
 * paid for the event's costs (the payer confirms the shares paid back to them).
 */
export function seesCostShare(
  reader: EventReader,
  person: { id: string | null; manages: boolean },
  settings: VisibilitySettings,
  readerPaid: boolean,
): boolean {
  if (reader.removed) return false;
  return readerPaid || sees(reader, 'costShare', person, settings);
}

/** The settings of an event as the policy reads them (photos default to private, as the event does). */
export const settingsOf = (e: { showGuestList: boolean; publicDishPhotos?: boolean | null }): VisibilitySettings => ({
  showGuestList: e.showGuestList,
  publicDishPhotos: e.publicDishPhotos ?? false,
});

const FIELD_WORDS: Record<PersonField, string> = {
  name: 'name',
  contact: 'e-mail and phone',
  dietary: 'dietary text and allergies',
  brings: 'which dishes and supplies are theirs',
  wrote: 'comments',
  photos: 'dish photos',
  questions: 'questions to the hosts',
  answers: 'replies to questions the host asks for the hosts only',
  costShare: 'share of the costs and whether settled',
  paymentNote: 'payment link or note as a payer',
  receipts: 'receipt photos',
};
const SIGHT_WORDS: Record<Sight, string> = { shown: 'yes', counted: 'counts', hidden: 'no' };

/**
 * The policy as the table in backend/docs/visibility.md (a spec keeps the page equal to it): a row per field of a
 * guest, and per field of a host or co-host where it differs; a column per viewer. A cell that depends on the guest
 * list says so.
 */
export function visibilityMarkdown(): string {
  const cell = (field: PersonField, viewer: Viewer, subject: Subject) => {
    const [on, off] = [true, false].map(
      (showGuestList) => SIGHT_WORDS[sight(field, viewer, { showGuestList, publicDishPhotos: false }, subject)],
    );
    return on === off ? on : `${on} if list shown`;
  };
  const rows: string[][] = [];
  for (const field of PERSON_FIELDS)
    rows.push([`guest: ${FIELD_WORDS[field]}`, ...VIEWERS.map((v) => cell(field, v, 'guest'))]);
  for (const field of PERSON_FIELDS) {
    const cells = VIEWERS.map((v) => cell(field, v, 'manager'));
    if (cells.some((c, i) => c !== cell(field, VIEWERS[i], 'guest')))
      rows.push([`host or co-host: ${FIELD_WORDS[field]}`, ...cells]);
  }
  const header = ['what of whom, seen by', ...VIEWERS.map((v) => v.replace('_', '-'))];
  const widths = header.map((h, i) => Math.max(3, h.length, ...rows.map((r) => r[i].length)));
  const line = (cells: string[]) => `| ${cells.map((c, i) => c.padEnd(widths[i])).join(' | ')} |`;
  return [line(header), line(widths.map((w) => '-'.repeat(w))), ...rows.map(line)].join('\n');
}
