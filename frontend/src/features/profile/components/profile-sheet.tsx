import './profile.css';
import { useState, type ReactNode } from 'react';
import { displayName, initials, type User } from '@contracts/user.rules';
import { Avatar } from '@/components/avatar';
import { Button, buttonClassName } from '@/components/button';
import { IconLogout } from '@/components/icons';
import { Sheet } from '@/components/sheet';
import { TextField } from '@/components/text-field';
import { isSessionLost, newChangeKey, serverFieldErrors, serverMessage } from '@/lib/api-client';
import { toast } from '@/lib/toast-store';
import { continueWithGoogle } from '@/lib/navigation';
import { useLogout } from '../api/logout';
import { useUpdateProfile } from '../api/update-profile';
import { LanguageChoice } from './language-choice';
import { DeleteAccount } from './delete-account';
import { MyData } from './my-data';
import { NotificationSettings } from './notification-settings';
import { issueMessage } from '@/lib/field-errors';
import { loadFormSchemas, onFormSubmit, useFormSchemas, useSingleSubmit } from '@/lib/form-validation';
import { t } from '@/lib/i18n';
import { toastRefusal } from '@/lib/refusal-toast';

function fullName(user: User): string {
  const name = [user.firstName, user.lastName].filter(Boolean).join(' ').trim();
  return name || displayName(user);
}

/**
 * Profile settings: who you are, your display name, notifications, the calendar feed and logout. Mounted only while
 * open, so the form starts from the saved name every time.
 */
export function ProfileSheet({
  user,
  onClose,
  settings,
}: {
  user: User;
  onClose: () => void;
  /** More sections, after the notifications (composed by the app: the theme choice). */
  settings?: ReactNode;
}) {
  const [nickname, setNickname] = useState(user.nickname ?? '');
  const [error, setError] = useState<string | undefined>();
  const update = useUpdateProfile();
  const logout = useLogout();
  const busy = update.isPending || logout.isPending;
  const contact = user.email || user.phoneNumber;
  useFormSchemas();

  const save = useSingleSubmit(async () => {
    const { updateProfileSchema } = await loadFormSchemas();
    const parsed = updateProfileSchema.safeParse({ nickname });
    if (!parsed.success) {
      setError(parsed.error.issues[0] && issueMessage(parsed.error.issues[0]));
      return;
    }
    setError(undefined);
    update.mutate(
      { input: parsed.data, idempotencyKey: newChangeKey() },
      {
        onSuccess: () => {
          onClose();
          toast({ title: t('profile.updated'), description: t('profile.updatedText') });
        },
        onError: (err) => {
          if (isSessionLost(err)) return;
          setError(serverFieldErrors(err).nickname);
          toast({
            title: t('profile.updateFailed'),
            description: serverMessage(err) ?? t('profile.updateFailedText'),
            variant: 'destructive',
          });
        },
      },
    );
  });

  const signOut = () => {
    logout.mutate(
      { idempotencyKey: newChangeKey() },
      {
        onError: (err) => {
          toastRefusal(err, t('profile.logoutFailed'), t('profile.logoutFailedText'));
        },
      },
    );
  };

  return (
    <Sheet
      open
      onClose={onClose}
      title={t('profile.title')}
      dismissible={!busy}
      actions={
        <>
          <div className="profile-actions__row">
            <Button
              type="submit"
              form="profile-form"
              pending={update.isPending}
              pendingLabel={t('common.saving')}
              disabled={busy}
            >
              {t('dish.form.save')}
            </Button>
            <Button variant="secondary" onClick={onClose} disabled={busy}>
              {t('common.cancel')}
            </Button>
          </div>
          <Button
            variant="danger-outline"
            icon={<IconLogout />}
            onClick={signOut}
            pending={logout.isPending}
            pendingLabel={t('profile.loggingOut')}
            disabled={busy}
          >
            {user.isGuest ? t('profile.forgetDevice') : t('profile.logout')}
          </Button>
        </>
      }
    >
      <div className="profile-summary">
        <Avatar initials={initials(user)} src={user.profileImageUrl} size="lg" />
        <div className="profile-summary__text">
          <p className="profile-summary__name">{fullName(user)}</p>
          {contact && <p className="profile-summary__contact">{contact}</p>}
        </div>
      </div>
      {user.isGuest && <GuestAccountNote />}
      <form id="profile-form" onSubmit={onFormSubmit(save)} noValidate>
        <TextField
          label={t('profile.displayName')}
          name="nickname"
          value={nickname}
          onChange={(e) => setNickname(e.target.value)}
          placeholder={t('profile.displayNamePlaceholder')}
          help={t('profile.displayNameHelp')}
          error={error}
          autoComplete="nickname"
          maxLength={200}
          disabled={busy}
        />
      </form>
      <LanguageChoice disabled={busy} />
      <NotificationSettings />
      {settings}
      {user.isOperator && (
        <a className={buttonClassName({ variant: 'secondary', block: true })} href="/admin">
          <span className="btn__content">{t('profile.operatorConsole')}</span>
        </a>
      )}
      <MyData />
      <DeleteAccount />
    </Sheet>
  );
}

/** A guest without an account keeps everything by continuing with Google; their personal link brings them back. */
function GuestAccountNote() {
  return (
    <div className="profile-guest">
      <p>{t('profile.guestNote')}</p>
      <Button variant="secondary" block onClick={continueWithGoogle}>
        {t('common.continueWithGoogle')}
      </Button>
    </div>
  );
}
