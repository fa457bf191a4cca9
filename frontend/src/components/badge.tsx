import './badge.css';
import type { ComponentProps, ReactNode } from 'react';
import { cx } from '@/lib/cx';
import { t, type MessageKey } from '@/lib/i18n';

export type BadgeTone = 'neutral' | 'accent' | 'going' | 'maybe' | 'not-going' | 'danger' | 'outline';

export interface BadgeProps extends ComponentProps<'span'> {
  tone?: BadgeTone;
  /** A small icon or emoji before the text, so colour is never the only signal. */
  icon?: ReactNode;
}

export function Badge({ tone = 'neutral', icon, className, children, ...rest }: BadgeProps) {
  return (
    <span className={cx('badge', tone !== 'neutral' && `badge--${tone}`, className)} {...rest}>
      {icon}
      {children}
    </span>
  );
}

export type RsvpStatusValue = 'attending' | 'maybe' | 'not_attending';

const STATUS: Record<RsvpStatusValue, { tone: BadgeTone; label: MessageKey; icon: string }> = {
  attending: { tone: 'going', label: 'rsvp.status.attending', icon: '✓' },
  maybe: { tone: 'maybe', label: 'rsvp.status.maybe', icon: '?' },
  not_attending: { tone: 'not-going', label: 'rsvp.status.notAttending', icon: '✕' },
};

export function rsvpStatusLabel(status: RsvpStatusValue): string {
  return t(STATUS[status].label);
}

/** Going / Maybe / Not Going pill in the status colours; null shows 'No Response'. */
export function StatusBadge({ status, className }: { status: RsvpStatusValue | null; className?: string }) {
  if (!status) {
    return (
      <Badge tone="outline" className={className}>
        {t('rsvp.status.none')}
      </Badge>
    );
  }
  const s = STATUS[status];
  return (
    <Badge tone={s.tone} className={className} icon={<span aria-hidden="true">{s.icon}</span>}>
      {t(s.label)}
    </Badge>
  );
}
