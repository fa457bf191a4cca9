import './profile.css';
import { useState } from 'react';
import { displayName, initials, type User } from '@contracts/user.rules';
import { Avatar } from '@/components/avatar';
import { Button } from '@/components/button';
import { IconLogout } from '@/components/icons';
import { Sheet } from '@/components/sheet';
import { TextField } from '@/components/text-field';
import { isSessionLost, newChangeKey, serverFieldErrors, serverMessage } from '@/lib/api-client';
import { toast } from '@/lib/toast-store';
import { continueWithGoogle } from '@/lib/navigation';
import { useLogout } from '../api/logout';
import { useUpdateProfile } from '../api/update-profile';
import { NotificationSettings } from './notification-settings';
import { loadFormSchemas, onFormSubmit, useFormSchemas, useSingleSubmit } from '@/lib/form-validation';
import { toastRefusal } from '@/lib/refusal-toast';

function fullName(user: User): string {
  const name = [user.firstName, user.lastName].filter(Boolean).join(' ').trim();
  return name || displayName(user);
}

/**
 * Profile settings: who you are, your display name, notifications, the calendar feed and logout. Mounted only while
 * open, so the form starts from the saved name every time.
 */
export function ProfileSheet({ user, onClose }: { user: User; onClose: () => void }) {
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
      setError(parsed.error.issues[0]?.message);
      return;
    }
    setError(undefined);
    update.mutate(
      { input: parsed.data, idempotencyKey: newChangeKey() },
      {
        onSuccess: () => {
          onClose();
          toast({ title: 'Profile Updated', description: 'Your profile has been updated successfully.' });
        },
        onError: (err) => {
          if (isSessionLost(err)) return;
          setError(serverFieldErrors(err).nickname);
          toast({
            title: 'Update Failed',
            description: serverMessage(err) ?? 'Failed to update profile. Please try again.',
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
          toastRefusal(err, 'Logout Failed', 'Failed to logout. Please try again.');
        },
      },
    );
  };

  return (
    <Sheet
      open
      onClose={onClose}
      title="Profile Settings"
      dismissible={!busy}
      actions={
        <>
          <div className="profile-actions__row">
            <Button
              type="submit"
              form="profile-form"
              pending={update.isPending}
              pendingLabel="Saving..."
              disabled={busy}
            >
              Save Changes
            </Button>
            <Button variant="secondary" onClick={onClose} disabled={busy}>
              Cancel
            </Button>
          </div>
          <Button
            variant="danger-outline"
            icon={<IconLogout />}
            onClick={signOut}
            pending={logout.isPending}
            pendingLabel="Logging out..."
            disabled={busy}
          >
            {user.isGuest ? 'Forget this device' : 'Logout'}
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
          label="Display Name"
          name="nickname"
          value={nickname}
          onChange={(e) => setNickname(e.target.value)}
          placeholder="How you want to appear in potluck s"
          help="Shown to hosts and guests instead of your full name."
          error={error}
          autoComplete="nickname"
          maxLength={200}
          disabled={busy}
        />
      </form>
      <NotificationSettings />
    </Sheet>
  );
}

/** A guest without an account keeps everything by continuing with Google; their personal link brings them back. */
function GuestAccountNote() {
  return (
    <div className="profile-guest">
      <p>
        You joined without an account. Continue with Google to host your own potlucks; your RSVPs and dishes come with
        you. Your personal link (on your event's page) signs you back in on another device.
      </p>
      <Button variant="secondary" block onClick={continueWithGoogle}>
        Continue with Google
      </Button>
    </div>
  );
}
