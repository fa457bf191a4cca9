import './insights.css';
import { useId, useState } from 'react';
import { Button } from '@/components/button';
import { Card } from '@/components/card';
import { Sheet } from '@/components/sheet';
import { SkeletonText } from '@/components/skeleton';
import { useInsights } from '../api/get-insights';
import { IconSparkles } from './insight-icons';
import { InsightList } from './insight-list';
import { t } from '@/lib/i18n';

// The card shows 2 suggestions.
export const INSIGHTS_SHOWN = 2;

export interface InsightsCardProps {
  eventId: string;
  /** False until the event has loaded. */
  enabled?: boolean;
}

/** Event detail's "AI Insights" card: the two most important planning notes, and a sheet with all of them. */
export function InsightsCard({ eventId, enabled = true }: InsightsCardProps) {
  const headingId = useId();
  const [showAll, setShowAll] = useState(false);
  const query = useInsights(eventId, { enabled });
  const items = query.data?.items ?? [];

  return (
    <Card as="section" className="insights-card" aria-labelledby={headingId} aria-busy={query.isFetching || undefined}>
      <h2 id={headingId} className="card__title insights-card__title">
        <IconSparkles className="insights-card__sparkle" />
        {t('insights.title')}
      </h2>
      {query.isPending ? (
        <SkeletonText lines={3} />
      ) : query.isError && !query.data ? (
        <div className="insights-card__status">
          <p>{t('insights.loadFailed')}</p>
          <Button variant="secondary" size="sm" onClick={() => void query.refetch()}>
            {t('dish.page.tryAgain')}
          </Button>
        </div>
      ) : items.length === 0 ? (
        // The engine always says something; this only shows if it ever has nothing to add.
        <p className="insights-card__status">{t('insights.empty')}</p>
      ) : (
        <>
          <InsightList items={items.slice(0, INSIGHTS_SHOWN)} />
          {items.length > INSIGHTS_SHOWN && (
            <Button variant="ghost" size="sm" className="insights-card__more" onClick={() => setShowAll(true)}>
              {t('insights.seeAll', { count: items.length })}
            </Button>
          )}
        </>
      )}
      <Sheet
        open={showAll}
        onClose={() => setShowAll(false)}
        title={t('insights.title')}
        description={t('insights.allDescription')}
      >
        <InsightList items={items} />
      </Sheet>
    </Card>
  );
}
