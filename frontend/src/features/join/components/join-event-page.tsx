import '@/components/screen.css';
import type { ReactNode } from 'react';
import type { EventTheme } from '@contracts/common.contract';
import type { PublicEvent } from '@contracts/event.contract';
import { Button } from '@/components/button';
import { Card } from '@/components/card';
import { Skeleton, SkeletonText } from '@/components/skeleton';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { ApiError } from '@/lib/api-client';
import { usePublicEvent } from '../api/get-public-event';
import { PublicEventOverview, type PublicEventOverviewProps } from './public-event-overview';
import { EventNotFound } from '@/components/event-not-found';
import { t } from '@/lib/i18n';
import { LanguageLinks } from './language-links';
import { ReportEvent } from './report-event';

export interface JoinEventPageProps {
  eventId: string;
  /** The theme's emoji (themes belong to the events feature). */
  themeIcon?: (theme: EventTheme | null) => ReactNode;
  /** Below the event: how this visitor answers (the RSVP panels belong to the rsvps feature). */
  answer: (event: PublicEvent) => ReactNode;
  /** Where a "Still needed" category leads this visitor (see PublicEventOverview). */
  addDishLink?: (category: string) => string;
  /** The cover photo, given by the screen (see PublicEventOverview). */
  cover?: ReactNode;
  /** A dish's photo, given by the screen (see PublicEventOverview). */
  dishPhoto?: PublicEventOverviewProps['dishPhoto'];
}

/**
 * /join/{eventId}: open to everyone. The server renders the same page first (backend/src/platform/web/join-page.ts) and
 * embeds the event, so on a first visit this shows at once without asking for it again.
 */
export function JoinEventPage({ eventId, themeIcon, answer, addDishLink, cover, dishPhoto }: JoinEventPageProps) {
  const publicEvent = usePublicEvent(eventId);
  useDocumentTitle(
    publicEvent.data ? t('join.pageTitle', { eventName: publicEvent.data.name }) : t('join.documentTitle'),
  );

  if (publicEvent.isPending) return <JoinSkeleton />;
  if (publicEvent.isError) {
    const notFound = publicEvent.error instanceof ApiError && publicEvent.error.status === 404;
    return notFound ? <EventNotFound from="join-link" /> : <LoadFailed onRetry={() => void publicEvent.refetch()} />;
  }
  const event = publicEvent.data;
  if (!event) return <EventNotFound from="join-link" />;
  return (
    <main className="page join-page">
      <PublicEventOverview
        event={event}
        themeIcon={themeIcon?.(event.theme)}
        addDishLink={addDishLink}
        cover={cover}
        dishPhoto={dishPhoto}
      />
      {answer(event)}
      <ReportEvent eventId={event.id} />
      <LanguageLinks eventId={event.id} />
    </main>
  );
}

function LoadFailed({ onRetry }: { onRetry: () => void }) {
  const offline = typeof navigator !== 'undefined' && !navigator.onLine;
  return (
    <main className="page page--centered">
      <div className="screen-message">
        <span className="screen-message__emoji" aria-hidden="true">
          {offline ? '📡' : '🍲'}
        </span>
        <h1>{offline ? t('join.offline.title') : t('join.loadFailed.title')}</h1>
        <p className="screen-message__text">{offline ? t('join.offline.text') : t('join.loadFailed.text')}</p>
        <Button onClick={onRetry}>{t('common.tryAgain')}</Button>
      </div>
    </main>
  );
}

function JoinSkeleton() {
  return (
    <main className="page join-page" aria-busy="true" aria-label={t('join.loading')}>
      <Card flush>
        <Skeleton height={120} radius={0} />
        <div className="join-hero__body">
          <SkeletonText lines={3} />
        </div>
      </Card>
      <AnswerSkeleton />
    </main>
  );
}

/** Where the answer goes while who is visiting is not known yet. */
export function AnswerSkeleton() {
  return (
    <Card aria-busy="true">
      <Skeleton height={20} width="50%" />
      <div style={{ marginTop: 12 }}>
        <SkeletonText lines={4} />
      </div>
    </Card>
  );
}
