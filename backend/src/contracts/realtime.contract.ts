import * as z from 'zod';
import type { EventBase, RestrictionCount } from './event.contract';
import type { DishView } from './dish.contract';
import type { GuestList, RsvpView } from './rsvp.contract';
import type { DishSuggestion, EventInsights } from './insights.contract';

// One typed map of every socket message (DESIGN "Realtime").

/** Client → server. A socket follows one thing at a time: a new join replaces the previous one. */
export const clientMessageSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('join_event'), eventId: z.string().max(64) }),
  z.object({ type: z.literal('join_dashboard') }),
]);
export type ClientMessage = z.infer<typeof clientMessageSchema>;

/**
 * What services publish after a commit (and processes pass to each other): the change and `seq`, the event's
 * version after it. Versions step by one per change, so a page that sees a step skipped knows it missed one.
 */
export interface DomainEventMap {
  dish_added: { eventId: string; seq: number; dishId: string };
  /**
   * `handOff`: its contributor offered it to another guest ('offered'), took the offer back ('kept'), or a going
   * guest took it over ('taken'; the dish's contributor is now the taker). The hosts are told of an offer and a take.
   */
  dish_updated: { eventId: string; seq: number; dishId: string; handOff?: 'offered' | 'kept' | 'taken' };
  dish_deleted: { eventId: string; seq: number; dishId: string };
  /**
   * Leaving "Going" removes the guest's dishes in the same change. `answered`: the guest gave or changed their answer
   * themself; false for a host's change to it (co-host, place by hand, removal, letting back in) and for answers moved
   * to an account at sign-in. Only an answer is news for the hosts' pushes and digests.
   */
  rsvp_updated: { eventId: string; seq: number; userId: string; removedDishIds: string[]; answered: boolean };
  event_updated: { eventId: string; seq: number };
  /** A job besides food was added, changed or deleted, or someone took or left it. */
  job_updated: { eventId: string; seq: number; jobId: string };
  /** A waitlisted guest got a place (first in, first out, or by the host's hand). */
  rsvp_promoted: { eventId: string; seq: number; userId: string };
  event_deleted: { eventId: string };
  /** The event's conversation changed (an announcement, the thread): pages read it again. Carries nothing private. */
  talk_updated: { eventId: string; part: 'announcements' | 'thread' };
  /** A private question was asked or answered: delivered only to its asker and the host and co-hosts. */
  question_updated: { eventId: string; questionId: string; askerId: string };
  /** The event's costs or shares changed: pages read them again with their own rights. Carries nothing private. */
  costs_updated: { eventId: string };
  /**
   * A household arrived at the door (or its arrival was undone): the counts only, for the hosts, co-hosts and door
   * helpers, whose door screens read the list again.
   */
  check_ins_updated: { eventId: string; households: number; arrivedHouseholds: number; arrivedPeople: number };
}

/**
 * The event as of the message (at least as new as `seq`), so a page replaces what it shows instead of refetching:
 * its fields and counts, its insights and its dish suggestions. The same for every viewer.
 */
export interface LiveState {
  event: EventBase;
  insights: EventInsights;
  suggestions: DishSuggestion[];
}

/** Server → client. Event pages get the change with the state; dashboards get the bare change. */
export interface ServerMessageMap {
  dish_added: DomainEventMap['dish_added'] & Partial<LiveState> & { dish?: DishView | null };
  dish_updated: DomainEventMap['dish_updated'] & Partial<LiveState> & { dish?: DishView | null };
  dish_deleted: DomainEventMap['dish_deleted'] & Partial<LiveState>;
  /**
   * `rsvp` as the viewer may see it (e-mail addresses only for the host and the guest themselves). `guestList`, to
   * guests: the counts of a guest list read by pages, or null when it is sent whole.
   */
  rsvp_updated: DomainEventMap['rsvp_updated'] &
    Partial<LiveState> & {
      rsvp?: RsvpView | null;
      restrictionSummary?: RestrictionCount[];
      guestList?: GuestList | null;
    };
  event_updated: DomainEventMap['event_updated'] & Partial<LiveState>;
  /** Pages read the event's jobs again (who took a job is per reader). */
  job_updated: DomainEventMap['job_updated'] & Partial<LiveState>;
  event_deleted: DomainEventMap['event_deleted'];
  talk_updated: DomainEventMap['talk_updated'];
  question_updated: DomainEventMap['question_updated'];
  costs_updated: DomainEventMap['costs_updated'];
  check_ins_updated: DomainEventMap['check_ins_updated'];
  /** Sent after the change that gave the guest a place (its `rsvp_updated` or `event_updated` carries the state). */
  rsvp_promoted: DomainEventMap['rsvp_promoted'] & Partial<LiveState>;
  /** Answer to a join: `eventId` null means the dashboard; `seq` is the event's version at the join. */
  joined: { eventId: string | null; seq?: number };
  error: { message: string; code: RealtimeErrorCode; eventId?: string };
}
export type ServerMessageType = keyof ServerMessageMap;

/** Every server message type, for code that must go through them all (the leak test): the map's keys, once. */
export const SERVER_MESSAGE_TYPES = [
  'dish_added',
  'dish_updated',
  'dish_deleted',
  'rsvp_updated',
  'event_updated',
  'job_updated',
  'event_deleted',
  'talk_updated',
  'question_updated',
  'costs_updated',
  'check_ins_updated',
  'rsvp_promoted',
  'joined',
  'error',
] as const satisfies readonly ServerMessageType[];
// A type added to the map and not to the list fails to compile here.
const _everyType: readonly (typeof SERVER_MESSAGE_TYPES)[number][] = [] as ServerMessageType[];
void _everyType;
export type ServerMessage = { [K in ServerMessageType]: { type: K } & ServerMessageMap[K] }[ServerMessageType];

/** The domain events that services publish and the realtime module fans out. */
export type DomainEventType = keyof DomainEventMap;
export type DomainEvent = { [K in DomainEventType]: { type: K } & DomainEventMap[K] }[DomainEventType];

export type RealtimeErrorCode = 'EVENT_NOT_FOUND' | 'BAD_MESSAGE' | 'JOIN_FAILED';
