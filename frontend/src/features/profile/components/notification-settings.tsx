import { useEffect, useRef, useState } from 'react';
import type { CalendarFeedLink } from '@contracts/calendar.contract';
import { Button, buttonClassName } from '@/components/button';
import { Checkbox } from '@/components/checkbox';
import { TextField } from '@/components/text-field';
import { copyToClipboard } from '@/lib/clipboard';
import { toast } from '@/lib/toast-store';
import { useCalendarFeed, useCreateCalendarFeed, useRevokeCalendarFeed } from '../api/calendar-feed';
import {
  useNotificationSettings,
  useRequestEmailConfirmation,
  useUpdateNotificationSettings,
} from '../api/notification-settings';
import {
  browserSupportsPush,
  currentSubscription,
  disablePush,
  enablePush,
  usePushConfig,
} from '../api/push-subscription';
import { t, type MessageKey } from '@/lib/i18n';
import { toastRefusal } from '@/lib/refusal-toast';
import { TitledSection } from '@/components/titled-section';

/** The e-mail switches, each a setting of every event. */
const EMAIL_SWITCHES: ReadonlyArray<{ name: 'emailReminders' | 'hostDigest'; label: MessageKey; help: MessageKey }> = [
  { name: 'emailReminders', label: 'profile.email.reminders', help: 'profile.email.remindersHelp' },
  { name: 'hostDigest', label: 'profile.email.digest', help: 'profile.email.digestHelp' },
];

/** The profile dialog's "Notifications": push on this device, e-mails for every event, the private calendar feed. */
export function NotificationSettings() {
  return (
    <TitledSection
      className="profile-section"
      titleId="profile-notifications-title"
      titleClassName="profile-section__title"
      level={3}
      title={t('profile.notifications.title')}
    >
      <PushSetting />
      <EmailSettings />
      <CalendarFeedSetting />
    </TitledSection>
  );
}

const failed = (title: string, err: unknown) => toastRefusal(err, title, t('common.pleaseTryAgain'));

/** Hidden when the server has no VAPID keys; permission is asked only from the tap on the switch. */
function PushSetting() {
  const config = usePushConfig();
  const [on, setOn] = useState<boolean | null>(null);
  const [pending, setPending] = useState(false);
  const [blocked, setBlocked] = useState(false);
  const supported = browserSupportsPush();

  useEffect(() => {
    if (!supported) return;
    let live = true;
    void currentSubscription()
      .then((sub) => live && setOn(!!sub && Notification.permission === 'granted'))
      .catch(() => live && setOn(false));
    return () => {
      live = false;
    };
  }, [supported]);

  if (!config.data?.enabled || !config.data.publicKey) return null;
  if (!supported) {
    return <p className="profile-section__note">{t('profile.push.unsupported')}</p>;
  }

  const publicKey = config.data.publicKey;
  const toggle = async (wanted: boolean) => {
    setPending(true);
    setBlocked(false);
    try {
      if (wanted) {
        const result = await enablePush(publicKey);
        if (result === 'denied') setBlocked(true);
        if (result === 'unavailable') {
          toast({
            title: t('profile.push.unavailable'),
            description: t('profile.push.unavailableText'),
            variant: 'destructive',
          });
        }
        setOn(result === 'enabled');
      } else {
        await disablePush();
        setOn(false);
      }
    } catch (err) {
      failed(t('profile.push.notChanged'), err);
    } finally {
      setPending(false);
    }
  };

  return (
    <Checkbox
      role="switch"
      name="push"
      label={t('profile.push.label')}
      help={t('profile.push.help')}
      error={blocked ? t('profile.push.blocked') : undefined}
      checked={on === true}
      aria-checked={on === true}
      disabled={on === null || pending}
      onChange={(e) => void toggle(e.target.checked)}
    />
  );
}

function EmailSettings() {
  const settings = useNotificationSettings();
  const update = useUpdateNotificationSettings();
  const data = settings.data;
  if (!data) return null;
  if (!data.email) {
    return <p className="profile-section__note">{t('profile.email.none')}</p>;
  }
  const save = (change: Partial<typeof data>) =>
    update.mutate(
      { emailReminders: data.emailReminders, hostDigest: data.hostDigest, ...change },
      { onError: (err) => failed(t('profile.email.notSaved'), err) },
    );
  return (
    <>
      {!data.emailConfirmed && <ConfirmEmail email={data.email} />}
      {EMAIL_SWITCHES.map((s) => (
        <Checkbox
          key={s.name}
          role="switch"
          name={s.name}
          label={t(s.label)}
          help={t(s.help)}
          checked={data[s.name]}
          aria-checked={data[s.name]}
          onChange={(e) => save({ [s.name]: e.target.checked })}
        />
      ))}
    </>
  );
}

