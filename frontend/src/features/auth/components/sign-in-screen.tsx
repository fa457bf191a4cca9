import './auth-screens.css';
import { useEffect, useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router-dom';
import { SIGN_IN_ERRORS, type SignInError, type SignInOptions } from '@contracts/user.rules';
import { Button, LinkButton } from '@/components/button';
import { IconGoogle, IconHome, IconUser } from '@/components/icons';
import { Logo } from '@/components/logo';
import { serverSignInProviders } from '@/app/server-data';
import { apiJson } from '@/lib/api-client';
import { hardNavigate } from '@/lib/navigation';
import { isSafeRedirectPath, loginUrl, takePostLoginRedirect } from '@/lib/storage';
import { t, type MessageKey } from '@/lib/i18n';
import { AuthLegal } from './auth-legal';

const ERROR_MESSAGES: Record<SignInError, MessageKey> = {
  refused: 'auth.signIn.error.refused',
  'unverified-email': 'auth.signIn.error.unverifiedEmail',
  'email-taken': 'auth.signIn.error.emailTaken',
  unavailable: 'auth.signIn.error.unavailable',
  failed: 'auth.signIn.error.failed',
};

type Provider = SignInOptions['providers'][number];

export function SignInScreen() {
  const [search] = useSearchParams();
  const [leaving, setLeaving] = useState<string | null>(null);
  const [providers, setProviders] = useState<Provider[] | null>(() => serverSignInProviders() ?? null);

  // Coming back with the browser's back button restores this page from the bfcache: re-enable the buttons.
  useEffect(() => {
    const onPageShow = (e: PageTransitionEvent) => e.persisted && setLeaving(null);
    window.addEventListener('pageshow', onPageShow);
    return () => window.removeEventListener('pageshow', onPageShow);
  }, []);

  // The server says which providers it offers (in the page when they are not just Google); until it answers, and on
  // the prerendered page, one button starts the server's default sign-in.
  useEffect(() => {
    let live = true;
    apiJson<SignInOptions>('GET', '/api/auth/providers')
      .then((options) => live && options && setProviders(options.providers))
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, []);

  const error = search.get('error');
  const message = SIGN_IN_ERRORS.includes(error as SignInError) ? t(ERROR_MESSAGES[error as SignInError]) : null;
  const asked = search.get('redirect');

  // Real forms: before the app has started (the page is prerendered) the browser itself goes to the sign-in; once it
  // runs, the app adds the page to come back to.
  const start = (provider?: string) => (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    setLeaving(provider ?? 'default');
    // The stored target is used once: it travels to the server as ?redirect= and is forgotten here.
    const stored = takePostLoginRedirect();
    hardNavigate(loginUrl(asked && isSafeRedirectPath(asked) ? asked : stored, provider));
  };

  // Google alone, or the development sign-in (no provider): the one default button, as prerendered.
  const choices = providers?.length && !(providers.length === 1 && providers[0]!.id === 'google') ? providers : null;

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
        {message && (
          <p className="sign-in__error" role="alert">
            {message}
          </p>
        )}
        {choices ? (
          <div className="sign-in__providers">
            {choices.map((provider) => (
              <form key={provider.id} method="get" action="/api/login" onSubmit={start(provider.id)}>
                <input type="hidden" name="provider" value={provider.id} />
                <Button
                  type="submit"
                  variant="secondary"
                  size="lg"
                  block
                  className="btn--google"
                  icon={provider.id === 'google' ? <IconGoogle /> : <IconUser />}
                  pending={leaving === provider.id}
                  disabled={leaving !== null && leaving !== provider.id}
                >
                  {provider.id === 'google'
                    ? t('common.continueWithGoogle')
                    : t('auth.signIn.continueWith', { provider: provider.name })}
                </Button>
              </form>
            ))}
          </div>
        ) : (
          <form method="get" action={loginUrl()} onSubmit={start()}>
            <Button
              type="submit"
              variant="secondary"
              size="lg"
              block
              className="btn--google"
              icon={<IconGoogle />}
              pending={leaving !== null}
            >
              {t('common.continueWithGoogle')}
            </Button>
          </form>
        )}
        <AuthLegal />
      </div>
    </main>
  );
}
