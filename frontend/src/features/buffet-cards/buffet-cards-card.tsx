import './buffet-cards.css';
import { buttonClassName } from '@/components/button';
import { Card } from '@/components/card';
import { BUFFET_CARDS_TEXT } from './buffet-cards.text';
import { eventCardsUrl, type Paper } from './buffet-cards-url';

const PAPERS: readonly { paper: Paper; label: string }[] = [
  { paper: 'a4', label: BUFFET_CARDS_TEXT.a4 },
  { paper: 'letter', label: BUFFET_CARDS_TEXT.letter },
];

/** The event's buffet cards, six to a page, to print on either paper (the PDF opens in a new tab, ready to print). */
export function BuffetCardsCard({ eventId }: { eventId: string }) {
  return (
    <Card as="section" className="buffet-cards" aria-labelledby="buffet-cards-title">
      <h2 id="buffet-cards-title" className="card__title">
        {BUFFET_CARDS_TEXT.title}
      </h2>
      <p className="buffet-cards__intro">{BUFFET_CARDS_TEXT.intro}</p>
      <div className="buffet-cards__actions">
        {PAPERS.map(({ paper, label }) => (
          <a
            key={paper}
            className={buttonClassName({ variant: 'secondary', block: true })}
            href={eventCardsUrl(eventId, paper)}
            target="_blank"
            rel="noopener"
          >
            <span className="btn__content">
              <span aria-hidden="true">🖨️</span>
              {label}
            </span>
          </a>
        ))}
      </div>
    </Card>
  );
}
