import type { PersonRef } from '../contracts/common.rules';
import type { User } from '../contracts/user.rules';
import type { UserEntity } from './user.entity';

export function toUser(e: UserEntity): User {
  return {
    id: e.id,
    email: e.email,
    isGuest: e.isGuest,
    firstName: e.firstName,
    lastName: e.lastName,
    nickname: e.nickname,
    profileImageUrl: e.profileImageUrl,
    phoneNumber: e.phoneNumber,
    locale: e.locale,
    createdAt: e.createdAt.toISOString(),
    updatedAt: e.updatedAt.toISOString(),
  };
}

/** The user columns other modules' mappers read (the entity itself stays inside the users module). */
export type UserRow = Pick<
  UserEntity,
  'id' | 'firstName' | 'lastName' | 'nickname' | 'email' | 'profileImageUrl' | 'isGuest'
>;

/** How a person appears to others in an event (host, guest, dish contributor). */
export function toPersonRef(e: UserRow): PersonRef {
  return { id: e.id, firstName: e.firstName, lastName: e.lastName, nickname: e.nickname };
}

/**
 * A person, with their e-mail only when the viewer may see it (the host, or the person themself): see
 * canSeePersonalData in the RSVP mapper. The profile picture (an address on Google's host) goes only to the person
 * themself (`viewerId`): shown to anyone else, it would let Google learn who looks at which guest list. Proxying it
 * through our origin would keep the pictures, at the cost of a fetching, caching and permission-checking route;
 * initials for everyone else are simpler and leak nothing.
 */
export function toPersonWithContact(
  e: UserRow,
  showEmail: boolean,
  viewerId: string | null,
): PersonRef & { email: string | null; profileImageUrl: string | null; isGuest: boolean } {
  return {
    ...toPersonRef(e),
    email: showEmail ? e.email : null,
    profileImageUrl: viewerId !== null && e.id === viewerId ? e.profileImageUrl : null,
    isGuest: e.isGuest,
  };
}
