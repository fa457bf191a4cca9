import './home-header.css';
import type { ReactNode } from 'react';
import { greetingName, type User } from '@contracts/user.rules';

export interface HomeHeaderProps {
  user: User | null;
  /** The profile control (composed by the route: features do not import each other). */
  profileAction?: ReactNode;
}

/** "Hi, {greeting name}" with the profile button beside it. */
export function HomeHeader({ user, profileAction }: HomeHeaderProps) {
  return (
    <header className="home-header">
      <div>
        <h1 className="home-header__greeting">
          Hi, {greetingName(user)}! <span aria-hidden="true">👋</span>
        </h1>
        <p className="home-header__sub">Ready for your next potluck?</p>
      </div>
      {profileAction}
    </header>
  );
}
