import '@/components/screen.css';
import { LinkButton } from '@/components/button';

/** The event is gone or was never shared with this user. */
export function EventNotFound() {
  return (
    <main className="page page--centered">
      <div className="screen-message">
        <span className="screen-message__emoji" aria-hidden="true">
          🔍
        </span>
        <h1>Event not found</h1>
        <p className="screen-message__text">This event may have been deleted or you don't have access to it.</p>
        <LinkButton to="/" replace>
          Go Home
        </LinkButton>
      </div>
    </main>
  );
}
