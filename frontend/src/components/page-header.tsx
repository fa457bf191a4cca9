import './page-header.css';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { buttonClassName } from './button';
import { IconArrowLeft } from './icons';

export interface PageHeaderProps {
  title: ReactNode;
  subtitle?: ReactNode;
  /** A path to link back to, or a handler (e.g. history back with a fallback). */
  back?: string | (() => void);
  /** Accessible name of the back control. */
  backLabel?: string;
  /** Buttons on the right (a menu, 'Done'). */
  actions?: ReactNode;
}

export function PageHeader({ title, subtitle, back, backLabel = 'Back', actions }: PageHeaderProps) {
  const backClass = buttonClassName({ variant: 'ghost' }, 'btn--icon page-header__back');
  return (
    <header className="page-header">
      {typeof back === 'string' && (
        <Link to={back} className={backClass} aria-label={backLabel}>
          <IconArrowLeft />
        </Link>
      )}
      {typeof back === 'function' && (
        <button type="button" onClick={back} className={backClass} aria-label={backLabel}>
          <IconArrowLeft />
        </button>
      )}
      <div className="page-header__text">
        <h1 className="page-header__title">{title}</h1>
        {subtitle && <p className="page-header__subtitle">{subtitle}</p>}
      </div>
      {actions && <div className="page-header__actions">{actions}</div>}
    </header>
  );
}
