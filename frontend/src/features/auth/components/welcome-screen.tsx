import './auth-screens.css';
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

export function WelcomeScreen() {
  return (
    <main className="page welcome">
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
