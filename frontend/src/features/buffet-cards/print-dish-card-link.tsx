import { useServerFile } from '@/hooks/use-server-file';
import { t } from '@/lib/i18n';
import './buffet-cards.css';
import { defaultPaper, dishCardUrl } from './buffet-cards-url';

/** One dish's buffet card on the visitor's usual paper, from the dish's own card in the list. */
export function PrintDishCardLink({ eventId, dish }: { eventId: string; dish: { id: string; name: string } }) {
  const pdf = useServerFile('open');
  return (
    <>
      <a
        className="buffet-cards__dish-link"
        href={dishCardUrl(eventId, dish.id, defaultPaper())}
        target="_blank"
        rel="noopener"
        aria-label={t('buffetCards.dishCardLabel', { dish: dish.name })}
        onClick={pdf.onClick}
      >
        <span aria-hidden="true">🖨️ </span>
        {t('buffetCards.dishCard')}
      </a>
      <span className="buffet-cards__notice" role="status">
        {pdf.notice}
      </span>
    </>
  );
}
