import './spinner.css';
import { cx } from '@/lib/cx';

export interface SpinnerProps {
  size?: 'sm' | 'md' | 'lg';
  /** When given, the spinner announces itself (role=status); otherwise it is decorative. */
  label?: string;
  className?: string;
}

export function Spinner({ size = 'md', label, className }: SpinnerProps) {
  const ring = <span className={cx('spinner', `spinner--${size}`, className)} aria-hidden="true" />;
  if (!label) return ring;
  return (
    <span role="status" className="spinner-wrap">
      {ring}
      <span className="visually-hidden">{label}</span>
    </span>
  );
}
