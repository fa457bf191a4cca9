import './screen.css';
import type { ReactNode } from 'react';

export interface ScreenMessageProps {
  emoji: string;
  title: string;
  children: ReactNode;
  /** The way on: Go Home, Try Again, Reload. */
  action: ReactNode;
  /** 'alert' when the screen replaces one that failed. */
  role?: 'alert';
}

/** A whole screen that is only a message: not found, offline, failed. */
export function ScreenMessage({ emoji, title, children, action, role }: ScreenMessageProps) {
  return (
    <main className="page page--centered">
      <div className="screen-message" role={role}>
        <span className="screen-message__emoji" aria-hidden="true">
          {emoji}
        </span>
        <h1>{title}</h1>
        <p className="screen-message__text">{children}</p>
        {action}
      </div>
    </main>
  );
}
