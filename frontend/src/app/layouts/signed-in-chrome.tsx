import { BottomNav } from '@/components/bottom-nav';
import { GuestMergeSheet } from '@/features/identity/components/guest-merge-sheet';
import { ProfileDialog } from '@/features/profile/components/profile-dialog';
import { useProfileDialog } from '@/features/profile/stores/profile-dialog-store';
import { ThemeSetting } from '@/features/theme/components/theme-setting';

/**
 * What every screen shows when signed in: the bottom navigation, the profile dialog it opens, and the question
 * whether a guest this device held before signing in moves into the account.
 */
export default function SignedInChrome() {
  const open = useProfileDialog((s) => s.open);
  const show = useProfileDialog((s) => s.show);
  return (
    <>
      <BottomNav onProfileClick={show} profileOpen={open} />
      <ProfileDialog settings={<ThemeSetting />} />
      <GuestMergeSheet />
    </>
  );
}
