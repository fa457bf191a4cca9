import './still-needed.css';
import { Link } from 'react-router-dom';
import type { SlotProgress } from '@contracts/planning.rules';

export interface StillNeededProps {
  progress: SlotProgress[];
  /** Where a tap goes: the add form for that category. */
  linkFor: (p: SlotProgress) => string;
  title?: string;
}

/** "Still needed": each category short of its slot, one tap from the add form. Nothing when all slots are filled. */
export function StillNeeded({ progress, linkFor, title = 'Still needed' }: StillNeededProps) {
  const missing = progress.filter((p) => p.missing > 0);
  if (missing.length === 0) return null;
  return (
    <div className="still-needed">
      <h3 className="still-needed__title">{title}</h3>
      <ul className="still-needed__list">
        {missing.map((p) => (
          <li key={p.group}>
            <Link className="still-needed__item" to={linkFor(p)}>
              <span>
                {p.label} {p.have} of {p.needed}
              </span>
              <span className="still-needed__more">+ {p.missing} more</span>
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
