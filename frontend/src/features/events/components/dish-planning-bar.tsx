import { useId } from 'react';
import { t } from '@/lib/i18n';

/** The dish-planning bar: an 8 px track with the accent fill, and the percentage beside it. */
export function DishPlanningBar({ percent }: { percent: number }) {
  const labelId = useId();
  return (
    <div className="planning-bar">
      <span id={labelId} className="planning-bar__label">
        {t('event.planning.label')}
      </span>
      <span
        className="planning-bar__track"
        role="progressbar"
        aria-labelledby={labelId}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
      >
        <span className="planning-bar__fill" style={{ width: `${percent}%` }} />
      </span>
      <span className="planning-bar__value">{percent}%</span>
    </div>
  );
}
