import { Button } from '@/components/button';
import { Card } from '@/components/card';
import { PageHeader } from '@/components/page-header';
import { DateOptionsEditor } from '@/features/date-poll/components/date-options-editor';
import { EventForm } from '@/features/events/components/event-form';
import { EventCoverField } from '@/features/photos/event-cover-field';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { useAuth } from '@/lib/auth';
import { continueWithGoogle } from '@/lib/navigation';

export default function CreateEventRoute() {
  useDocumentTitle('Create Event');
  const { user } = useAuth();
  return (
    <main className="page">
      <PageHeader title="Create Event" subtitle="Plan a potluck and invite your guests" back="/" />
      {user?.isGuest ? (
        <AccountRequired />
      ) : (
        <EventForm
          dateOptions={(slot) => <DateOptionsEditor {...slot} />}
          photoBlock={<EventCoverField eventName="" />}
        />
      )}
    </main>
  );
}

/** Hosting needs an account; a guest who continues with Google keeps their RSVPs and dishes. */
function AccountRequired() {
  return (
    <Card as="section" aria-labelledby="account-required-title">
      <h2 id="account-required-title" className="card__title">
        Continue with Google to host
      </h2>
      <p>You joined without an account. Hosting a potluck needs one; everything you added so far stays yours.</p>
      <Button block size="lg" onClick={continueWithGoogle}>
        Continue with Google
      </Button>
    </Card>
  );
}
