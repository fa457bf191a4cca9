import type { InsightItem } from '@contracts/insights.contract';
import { SEVERITY_DISPLAY } from './insight-icons';
import { t } from '@/lib/i18n';

export function InsightList({ items }: { items: readonly InsightItem[] }) {
  return (
    <ul className="list-bare stack">
      {items.map((item, index) => {
        const { label, Icon } = SEVERITY_DISPLAY[item.severity];
        return (
          // Messages are unique per event, but two rules could in theory phrase the same sentence.
          <li key={`${index}-${item.message}`} className={`insight insight--${item.severity}`}>
            <span className="insight__icon">
              <Icon />
            </span>
            <p className="insight__text">
              {/* The hidden colon and the space keep "Important: ..." apart for screen readers. */}
              <span className="insight__severity">
                {t(label)}
                <span className="visually-hidden">:</span>
              </span>{' '}
              <span className="insight__message">{item.message}</span>
            </p>
          </li>
        );
      })}
    </ul>
  );
}
