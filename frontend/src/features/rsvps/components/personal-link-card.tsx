import './join.css';
import { useState } from 'react';
import type { User } from '@contracts/user.rules';
import { Button } from '@/components/button';
import { SectionCard } from '@/components/card';
import { newChangeKey } from '@/lib/api-client';
import { readPersonalLink } from '@/lib/storage';
import { toast } from '@/lib/toast-store';
import { failureToast } from '@/lib/refusal-toast';
import { useRenewPersonalLink } from '../api/guest-rsvp';
import { t } from '@/lib/i18n';

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
      toast({ title: t('common.linkCopied'), description: t('personalLink.copiedText') });
    } catch {
      toast({
        title: t('personalLink.copyFailed'),
        description: t('personalLink.copyFailedText'),
        variant: 'destructive',
      });
    }
  };
  const share = async (value: string) => {
    try {
      await navigator.share({ title: t('personalLink.shareTitle'), url: value });
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
                  title: t('personalLink.confirmFirst'),
                  description: t('personalLink.confirmFirstText', {
                    hasEmail: user.email ? 'yes' : 'no',
                    email: user.email,
                  }),
                }
              : email
                ? {
                    title: t('personalLink.sent'),
                    description: t('personalLink.sentText', { hasEmail: user.email ? 'yes' : 'no', email: user.email }),
                  }
                : { title: t('personalLink.renewed'), description: t('personalLink.renewedText') },
          );
        },
        onError: failureToast(t('app.error.title'), t('common.pleaseTryAgain')),
      },
    );

  return (
    <SectionCard titleId="personal-link-title" title={t('personalLink.title')} className="join-panel personal-link">
      <p className="join-note">{t('personalLink.text')}</p>
      {link ? (
        <>
          <input
            className="field__control personal-link__value"
            readOnly
            value={link}
            aria-label={t('personalLink.title')}
            onFocus={(e) => e.currentTarget.select()}
          />
          <div className="personal-link__actions">
            <Button variant="secondary" onClick={() => void copy(link)}>
              {t('common.copy')}
            </Button>
            {typeof navigator.share === 'function' && (
              <Button variant="secondary" onClick={() => void share(link)}>
                {t('common.share')}
              </Button>
            )}
            {user.email && (
              <Button
                variant="secondary"
                pending={renew.isPending}
                pendingLabel={t('common.sending')}
                onClick={() => newLink(true)}
              >
                {t('personalLink.emailIt')}
              </Button>
            )}
          </div>
        </>
      ) : (
        <p className="join-note">{t('personalLink.lost')}</p>
      )}
      <Button
        variant="ghost"
        block
        pending={renew.isPending}
        pendingLabel={t('common.working')}
        onClick={() => newLink(false)}
      >
        {t('personalLink.renew')}
      </Button>
    </SectionCard>
  );
}
