import './insights.css';
import { useId } from 'react';
import type { DishSuggestion } from '@contracts/insights.contract';
import { Card } from '@/components/card';
import { useDishSuggestions } from '../api/get-dish-suggestions';
import { IconPlusSmall, IconSparkles } from './insight-icons';
import { INSIGHTS_SHOWN } from './insights-card';
import { t } from '@/lib/i18n';

export interface DishSuggestionsCardProps {
  eventId: string;
  /** Opens the add form prefilled with the suggestion; the dish page composes it with its form. */
  onPick: (suggestion: DishSuggestion) => void;
  /** True when the user may not add dishes (RSVP not Going); the suggestions stay readable. */
  disabled?: boolean;
}

/**
 * The dish page's "AI Suggestions" card: shown only when there are suggestions, the first 2. It has no loading
 * state of its own: the page waits for the answer before it shows the list below (see the dish page), since a
 * placeholder that turned out empty would move the list.
 */
export function DishSuggestionsCard({ eventId, onPick, disabled }: DishSuggestionsCardProps) {
  const headingId = useId();
  const query = useDishSuggestions(eventId);

  // Suggestions are a help, not the page's purpose: until they are here, or on an error, the card stays away.
  const shown = (query.data ?? []).slice(0, INSIGHTS_SHOWN);
  if (shown.length === 0) return null;

  return (
    <Card
      as="section"
      className="dish-suggestions-card"
      aria-labelledby={headingId}
      aria-busy={query.isFetching || undefined}
    >
      <h2 id={headingId} className="card__title insights-card__title">
        <IconSparkles className="insights-card__sparkle" />
        {t('insights.suggestions.title')}
      </h2>
      <p className="dish-suggestions-card__hint">{t('insights.suggestions.hint')}</p>
      <ul className="dish-suggestion-list list-bare stack stack--sm">
        {shown.map((s) => (
          <li key={s.name}>
            <button type="button" className="dish-suggestion" onClick={() => onPick(s)} disabled={disabled}>
              <span className="dish-suggestion__text">
                <span className="dish-suggestion__name">{s.name}</span>{' '}
                <span className="dish-suggestion__description text-secondary text-sm">{s.description}</span>
              </span>
              <span className="dish-suggestion__add">
                <IconPlusSmall />
              </span>
            </button>
          </li>
        ))}
      </ul>
    </Card>
  );
}
