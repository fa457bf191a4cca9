import './join.css';
import { useState } from 'react';
import type { User } from '@contracts/user.rules';
import { Button } from '@/components/button';
import { Card } from '@/components/card';
import { newChangeKey, serverMessage } from '@/lib/api-client';
import { readPersonalLink } from '@/lib/storage';
import { toast } from '@/lib/toast-store';
import { useRenewPersonalLink } from '../api/guest-rsvp';

/**
 * A guest's way back: the link restores the same guest on another device, or after this browser forgot them.
 * Shown to guests without an account only.
 */
export function PersonalLinkCard({ user }: { user: User }) {
  const [link, setLink] = useState(() => readPersonalLink(user.id));
  const renew = useRenewPersonalLink(user.id);
  if (!user.isGuest) return null;

  const copy = async (value: string) => {
    try {
      await navigator.clipboard.writeText(value);
      toast({ title: 'Link Copied!', description: 'Keep it private: it signs you in as you.' });
    } catch {
      toast({ title: 'Copy failed', description: 'Select the link and copy it by hand.', variant: 'destructive' });
    }
  };
  const share = async (value: string) => {
    try {
      await navigator.share({ title: 'My Potluck link', url: value });
    } catch {
      // Closing the share sheet is not an error.
    }
  };
  const newLink = (email: boolean) =>
    renew.mutate(
      { email, idempotencyKey: newChangeKey() },
      {
        onSuccess: (result) => {
          if (!result) return;
          setLink(result.personalLink);
          // An address not confirmed yet gets the confirmation link first, never the personal link.
          toast(
            result.emailConfirmation === 'sent'
              ? {
                  title: 'Confirm your e-mail first',
                  description: `We sent a confirmation link to ${user.email ?? 'you'}. Press its button, then e-mail your link again.`,
                }
              : email
                ? { title: 'Link sent', description: `We e-mailed your new personal link to ${user.email ?? 'you'}.` }
                : { title: 'New link ready', description: 'Your previous personal link no longer works.' },
          );
        },
        onError: (error) =>
          toast({
            title: 'Something went wrong',
            description: serverMessage(error) ?? 'Please try again.',
            variant: 'destructive',
          }),
      },
    );

  return (
    <Card as="section" className="join-panel personal-link" aria-labelledby="personal-link-title">
      <h2 id="personal-link-title" className="card__title">
        Your personal link
      </h2>
      <p className="join-note">
        Open it on another phone, or after this browser forgets you, to come back as yourself. Keep it private.
      </p>
      {link ? (
        <>
          <input
            className="field__control personal-link__value"
            readOnly
            value={link}
            aria-label="Your personal link"
            onFocus={(e) => e.currentTarget.select()}
          />
          <div className="personal-link__actions">
            <Button variant="secondary" onClick={() => void copy(link)}>
              Copy
            </Button>
            {typeof navigator.share === 'function' && (
              <Button variant="secondary" onClick={() => void share(link)}>
                Share
              </Button>
            )}
            {user.email && (
              <Button
                variant="secondary"
                pending={renew.isPending}
                pendingLabel="Sending..."
                onClick={() => newLink(true)}
              >
                E-mail it to me
              </Button>
            )}
          </div>
        </>
      ) : (
        <p className="join-note">This device no longer shows your link: make a new one (the old one stops working).</p>
      )}
      <Button variant="ghost" block pending={renew.isPending} pendingLabel="Working..." onClick={() => newLink(false)}>
        Make a new link
      </Button>
    </Card>
  );
}
