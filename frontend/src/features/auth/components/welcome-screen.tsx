import './auth-screens.css';
import { LinkButton } from '@/components/button';
import { Logo } from '@/components/logo';
import { HeroIllustration } from './hero-illustration';
import { AuthLegal } from './auth-legal';

const FEATURES = [
  { emoji: '📨', text: 'Invite friends with one link' },
  { emoji: '🙋', text: 'Collect RSVPs with adult and kid counts' },
  { emoji: '🥘', text: "See who's bringing what, dish by dish" },
];

export function WelcomeScreen() {
  return (
    <main className="page welcome">
      <div className="welcome__top">
        <HeroIllustration />
        <div className="welcome__intro">
          <Logo size={56} />
          <h1 className="welcome__title">Potluck</h1>
          <p className="welcome__tagline">
            Plan potlucks with friends, collect RSVPs and keep track of who's bringing which dish.
          </p>
        </div>
        <ul className="welcome__features">
          {FEATURES.map((f) => (
            <li key={f.text}>
              <span className="welcome__feature-icon" aria-hidden="true">
                {f.emoji}
              </span>
              {f.text}
            </li>
          ))}
        </ul>
      </div>
      <div className="welcome__actions stack">
        <LinkButton to="/signup" size="lg" block>
          Get Started
        </LinkButton>
        <LinkButton to="/login" variant="secondary" size="lg" block>
          Sign In
        </LinkButton>
        <AuthLegal />
      </div>
    </main>
  );
}
