import type { PersonRef } from '../contracts/common.contract';
import type { User } from '../contracts/user.contract';
import type { UserEntity } from './user.entity';

export function toUser(e: UserEntity): User {
  return {
    id: e.id,
    email: e.email,
    firstName: e.firstName,
    lastName: e.lastName,
    nickname: e.nickname,
    profileImageUrl: e.profileImageUrl,
    phoneNumber: e.phoneNumber,
    createdAt: e.createdAt.toISOString(),
    updatedAt: e.updatedAt.toISOString(),
  };
}

/** The user columns other modules' mappers read (the entity itself stays inside the users module). */
export type UserRow = Pick<UserEntity, 'id' | 'firstName' | 'lastName' | 'nickname' | 'email' | 'profileImageUrl'>;

/** How a person appears to others in an event (host, guest, dish contributor). */
export function toPersonRef(e: UserRow): PersonRef {
  return { id: e.id, firstName: e.firstName, lastName: e.lastName, nickname: e.nickname };
}

/** A person with the contact details the event's other people see. */
export function toPersonWithContact(e: UserRow): PersonRef & { email: string; profileImageUrl: string | null } {
  return { ...toPersonRef(e), email: e.email, profileImageUrl: e.profileImageUrl };
}
