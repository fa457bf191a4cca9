import { Button } from '@/components/button';
import { SectionCard } from '@/components/card';
import { PageHeader } from '@/components/page-header';
import { DateOptionsEditor } from '@/features/date-poll/components/date-options-editor';
import { EventForm } from '@/features/events/components/event-form';
import { EventCoverField } from '@/features/photos/event-cover-field';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { useAuth } from '@/lib/auth';
import { continueWithGoogle } from '@/lib/navigation';
import { t } from '@/lib/i18n';

export default function CreateEventRoute() {
  useDocumentTitle(t('event.create.title'));
  const { user } = useAuth();
  return (
    <main className="page">
      <PageHeader title={t('event.create.title')} subtitle={t('event.create.subtitle')} back="/" />
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
    <SectionCard titleId="account-required-title" title={t('event.create.accountTitle')}>
      <p>{t('event.create.accountText')}</p>
      <Button block size="lg" onClick={continueWithGoogle}>
        {t('common.continueWithGoogle')}
      </Button>
    </SectionCard>
  );
}
