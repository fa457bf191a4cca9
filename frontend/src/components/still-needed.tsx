import './still-needed.css';
import { Link } from 'react-router-dom';
import type { SlotProgress } from '@contracts/planning.rules';
import { t, type MessageKey } from '@/lib/i18n';

export interface StillNeededProps {
  progress: SlotProgress[];
  /** Where a tap goes: the add form for that category. */
  linkFor: (p: SlotProgress) => string;
  title?: string;
}

/** "Still needed": each category short of its slot, one tap from the add form. Nothing when all slots are filled. */
export function StillNeeded({ progress, linkFor, title = t('stillNeeded.title') }: StillNeededProps) {
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
                {t(`slot.${p.group}` as MessageKey)}{' '}
                {t('join.dishes.countOfNeeded', { count: p.have, needed: p.needed })}
              </span>
              <span className="still-needed__more">{t('stillNeeded.more', { count: p.missing })}</span>
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
