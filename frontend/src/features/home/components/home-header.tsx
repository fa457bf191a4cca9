import './home-header.css';
import type { ReactNode } from 'react';
import type { User } from '@contracts/user.rules';
import { t } from '@/lib/i18n';

export interface HomeHeaderProps {
  user: User | null;
  /** The profile control (composed by the route: features do not import each other). */
  profileAction?: ReactNode;
}

/** "Hi, {greeting name}" with the profile button beside it. */
export function HomeHeader({ user, profileAction }: HomeHeaderProps) {
  // The greeting name (nickname, else first name); without one, the catalogue's "Hi, there!".
  const ownName = user?.nickname?.trim() || user?.firstName?.trim() || null;
  return (
    <header className="home-header split">
      <div>
        <h1 className="home-header__greeting">
          {t('home.greeting', { name: ownName ?? '', hasName: ownName ? 'yes' : 'no' })}{' '}
          <span aria-hidden="true">👋</span>
        </h1>
        <p className="home-header__sub">{t('home.subtitle')}</p>
      </div>
      {profileAction}
    </header>
  );
}
