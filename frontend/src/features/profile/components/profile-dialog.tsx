import { Suspense, useEffect, type ReactNode } from 'react';
import { withMessages } from '@/lib/i18n';
import { PART_MESSAGES } from '@/lib/message-groups';
import { useCurrentUser } from '@/lib/auth';
import { lazyPart } from '@/lib/lazy-part';
import { useProfileDialog } from '../stores/profile-dialog-store';

// The sheet (with the notification and calendar settings) opens only on demand: a first visit draws the screen
// without waiting for its code, which follows once the page has loaded, so the sheet still opens at once (and
// offline, even before the service worker holds the app).
const ProfileSheet = lazyPart(() =>
  withMessages(PART_MESSAGES['profile-sheet'], import('./profile-sheet')).then((m) => m.ProfileSheet),
);

/**
 * Profile settings: who you are, your display name, and logout. A sheet over the screen, opened on demand.
 * `settings`: more sections, composed by the app from other features (the theme choice).
 */
export function ProfileDialog({ settings }: { settings?: ReactNode } = {}) {
  const open = useProfileDialog((s) => s.open);
  const hide = useProfileDialog((s) => s.hide);
  const { data: user } = useCurrentUser();
  useEffect(() => {
    const preload = () => void ProfileSheet.preload();
    if (document.readyState === 'complete') preload();
    else window.addEventListener('load', preload, { once: true });
    return () => window.removeEventListener('load', preload);
  }, []);
  if (!user || !open) return null;
  return (
    <Suspense fallback={null}>
      <ProfileSheet user={user} onClose={hide} settings={settings} />
    </Suspense>
  );
}
