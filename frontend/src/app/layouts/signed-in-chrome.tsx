import { useEffect } from 'react';
import { BottomNav } from '@/components/bottom-nav';
import { GuestMergeSheet } from '@/features/identity/components/guest-merge-sheet';
import { ProfileDialog } from '@/features/profile/components/profile-dialog';
import { useProfileDialog } from '@/features/profile/stores/profile-dialog-store';
import { lazyPart } from '@/lib/lazy-part';

// Drawn inside the profile sheet, which loads on demand: so does this, fetched once the page has loaded, like the sheet.
const ThemeSetting = lazyPart(() => import('@/features/theme/components/theme-setting').then((m) => m.ThemeSetting));
const ConversationNotifySetting = lazyPart(() =>
  import('@/features/conversation/components/conversation-notify-setting').then((m) => m.ConversationNotifySetting),
);

/**
 * What every screen shows when signed in: the bottom navigation, the profile dialog it opens, and the question
 * whether a guest this device held before signing in moves into the account.
 */
export default function SignedInChrome() {
  const open = useProfileDialog((s) => s.open);
  const show = useProfileDialog((s) => s.show);
  useEffect(() => {
    const preload = () => void Promise.all([ThemeSetting.preload(), ConversationNotifySetting.preload()]);
    if (document.readyState === 'complete') preload();
    else window.addEventListener('load', preload, { once: true });
    return () => window.removeEventListener('load', preload);
  }, []);
  return (
    <>
      <BottomNav onProfileClick={show} profileOpen={open} />
      <ProfileDialog
        settings={
          <>
            <ConversationNotifySetting />
            <ThemeSetting />
          </>
        }
      />
      <GuestMergeSheet />
    </>
  );
}
