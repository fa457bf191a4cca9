import type { User } from '../contracts/user.contract';
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
    createdAt: e.createdAt.toISOString(),
    updatedAt: e.updatedAt.toISOString(),
  };
}
