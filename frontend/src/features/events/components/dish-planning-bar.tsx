import { useId } from 'react';

/** UI.md "Dish planning" bar: 8 px track, accent fill, the percentage beside it. */
export function DishPlanningBar({ percent }: { percent: number }) {
  const labelId = useId();
  return (
    <div className="planning-bar">
      <span id={labelId} className="planning-bar__label">
        Dish planning
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
