import './profile.css';
import { initials } from '@contracts/user.rules';
import { Avatar } from '@/components/avatar';
import { useCurrentUser } from '@/lib/auth';
import { useProfileDialog } from '../stores/profile-dialog-store';
import { t } from '@/lib/i18n';

/** The signed-in user's initials; opens the profile settings dialog. */
export function ProfileButton() {
  const { data: user } = useCurrentUser();
  const open = useProfileDialog((s) => s.open);
  const show = useProfileDialog((s) => s.show);
  return (
    <button
      type="button"
      className="profile-button"
      onClick={show}
      aria-label={t('profile.open')}
      aria-haspopup="dialog"
      aria-expanded={open}
    >
      <Avatar initials={initials(user)} src={user?.profileImageUrl} />
    </button>
  );
}
