import type { DoorHousehold } from '@contracts/check-in.contract';
import { Badge } from '@/components/badge';
import { t } from '@/lib/i18n';

/** Beside a guest on the host's list: arrived (and with the dish), as the door marked it. Nothing before arrival. */
export function ArrivalBadge({ household }: { household: DoorHousehold | undefined }) {
  if (!household?.arrivedAt) return null;
  return (
    <Badge tone="going" icon={<span aria-hidden="true">🚪</span>}>
      {household.dishBrought ? `${t('door.arrive')} · ${t('door.dish')}` : t('door.arrive')}
    </Badge>
  );
}
