import type { QueryClient } from '@tanstack/react-query';
import type { PhotoView } from '@contracts/photo.contract';
import type { PublicEvent } from '@contracts/event.contract';
import type { RsvpView } from '@contracts/rsvp.contract';
import type { SignInOptions, User } from '@contracts/user.rules';
import { queryKeys } from '@/lib/query-keys';

interface ServerData {
  publicEvent?: PublicEvent;
  /** Who the request's session belongs to; null: nobody is signed in (no session, or it has ended). */
  currentUser?: User | null;
  /** /join/{id} signed in: the visitor's saved answer to the event (null: none yet). */
  joinAnswer?: ServerJoinAnswer;
  /** /join/{id} with a cover the host shows there. */
  joinCover?: PhotoView;
  /** /join/{id} with the dish photos the host shows there. */
  joinDishPhotos?: PhotoView[];
  /** /login on a server with providers besides Google: the buttons the sign-in screen starts with. */
  signInProviders?: SignInOptions['providers'];
}

/** A signed-in visitor's answer as the join page was rendered with it. */
export interface ServerJoinAnswer {
  eventId: string;
  userId: string;
  rsvp: Pick<
    RsvpView,
    'status' | 'adultCount' | 'kidCount' | 'dietaryRestrictions' | 'allergies' | 'bringingSupplies' | 'waitlistPosition'
  > | null;
}

let joinAnswer: ServerJoinAnswer | undefined;
let joinCover: { eventId: string; photo: PhotoView } | undefined;
let joinDishPhotos: { eventId: string; photos: PhotoView[] } | undefined;
let signInProviders: SignInOptions['providers'] | undefined;

/** The sign-in providers the server rendered /login with, if it did. */
export function serverSignInProviders(): SignInOptions['providers'] | undefined {
  return signInProviders;
}

/** The cover the server rendered the join page of this event with, if any. */
export function serverJoinCover(eventId: string): PhotoView | undefined {
  return joinCover?.eventId === eventId ? joinCover.photo : undefined;
}

/** The dish photos the server rendered the join page of this event with (none when it showed none). */
export function serverJoinDishPhotos(eventId: string): PhotoView[] {
  return joinDishPhotos?.eventId === eventId ? joinDishPhotos.photos : [];
}

/**
 * The answer the server rendered /join/{eventId} with for this user, so the join screen starts with the same panel
 * (no placeholder while the event view loads); undefined when the page did not come with one.
 */
export function serverJoinAnswer(eventId: string, userId: string | undefined): ServerJoinAnswer | undefined {
  return joinAnswer?.eventId === eventId && joinAnswer.userId === userId ? joinAnswer : undefined;
}

/** When this page load began: anything cached after it came from the server during this visit. */
export const pageLoadedAt = Date.now();

/** The join screen has taken the server's markup over: later visits of it load the answer themselves. */
export function forgetServerJoinAnswer(): void {
  joinAnswer = undefined;
}

/**
 * The data a server-rendered page embeds (`<script type="application/json" id="potluck-data">`, never executed)
 * goes straight into the query cache, so the app shows the same content without asking for it again.
 * Returns whether the page came with content from the server.
 */
export function seedServerData(client: QueryClient): boolean {
  if (typeof document === 'undefined') return false;
  const script = document.getElementById('potluck-data');
  if (!script?.textContent) return false;
  let data: ServerData;
  try {
    data = JSON.parse(script.textContent) as ServerData;
  } catch {
    return false;
  }
  if (data.publicEvent) {
    client.setQueryData(queryKeys.publicEvent(data.publicEvent.id), data.publicEvent, { updatedAt: Date.now() });
  }
  joinAnswer = data.joinAnswer;
  signInProviders = data.signInProviders;
  joinCover = data.publicEvent && data.joinCover ? { eventId: data.publicEvent.id, photo: data.joinCover } : undefined;
  joinDishPhotos =
    data.publicEvent && data.joinDishPhotos ? { eventId: data.publicEvent.id, photos: data.joinDishPhotos } : undefined;
  if (data.currentUser !== undefined) {
    client.setQueryData(queryKeys.currentUser(), data.currentUser, { updatedAt: Date.now() });
  }
  return true;
}
