import './empty-state.css';
import type { ReactNode } from 'react';
import { cx } from '@/lib/cx';
import { LinkButton } from './button';

export interface EmptyStateProps {
  emoji: string;
  title?: ReactNode;
  /** One sentence. */
  children?: ReactNode;
  /** One primary action (a Button or LinkButton). */
  action?: ReactNode;
  /** Heading level of the title; 2 inside a page, 1 when it is the whole screen. */
  headingLevel?: 1 | 2 | 3;
  className?: string;
}

export function EmptyState({ emoji, title, children, action, headingLevel = 2, className }: EmptyStateProps) {
  const Heading = `h${headingLevel}` as const;
  return (
    <div className={cx('empty-state', className)}>
      <span className="empty-state__emoji" aria-hidden="true">
        {emoji}
      </span>
      {title && <Heading className="empty-state__title">{title}</Heading>}
      {children && <p className="empty-state__text">{children}</p>}
      {action && <div className="empty-state__action">{action}</div>}
    </div>
  );
}

/** An empty state whose one action leads back to the event's page (`back`: the button's text). */
export function BackToEventState({
  eventId,
  back,
  ...rest
}: Omit<EmptyStateProps, 'action'> & { eventId: string; back: string }) {
  return <EmptyState {...rest} action={<LinkButton to={`/events/${eventId}`}>{back}</LinkButton>} />;
}
