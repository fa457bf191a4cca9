import './screen.css';
import { Spinner } from './spinner';

/** Full-page wait, e.g. while the sign-in state is unknown or a screen's code loads. */
export function LoadingScreen({ label = 'Loading...' }: { label?: string }) {
  return (
    <main className="page page--centered" aria-busy="true">
      <div className="screen-message" role="status">
        <Spinner size="lg" />
        <p className="screen-message__text">{label}</p>
      </div>
    </main>
  );
}
