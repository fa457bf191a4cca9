import './buffet-cards.css';
import { buttonClassName } from '@/components/button';
import { SectionCard } from '@/components/card';
import { useServerFile } from '@/hooks/use-server-file';
import { t } from '@/lib/i18n';
import { eventCardsUrl, type Paper } from './buffet-cards-url';

const PAPERS: readonly Paper[] = ['a4', 'letter'];

/**
 * The event's buffet cards, six to a page, to print on either paper (the PDF opens in a new tab, ready to print; when
 * the server is too busy to draw it, the card says when to try again).
 */
export function BuffetCardsCard({ eventId }: { eventId: string }) {
  const pdf = useServerFile('open');
  return (
    <SectionCard titleId="buffet-cards-title" title={t('buffetCards.title')} className="buffet-cards">
      <p className="buffet-cards__intro">{t('buffetCards.intro')}</p>
      <div className="buffet-cards__actions">
        {PAPERS.map((paper) => (
          <a
            key={paper}
            className={buttonClassName({ variant: 'secondary', block: true })}
            href={eventCardsUrl(eventId, paper)}
            target="_blank"
            rel="noopener"
            onClick={pdf.onClick}
          >
            <span className="btn__content">
              <span aria-hidden="true">🖨️</span>
              {t(`buffetCards.${paper}`)}
            </span>
          </a>
        ))}
      </div>
      <p className="buffet-cards__notice" role="status">
        {pdf.notice}
      </p>
    </SectionCard>
  );
}
