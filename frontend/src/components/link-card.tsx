import './link-card.css';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { cardClassName } from './card';
import { IconChevron } from './icons';
import { cx } from '@/lib/cx';

export interface LinkCardProps {
  to: string;
  /** A decorative emoji before the words. */
  icon: string;
  title: ReactNode;
  /** The line under the title; keep its place with a no-break space while its words load, so nothing moves. */
  line: ReactNode;
  /** A short badge before the chevron (unread questions, a share still open). */
  badge?: ReactNode;
  className?: string;
}

/** A card that is one link to another screen of the event: icon, title, a line of figures, a badge and a chevron. */
export function LinkCard({ to, icon, title, line, badge, className }: LinkCardProps) {
  return (
    <Link to={to} className={cardClassName({ interactive: true }, cx('link-card', className))}>
      <span className="link-card__icon" aria-hidden="true">
        {icon}
      </span>
      <span className="link-card__text">
        <span className="link-card__title">{title}</span>
        <span className="link-card__line">{line}</span>
      </span>
      {badge && <span className="link-card__badge">{badge}</span>}
      <IconChevron className="link-card__chevron" />
    </Link>
  );
}
