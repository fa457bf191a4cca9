import './bottom-nav.css';
import type { ReactNode } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { IconCalendar, IconPlusCircle, IconTicket, IconUser } from './icons';
import { t } from '@/lib/i18n';

export interface BottomNavProps {
  /** Profile is a dialog, not a route. */
  onProfileClick: () => void;
  profileOpen: boolean;
}

// Events is highlighted for / and every /events/ page.
export function activeNavItem(pathname: string): 'events' | 'create' | 'join' | null {
  if (pathname === '/' || pathname.startsWith('/events/')) return 'events';
  if (pathname === '/create-event') return 'create';
  if (pathname === '/join' || pathname.startsWith('/join/')) return 'join';
  return null;
}

export function BottomNav({ onProfileClick, profileOpen }: BottomNavProps) {
  const { pathname } = useLocation();
  const active = activeNavItem(pathname);
  return (
    <nav className="bottom-nav" aria-label={t('nav.label')}>
      <ul className="bottom-nav__list">
        <NavItem to="/" label={t('nav.events')} icon={<IconCalendar />} current={active === 'events'} />
        <NavItem to="/create-event" label={t('nav.create')} icon={<IconPlusCircle />} current={active === 'create'} />
        <NavItem to="/join" label={t('nav.join')} icon={<IconTicket />} current={active === 'join'} />
        <li>
          <button
            type="button"
            className="bottom-nav__item"
            onClick={onProfileClick}
            aria-haspopup="dialog"
            aria-expanded={profileOpen}
          >
            <span className="bottom-nav__icon">
              <IconUser />
            </span>
            {t('nav.profile')}
          </button>
        </li>
      </ul>
    </nav>
  );
}

function NavItem({ to, label, icon, current }: { to: string; label: string; icon: ReactNode; current: boolean }) {
  return (
    <li>
      <Link to={to} className="bottom-nav__item" aria-current={current ? 'page' : undefined}>
        <span className="bottom-nav__icon">{icon}</span>
        {label}
      </Link>
    </li>
  );
}
