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
import { toastRefusal } from '@/lib/refusal-toast';

/** The profile dialog's "Notifications": push on this device, e-mails for every event, the private calendar feed. */
export function NotificationSettings() {
  return (
    <section className="profile-section" aria-labelledby="profile-notifications-title">
      <h3 id="profile-notifications-title" className="profile-section__title">
        Notifications
      </h3>
      <PushSetting />
      <EmailSettings />
      <CalendarFeedSetting />
    </section>
  );
}

const failed = (title: string, err: unknown) => toastRefusal(err, title, 'Please try again.');

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
    return (
      <p className="profile-section__note">
        To get notifications on this phone, add Potluck to your Home Screen and open it from there.
      </p>
    );
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
            title: 'Notifications unavailable',
            description: 'Reload Potluck and try again.',
            variant: 'destructive',
          });
        }
        setOn(result === 'enabled');
      } else {
        await disablePush();
        setOn(false);
      }
    } catch (err) {
      failed('Notifications not changed', err);
    } finally {
      setPending(false);
    }
  };

  return (
    <Checkbox
      role="switch"
      name="push"
      label="Push notifications on this device"
      help="Answers and dishes at your potlucks, reminders, and a place off the waitlist."
      error={
        blocked
          ? "Notifications are blocked for Potluck. Allow them in your browser's site settings, then try again."
          : undefined
      }
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
    return (
      <p className="profile-section__note">You joined without an e-mail address, so Potluck sends you no e-mails.</p>
    );
  }
  const save = (change: Partial<typeof data>) =>
    update.mutate(
      { emailReminders: data.emailReminders, hostDigest: data.hostDigest, ...change },
      { onError: (err) => failed('Settings not saved', err) },
    );
  return (
    <>
      {!data.emailConfirmed && <ConfirmEmail email={data.email} />}
      <Checkbox
        role="switch"
        name="emailReminders"
        label="E-mail reminders"
        help="2 days and 2 hours before each potluck you're going to."
        checked={data.emailReminders}
        aria-checked={data.emailReminders}
        onChange={(e) => save({ emailReminders: e.target.checked })}
      />
      <Checkbox
        role="switch"
        name="hostDigest"
        label="Host digest"
        help="When guests answer or sign up for dishes at your potlucks: at most one e-mail an hour."
        checked={data.hostDigest}
        aria-checked={data.hostDigest}
        onChange={(e) => save({ hostDigest: e.target.checked })}
      />
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
            ? { title: 'E-mail confirmed', description: `${result.email} is confirmed.` }
            : {
                title: 'Confirmation link sent',
                description: `Check ${result.email} and press the button in the e-mail.`,
              },
        );
      },
      onError: (err) => failed('Link not sent', err),
    });
  return (
    <div className="profile-section__note">
      <p>Confirm {email} to get e-mails: until then Potluck sends it nothing but the confirmation link.</p>
      <Button variant="secondary" pending={request.isPending} pendingLabel="Sending..." onClick={send}>
        Send the confirmation link
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
      onError: (err) => failed('Calendar link not made', err),
    });
  const copy = async (url: string) => {
    if (await copyToClipboard(url)) toast({ title: 'Link Copied!', description: 'Paste it into your calendar app.' });
    else toast({ title: 'Copy failed', description: 'Select the link and copy it by hand.', variant: 'destructive' });
  };
  const doRevoke = () =>
    revoke.mutate(undefined, {
      onSuccess: () => {
        setLink(null);
        setConfirming(false);
        toast({ title: 'Calendar link revoked', description: 'Calendars using it stop getting updates.' });
      },
      onError: (err) => failed('Calendar link not revoked', err),
    });

  const active = !!link || !!status.data?.active;
  return (
    <div className="profile-feed">
      <h4 className="profile-feed__title">Calendar feed</h4>
      <p className="profile-section__note">
        Every potluck you host or are going to, in your calendar app. Keep the link to yourself.
      </p>
      {link ? (
        <>
          <TextField
            label="Your calendar link"
            name="calendarFeed"
            value={link.webcalUrl}
            readOnly
            onFocus={(e) => e.currentTarget.select()}
          />
          <div className="profile-feed__actions cluster">
            <Button variant="secondary" onClick={() => void copy(link.webcalUrl)} disabled={busy}>
              Copy link
            </Button>
            <a className={buttonClassName({ variant: 'secondary' })} href={link.webcalUrl}>
              <span className="btn__content">Open in Calendar</span>
            </a>
          </div>
        </>
      ) : status.data?.active ? (
        <p className="profile-section__note">
          Your link is active. It is shown only when made: make a new one to copy it again (the old one stops working).
        </p>
      ) : null}
      {confirming ? (
        <div className="profile-feed__confirm" role="group" aria-label="Revoke calendar link">
          <p>Calendars subscribed to this link stop getting updates.</p>
          <div className="profile-feed__actions cluster">
            <Button variant="danger" onClick={doRevoke} pending={revoke.isPending} pendingLabel="Revoking...">
              Revoke
            </Button>
            <Button ref={keepRef} variant="secondary" onClick={() => setConfirming(false)} disabled={busy}>
              Keep
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
              pendingLabel="Making..."
              disabled={busy || status.isPending}
            >
              {active ? 'Make a new link' : 'Get calendar link'}
            </Button>
          )}
          {active && (
            <Button variant="danger-outline" onClick={() => setConfirming(true)} disabled={busy}>
              Revoke link
            </Button>
          )}
        </div>
      )}
    </div>
  );
}
