import '../series.css';
import { useQueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import type { EventInput } from '@contracts/event.contract';
import { apiJson, newChangeKey, serverMessage } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import { toast } from '@/lib/toast-store';
import { useSeries } from '../api/series';
import { SERIES_TEXT as T } from '../series.text';

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
      <legend className="series-scope__legend">{T.applyTo}</legend>
      {(['this', 'following'] as const).map((value) => (
        <label key={value} className="series-scope__option">
          <input type="radio" name="series-scope" checked={scope === value} onChange={() => setScope(value)} />
          <span>{value === 'this' ? T.thisOne : T.thisAndFollowing}</span>
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
      toast({ title: T.thisAndFollowing, description: serverMessage(error) ?? T.failed, variant: 'destructive' });
    }
  };
  return { element, onSaved };
}
