import './kitchen.css';
import { Suspense, useState } from 'react';
import { lazyPart } from '@/lib/lazy-part';
import { t } from '@/lib/i18n';

const DishKitchenPanel = lazyPart(() => import('./dish-kitchen-panel').then((m) => m.DishKitchenPanel));

/**
 * A dish's kitchen needs, folded away on its card for whoever may edit it: the fold is there from the first paint
 * (nothing below it moves), the form and the kitchen plan load when it is opened.
 */
export function DishKitchenNeeds({ eventId, dishId }: { eventId: string; dishId: string }) {
  const [open, setOpen] = useState(false);
  return (
    <details className="kitchen-needs" onToggle={(e) => setOpen(e.currentTarget.open)}>
      <summary className="kitchen-needs__summary">{t('kitchen.needsSummary')}</summary>
      {open && (
        <Suspense fallback={null}>
          <DishKitchenPanel eventId={eventId} dishId={dishId} />
        </Suspense>
      )}
    </details>
  );
}
