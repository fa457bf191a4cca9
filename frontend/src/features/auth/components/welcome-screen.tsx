import './auth-screens.css';
import { useSyncExternalStore } from 'react';
import { LinkButton } from '@/components/button';
import { Logo } from '@/components/logo';
import { HeroIllustration } from './hero-illustration';
import { t } from '@/lib/i18n';
import { ACCOUNT_DELETED_ID } from '@/lib/navigation';
import { AuthLegal } from './auth-legal';

const FEATURES = [
  { emoji: '📨', text: 'welcome.feature.invite' },
  { emoji: '🙋', text: 'welcome.feature.rsvps' },
  { emoji: '🥘', text: 'welcome.feature.dishes' },
] as const;

/**
 * The app lands here with `#account-deleted` once a person deleted their account, and the screen says it is done.
 * The prerendered page (which a signed-out visitor gets without any of the app's code) holds the notice, shown by
 * the stylesheet while the address targets it; when the app draws the screen itself the address decides, for as long
 * as the page that arrived so is open (a later change of address in the app does not take it away).
 */
const arrivedDeleted = typeof window !== 'undefined' && window.location.hash === `#${ACCOUNT_DELETED_ID}`;

function useAccountDeleted(): boolean {
  // The prerendered page has the notice hidden (its server snapshot), so hydrating it matches; the address decides.
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
      <p id={ACCOUNT_DELETED_ID} className="welcome__notice" role="status" data-shown={accountDeleted || undefined}>
        {t('welcome.accountDeleted')}
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
