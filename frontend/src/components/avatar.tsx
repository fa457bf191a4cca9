import './avatar.css';
import { useState } from 'react';
import { cx } from '@/lib/cx';

export interface AvatarProps {
  /** One or two letters, e.g. from `initials(user)` in user.contract. */
  initials: string;
  src?: string | null;
  size?: 'sm' | 'md' | 'lg';
  /** Accessible name; leave out when the person's name is already next to the avatar. */
  label?: string;
  className?: string;
}

export function Avatar({ initials, src, size = 'md', label, className }: AvatarProps) {
  const [broken, setBroken] = useState(false);
  const a11y = label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true };
  return (
    <span className={cx('avatar', size !== 'md' && `avatar--${size}`, className)} {...a11y}>
      {src && !broken ? (
        <img src={src} alt="" referrerPolicy="no-referrer" onError={() => setBroken(true)} />
      ) : (
        initials
      )}
    </span>
  );
}
