import { BottomNav } from '@/components/bottom-nav';
import { ProfileDialog } from '@/features/profile/components/profile-dialog';
import { useProfileDialog } from '@/features/profile/stores/profile-dialog-store';

/** What every screen shows when signed in: the bottom navigation and the profile dialog it opens. */
export default function SignedInChrome() {
  const open = useProfileDialog((s) => s.open);
  const show = useProfileDialog((s) => s.show);
  return (
    <>
      <BottomNav onProfileClick={show} profileOpen={open} />
      <ProfileDialog />
    </>
  );
}
