import './identity.css';
import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import type { GuestIdentitySummary } from '@contracts/guest.contract';
import { displayName } from '@contracts/user.rules';
import { StatusBadge } from '@/components/badge';
import { Button, LinkButton } from '@/components/button';
import { Card, SectionCard } from '@/components/card';
import { LoadingScreen } from '@/components/loading-screen';
import { Logo } from '@/components/logo';
import { ScreenMessage } from '@/components/screen-message';
import { ApiError, newChangeKey, serverMessage } from '@/lib/api-client';
import { useAuth } from '@/lib/auth';
import { formatCardDate } from '@/lib/date-format';
import { failureToast } from '@/lib/refusal-toast';
import { GUEST_TOKEN_RE, useGuestLinkPreview, useSignInWithGuestLink } from '../api/guest-link';
import { t } from '@/lib/i18n';
import { richMessage } from '@/components/rich-message';

/**
 * A guest's personal link lands here (/guest-link#secret). Opening it changes nothing: the page says whose link it
 * is, and only a button press signs in with it. A device signed in as someone else stays who it is; the only way
 * to switch is the explicit "Sign out and continue as …".
 */
export function GuestLinkScreen() {
  const { hash } = useLocation();
  const token = hash.slice(1);
  const valid = GUEST_TOKEN_RE.test(token);
  const preview = useGuestLinkPreview();
  const { mutate } = preview;

  useEffect(() => {
    if (valid) mutate({ token, idempotencyKey: newChangeKey() });
  }, [valid, token, mutate]);

  if (!valid || (preview.error instanceof ApiError && preview.error.code === 'GUEST_LINK_INVALID')) {
    return (
      <ScreenMessage
        emoji="🔗"
        title={t('guestLink.invalid.title')}
        action={<LinkButton to="/">{t('common.goHome')}</LinkButton>}
      >
        {t('guestLink.invalid.text')}
      </ScreenMessage>
    );
  }
  if (preview.isError) {
    return (
      <ScreenMessage
        emoji="😕"
        title={t('app.error.title')}
        role="alert"
        action={
          <Button onClick={() => mutate({ token, idempotencyKey: newChangeKey() })}>{t('common.tryAgain')}</Button>
        }
      >
        {serverMessage(preview.error) ?? t('guestLink.openFailed')}
      </ScreenMessage>
    );
  }
  if (!preview.data) return <LoadingScreen label={t('guestLink.opening')} />;
  return <GuestLinkDetails token={token} guest={preview.data} />;
}

function GuestLinkDetails({ token, guest }: { token: string; guest: GuestIdentitySummary }) {
  const { user } = useAuth();
  const navigate = useNavigate();
  const signIn = useSignInWithGuestLink();
  const [keys] = useState(() => ({ signIn: newChangeKey(), signOut: newChangeKey() }));
  const name = guest.name;
  const isThisGuest = user?.id === guest.id;

  const continueAs = (signOutFirst: boolean) =>
    signIn.mutate(
      { token, idempotencyKey: keys.signIn, signOutFirst, signOutKey: keys.signOut },
      {
        onSuccess: () => void navigate('/', { replace: true }),
        onError: failureToast(t('guestLink.signInFailed'), t('common.pleaseTryAgain')),
      },
    );

  return (
    <main className="page guest-link">
      <div className="guest-link__intro">
        <Logo size={48} />
        <h1>{t('guestLink.title', { name })}</h1>
        <p className="guest-link__subtitle">{t('guestLink.subtitle', { name })}</p>
      </div>

      <SectionCard titleId="guest-link-answers" title={t('guestLink.potlucks', { name })}>
        {guest.events.length === 0 ? (
          <p className="guest-link__subtitle">{t('guestLink.noAnswers')}</p>
        ) : (
          <ul className="guest-link__events">
            {guest.events.map((event) => (
              <li key={event.id} className="guest-link__event">
                <span>
                  <span className="guest-link__event-name">{event.name}</span>
                  <br />
                  <span className="guest-link__event-date text-secondary text-sm">
                    {event.date === null ? t('datePoll.dateToBeDecided') : formatCardDate(event.date)}
                  </span>
                </span>
                <StatusBadge status={event.status} />
              </li>
            ))}
          </ul>
        )}
        {guest.dishCount > 0 && (
          <p className="guest-link__subtitle">{t('guestLink.dishes', { count: guest.dishCount })}</p>
        )}
      </SectionCard>

      {!user ? (
        <div className="guest-link__actions">
          <Button size="lg" block pending={signIn.isPending} onClick={() => continueAs(false)}>
            {t('guestLink.continueAs', { name })}
          </Button>
          <p className="guest-link__note">{t('guestLink.private', { name })}</p>
        </div>
      ) : isThisGuest ? (
        <div className="guest-link__actions">
          <p className="guest-link__note" role="status">
            {t('guestLink.alreadyThis', { name })}
          </p>
          <LinkButton to="/" size="lg" block>
            {t('guestLink.goToPotlucks')}
          </LinkButton>
        </div>
      ) : (
        <div className="guest-link__actions">
          <Card tone="muted" role="status">
            <p>{richMessage('guestLink.signedInAs', { name: <strong>{displayName(user)}</strong> })}</p>
            {user.isGuest && (
              <p className="guest-link__subtitle">{t('guestLink.afterSignOut', { name: displayName(user) })}</p>
            )}
          </Card>
          <LinkButton to="/" size="lg" block>
            {t('guestLink.stay', { name: displayName(user) })}
          </LinkButton>
          <Button variant="secondary" block pending={signIn.isPending} onClick={() => continueAs(true)}>
            {t('guestLink.switch', { name })}
          </Button>
        </div>
      )}
    </main>
  );
}
