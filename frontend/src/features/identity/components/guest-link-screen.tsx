import './identity.css';
import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import type { GuestIdentitySummary } from '@contracts/guest.contract';
import { displayName } from '@contracts/user.rules';
import { StatusBadge } from '@/components/badge';
import { Button, LinkButton } from '@/components/button';
import { Card } from '@/components/card';
import { LoadingScreen } from '@/components/loading-screen';
import { Logo } from '@/components/logo';
import { ScreenMessage } from '@/components/screen-message';
import { ApiError, newChangeKey, serverMessage } from '@/lib/api-client';
import { plural } from '@/lib/attendance';
import { useAuth } from '@/lib/auth';
import { formatCardDate } from '@/lib/date-format';
import { toast } from '@/lib/toast-store';
import { GUEST_TOKEN_RE, useGuestLinkPreview, useSignInWithGuestLink } from '../api/guest-link';

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
      <ScreenMessage emoji="🔗" title="This link no longer works" action={<LinkButton to="/">Go Home</LinkButton>}>
        This personal link is not valid any more. It may have been replaced by a newer one.
      </ScreenMessage>
    );
  }
  if (preview.isError) {
    return (
      <ScreenMessage
        emoji="😕"
        title="Something went wrong"
        role="alert"
        action={<Button onClick={() => mutate({ token, idempotencyKey: newChangeKey() })}>Try Again</Button>}
      >
        {serverMessage(preview.error) ?? 'We could not open this link. Please try again.'}
      </ScreenMessage>
    );
  }
  if (!preview.data) return <LoadingScreen label="Opening the link..." />;
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
        onError: (error) =>
          toast({
            title: 'Could not sign in',
            description: serverMessage(error) ?? 'Please try again.',
            variant: 'destructive',
          }),
      },
    );

  return (
    <main className="page guest-link">
      <div className="guest-link__intro">
        <Logo size={48} />
        <h1>{`${name}'s personal link`}</h1>
        <p className="guest-link__subtitle">{`This link signs in as ${name}, a guest without an account.`}</p>
      </div>

      <Card as="section" aria-labelledby="guest-link-answers">
        <h2 id="guest-link-answers" className="card__title">
          {`${name}'s potlucks`}
        </h2>
        {guest.events.length === 0 ? (
          <p className="guest-link__subtitle">No answers yet.</p>
        ) : (
          <ul className="guest-link__events">
            {guest.events.map((event) => (
              <li key={event.id} className="guest-link__event">
                <span>
                  <span className="guest-link__event-name">{event.name}</span>
                  <br />
                  <span className="guest-link__event-date text-secondary text-sm">{formatCardDate(event.date)}</span>
                </span>
                <StatusBadge status={event.status} />
              </li>
            ))}
          </ul>
        )}
        {guest.dishCount > 0 && (
          <p className="guest-link__subtitle">{`${plural(guest.dishCount, 'dish', 'dishes')} signed up`}</p>
        )}
      </Card>

      {!user ? (
        <div className="guest-link__actions">
          <Button size="lg" block pending={signIn.isPending} onClick={() => continueAs(false)}>
            {`Continue as ${name}`}
          </Button>
          <p className="guest-link__note">Keep this link private: anyone who has it can answer as {name}.</p>
        </div>
      ) : isThisGuest ? (
        <div className="guest-link__actions">
          <p className="guest-link__note" role="status">{`You're already signed in as ${name} on this device.`}</p>
          <LinkButton to="/" size="lg" block>
            Go to My Potlucks
          </LinkButton>
        </div>
      ) : (
        <div className="guest-link__actions">
          <Card tone="muted" role="status">
            <p>
              You&apos;re signed in as <strong>{displayName(user)}</strong>. Opening this link did not change that.
            </p>
            {user.isGuest && (
              <p className="guest-link__subtitle">
                {`After signing out, only your own personal link brings you back as ${displayName(user)}.`}
              </p>
            )}
          </Card>
          <LinkButton to="/" size="lg" block>
            {`Stay signed in as ${displayName(user)}`}
          </LinkButton>
          <Button variant="secondary" block pending={signIn.isPending} onClick={() => continueAs(true)}>
            {`Sign out and continue as ${name}`}
          </Button>
        </div>
      )}
    </main>
  );
}
