import './button.css';
import type { ComponentProps, ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { cx } from '@/lib/cx';
import { Spinner } from './spinner';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger' | 'danger-outline';
export type ButtonSize = 'sm' | 'md' | 'lg';

interface ButtonLookProps {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** Full width of its container. */
  block?: boolean;
  /** Shown before the label. */
  icon?: ReactNode;
}

export function buttonClassName({ variant = 'primary', size = 'md', block }: ButtonLookProps, extra?: string): string {
  return cx('btn', `btn--${variant}`, size !== 'md' && `btn--${size}`, block && 'btn--block', extra);
}

export interface ButtonProps extends ComponentProps<'button'>, ButtonLookProps {
  /** While true the button is disabled and shows `pendingLabel` at the same width. */
  pending?: boolean;
  /** The text shown while pending, e.g. 'Saving...'. */
  pendingLabel?: ReactNode;
}

export function Button({
  variant,
  size,
  block,
  icon,
  pending = false,
  pendingLabel,
  className,
  children,
  disabled,
  type = 'button',
  ...rest
}: ButtonProps) {
  return (
    <button
      type={type}
      className={buttonClassName({ variant, size, block }, className)}
      disabled={disabled || pending}
      aria-busy={pending || undefined}
      {...rest}
    >
      <span className="btn__content" data-active={!pending} aria-hidden={pending || undefined}>
        {icon}
        {children}
      </span>
      {pendingLabel !== undefined && (
        <span className="btn__content" data-active={pending} aria-hidden={!pending || undefined}>
          <Spinner size="sm" />
          {pendingLabel}
        </span>
      )}
    </button>
  );
}

export interface LinkButtonProps extends ComponentProps<typeof Link>, ButtonLookProps {}

/** A router link that looks like a button: use it for anything that only navigates. */
export function LinkButton({ variant, size, block, icon, className, children, ...rest }: LinkButtonProps) {
  return (
    <Link className={buttonClassName({ variant, size, block }, className)} {...rest}>
      <span className="btn__content">
        {icon}
        {children}
      </span>
    </Link>
  );
}
