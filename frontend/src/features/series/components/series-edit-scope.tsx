import '@/components/option-tile.css';
import '../series.css';
import { useQueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import type { EventInput } from '@contracts/event.contract';
import { apiJson, newChangeKey } from '@/lib/api-client';
import { t } from '@/lib/i18n';
import { queryKeys } from '@/lib/query-keys';
import { failureToast } from '@/lib/refusal-toast';
import { useSeries } from '../api/series';

/**
 * For the edit page of a series' occurrence: "This one" or "This and the following". The form saves this one as
 * usual; with the second choice `onSaved` then sends the same edit to the later occurrences (each keeps its date).
 */
export function useSeriesEditScope(eventId: string): {
  element: ReactNode;
  onSaved: (input: EventInput) => Promise<void>;
} {
  const series = useSeries(eventId);
  const queryClient = useQueryClient();
  const [scope, setScope] = useState<'this' | 'following'>('this');
  const element = series.data ? (
    <fieldset className="series-scope">
      <legend className="series-scope__legend">{t('series.applyTo')}</legend>
      {(['this', 'following'] as const).map((value) => (
        <label key={value} className="option-tile series-scope__option">
          <input type="radio" name="series-scope" checked={scope === value} onChange={() => setScope(value)} />
          <span>{value === 'this' ? t('series.thisOne') : t('series.thisAndFollowing')}</span>
        </label>
      ))}
    </fieldset>
  ) : null;
  const onSaved = async (input: EventInput) => {
    if (scope !== 'following' || !series.data) return;
    try {
      await apiJson('PUT', `/api/events/${encodeURIComponent(eventId)}/series/following`, input, {
        idempotencyKey: newChangeKey(),
      });
      void queryClient.invalidateQueries({ queryKey: queryKeys.events.all(), exact: true });
    } catch (error) {
      failureToast(t('series.thisAndFollowing'), t('series.failed'))(error);
    }
  };
  return { element, onSaved };
}
