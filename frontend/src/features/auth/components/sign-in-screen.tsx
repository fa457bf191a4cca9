import './auth-screens.css';
import { useEffect, useState, type FormEvent } from 'react';
import { Button, LinkButton } from '@/components/button';
import { IconGoogle, IconHome } from '@/components/icons';
import { Logo } from '@/components/logo';
import { hardNavigate } from '@/lib/navigation';
import { loginUrl, takePostLoginRedirect } from '@/lib/storage';
import { t } from '@/lib/i18n';
import { AuthLegal } from './auth-legal';

export function SignInScreen() {
  const [leaving, setLeaving] = useState(false);

  // Coming back with the browser's back button restores this page from the bfcache: re-enable the button.
  useEffect(() => {
    const onPageShow = (e: PageTransitionEvent) => e.persisted && setLeaving(false);
    window.addEventListener('pageshow', onPageShow);
    return () => window.removeEventListener('pageshow', onPageShow);
  }, []);

  // A real form: before the app has started (the page is prerendered) the browser itself goes to the sign-in; once it
  // runs, the app adds the page to come back to.
  const continueWithGoogle = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    setLeaving(true);
    // The stored target is used once: it travels to the server as ?redirect= and is forgotten here.
    hardNavigate(loginUrl(takePostLoginRedirect()));
  };

  return (
    <main className="page">
      <div className="sign-in__top">
        <LinkButton to="/" variant="ghost" className="btn--icon" aria-label={t('auth.home')}>
          <IconHome />
        </LinkButton>
      </div>
      <div className="sign-in__body">
        <div className="sign-in__intro">
          <Logo size={56} />
          <h1>{t('auth.signIn.title')}</h1>
          <p className="sign-in__subtitle">{t('auth.signIn.subtitle')}</p>
        </div>
        <form method="get" action={loginUrl()} onSubmit={continueWithGoogle}>
          <Button
            type="submit"
            variant="secondary"
            size="lg"
            block
            className="btn--google"
            icon={<IconGoogle />}
            pending={leaving}
          >
            {t('common.continueWithGoogle')}
          </Button>
        </form>
        <AuthLegal />
      </div>
    </main>
  );
}