/** A guest's address gets no e-mail until its owner confirms it from the link mailed there. */
function ConfirmEmail({ email }: { email: string }) {
  const request = useRequestEmailConfirmation();
  const send = () =>
    request.mutate(undefined, {
      onSuccess: (result) => {
        if (!result) return;
        toast(
          result.confirmed
            ? {
                title: t('profile.email.confirmed'),
                description: t('profile.email.confirmedText', { email: result.email }),
              }
            : {
                title: t('profile.email.confirmSent'),
                description: t('profile.email.confirmSentText', { email: result.email }),
              },
        );
      },
      onError: (err) => failed(t('profile.email.confirmNotSent'), err),
    });
  return (
    <div className="profile-section__note">
      <p>{t('profile.email.confirmNote', { email })}</p>
      <Button variant="secondary" pending={request.isPending} pendingLabel={t('common.sending')} onClick={send}>
        {t('profile.email.confirmSend')}
      </Button>
    </div>
  );
}

/** The private webcal link: shown once when made (only its hash is kept), copyable, revocable. */
function CalendarFeedSetting() {
  const status = useCalendarFeed();
  const create = useCreateCalendarFeed();
  const revoke = useRevokeCalendarFeed();
  const [link, setLink] = useState<CalendarFeedLink | null>(null);
  const [confirming, setConfirming] = useState(false);
  const keepRef = useRef<HTMLButtonElement>(null);
  const busy = create.isPending || revoke.isPending;

  // The question may open below the fold: focus (and so scroll to) its safe answer.
  useEffect(() => {
    if (confirming) keepRef.current?.focus();
  }, [confirming]);

  const make = () =>
    create.mutate(undefined, {
      onSuccess: (made) => made && setLink(made),
      onError: (err) => failed(t('profile.feed.notMade'), err),
    });
  const copy = async (url: string) => {
    if (await copyToClipboard(url)) toast({ title: t('common.linkCopied'), description: t('profile.feed.copiedText') });
    else
      toast({
        title: t('personalLink.copyFailed'),
        description: t('personalLink.copyFailedText'),
        variant: 'destructive',
      });
  };
  const doRevoke = () =>
    revoke.mutate(undefined, {
      onSuccess: () => {
        setLink(null);
        setConfirming(false);
        toast({ title: t('profile.feed.revoked'), description: t('profile.feed.revokedText') });
      },
      onError: (err) => failed(t('profile.feed.notRevoked'), err),
    });

  const active = !!link || !!status.data?.active;
  return (
    <div className="profile-feed">
      <h4 className="profile-feed__title">{t('profile.feed.title')}</h4>
      <p className="profile-section__note">{t('profile.feed.text')}</p>
      {link ? (
        <>
          <TextField
            label={t('profile.feed.linkLabel')}
            name="calendarFeed"
            value={link.webcalUrl}
            readOnly
            onFocus={(e) => e.currentTarget.select()}
          />
          <div className="profile-feed__actions cluster">
            <Button variant="secondary" onClick={() => void copy(link.webcalUrl)} disabled={busy}>
              {t('profile.feed.copy')}
            </Button>
            <a className={buttonClassName({ variant: 'secondary' })} href={link.webcalUrl}>
              <span className="btn__content">{t('profile.feed.open')}</span>
            </a>
          </div>
        </>
      ) : status.data?.active ? (
        <p className="profile-section__note">{t('profile.feed.active')}</p>
      ) : null}
      {confirming ? (
        <div className="profile-feed__confirm" role="group" aria-label={t('profile.feed.revokeLabel')}>
          <p>{t('profile.feed.revokeText')}</p>
          <div className="profile-feed__actions cluster">
            <Button
              variant="danger"
              onClick={doRevoke}
              pending={revoke.isPending}
              pendingLabel={t('profile.feed.revoking')}
            >
              {t('profile.feed.revoke')}
            </Button>
            <Button ref={keepRef} variant="secondary" onClick={() => setConfirming(false)} disabled={busy}>
              {t('profile.feed.keep')}
            </Button>
          </div>
        </div>
      ) : (
        <div className="profile-feed__actions cluster">
          {!link && (
            <Button
              variant="secondary"
              onClick={make}
              pending={create.isPending}
              pendingLabel={t('profile.feed.making')}
              disabled={busy || status.isPending}
            >
              {active ? t('personalLink.renew') : t('profile.feed.get')}
            </Button>
          )}
          {active && (
            <Button variant="danger-outline" onClick={() => setConfirming(true)} disabled={busy}>
              {t('profile.feed.revokeLink')}
            </Button>
          )}
        </div>
      )}
    </div>
  );
}
