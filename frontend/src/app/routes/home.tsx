import { Suspense } from 'react';
import { HomeEvents } from '@/features/events/components/home-events';
import { HomeActions } from '@/features/home/components/home-actions';
import { HomeHeader } from '@/features/home/components/home-header';
import { ProfileButton } from '@/features/profile/components/profile-button';
import { PersonalLinkCard } from '@/features/rsvps/components/personal-link-card';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { useLiveUpdates } from '@/features/realtime/use-live-updates';
import { useAuth } from '@/lib/auth';
import { lazyPart } from '@/lib/lazy-part';
import { withMessages } from '@/lib/i18n';
import { PART_MESSAGES } from '@/lib/message-groups';

// Only hosts have questions to read: its code is not part of the first load.
const UnreadQuestions = lazyPart(() =>
  import('@/features/conversation/components/unread-questions').then((m) => m.UnreadQuestions),
);

// Only door helpers have doors to open: its code and words are not part of the first load.
const DoorDutiesCard = lazyPart(() =>
  withMessages(PART_MESSAGES['door-duties-card'], import('@/features/check-in/components/door-duties-card')).then(
    (m) => m.DoorDutiesCard,
  ),
);

export default function HomeRoute() {
  useDocumentTitle('Home');
  useLiveUpdates({ kind: 'dashboard' });
  // Losing the session here shows 'Session Expired' and goes to /login (the ByAuth guard's rule for Home, see guards.tsx).
  const { user } = useAuth();

  return (
    <main className="page">
      <HomeHeader user={user} profileAction={<ProfileButton />} />
      <HomeActions />
      <HomeEvents
        cardNote={(eventId) => (
          <Suspense fallback={null}>
            <UnreadQuestions eventId={eventId} />
          </Suspense>
        )}
      />
      {user?.isGuest && <PersonalLinkCard user={user} />}
      {user && !user.isGuest && (
        <Suspense fallback={null}>
          <DoorDutiesCard enabled />
        </Suspense>
      )}
    </main>
  );
}
