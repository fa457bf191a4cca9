import { t } from '@/lib/i18n';
import { LegalPage, LegalSection, PlainLegalSections } from './legal-page';

/** The items of the page's one list (legal.terms.s5.item<n>). */
const ITEMS = [1, 2, 3, 4] as const;

// Each paragraph is one message (legal.*): a translation keeps its paragraphs and their order.
export function TermsOfService() {
  return (
    <LegalPage title={t('legal.terms.title')}>
      <PlainLegalSections page="terms" from={1} to={4} />
      <LegalSection title={t('legal.terms.s5.title')} text={t('legal.terms.s5.p1')}>
        <ul>
          {ITEMS.map((n) => (
            <li key={n}>{t(`legal.terms.s5.item${n}`)}</li>
          ))}
        </ul>
      </LegalSection>
      <PlainLegalSections page="terms" from={6} to={10} />
    </LegalPage>
  );
}
