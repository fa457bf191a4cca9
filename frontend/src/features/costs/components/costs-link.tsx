import '../costs.css';
import { LinkCard } from '@/components/link-card';
import { t } from '@/lib/i18n';
import { useCosts } from '../api/costs-api';
import { money } from '../money';

/**
 * The event page's way into the costs (/events/{id}/costs): the total and, for a household, its share and whether
 * it is settled. Shown once costs exist, or to whoever may record them.
 */
export function CostsLink({ eventId, manages }: { eventId: string; manages: boolean }) {
  const { data: costs } = useCosts(eventId);
  // Before the first cost, hosts and co-hosts start from Manage (the event page leads with what matters now).
  if (!costs || (costs.costs.length === 0 && (manages || !costs.canRecord))) return null;
  const line =
    costs.costs.length === 0
      ? t('costs.link.none')
      : costs.mine && costs.mine.owesMinor > 0
        ? t('costs.link.share', {
            total: money(costs.totalMinor, costs.currency),
            share: money(costs.mine.owesMinor, costs.currency),
          })
        : t('costs.link.total', { total: money(costs.totalMinor, costs.currency) });
  const open = costs.mine?.status === 'open' && costs.mine.owesMinor > 0;
  return (
    <LinkCard
      to={`/events/${encodeURIComponent(eventId)}/costs`}
      icon="🧾"
      title={t('costs.title')}
      line={line}
      badge={open && t('costs.status.open')}
    />
  );
}
