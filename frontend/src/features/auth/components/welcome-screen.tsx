import './auth-screens.css';
import { useSyncExternalStore } from 'react';
import { LinkButton } from '@/components/button';
import { Logo } from '@/components/logo';
import { HeroIllustration } from './hero-illustration';
import { t } from '@/lib/i18n';
import { AuthLegal } from './auth-legal';

const FEATURES = [
  { emoji: '📨', text: 'welcome.feature.invite' },
  { emoji: '🙋', text: 'welcome.feature.rsvps' },
  { emoji: '🥘', text: 'welcome.feature.dishes' },
] as const;

/**
 * The app lands here with `?account-deleted` once a person deleted their account: the screen says it is done, for as
 * long as the page that arrived so is open (a later change of address in the app does not take it away).
 */
const arrivedDeleted =
  typeof window !== 'undefined' && new URLSearchParams(window.location.search).has('account-deleted');

function useAccountDeleted(): boolean {
  // The prerendered page has no notice (its server snapshot), so hydrating it matches; the address then decides.
  return useSyncExternalStore(
    noChanges,
    () => arrivedDeleted,
    () => false,
  );
}

const noChanges = () => () => undefined;

export function WelcomeScreen() {
  const accountDeleted = useAccountDeleted();
  return (
    <main className="page welcome">
      <p className="welcome__notice" role="status">
        {accountDeleted ? t('welcome.accountDeleted') : null}
      </p>
      <div className="welcome__top">
        <HeroIllustration />
        <div className="welcome__intro">
          <Logo size={56} />
          <h1 className="welcome__title">Potluck</h1>
          <p className="welcome__tagline">{t('welcome.tagline')}</p>
        </div>
        <ul className="welcome__features">
          {FEATURES.map((f) => (
            <li key={f.text}>
              <span className="welcome__feature-icon" aria-hidden="true">
                {f.emoji}
              </span>
              {t(f.text)}
            </li>
          ))}
        </ul>
      </div>
      <div className="welcome__actions stack">
        <LinkButton to="/signup" size="lg" block>
          {t('welcome.getStarted')}
        </LinkButton>
        <LinkButton to="/login" variant="secondary" size="lg" block>
          {t('welcome.signIn')}
        </LinkButton>
        <AuthLegal />
      </div>
    </main>
  );
}
