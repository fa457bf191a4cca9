import { t } from '@/lib/i18n';
import { LegalPage, LegalSection, PlainLegalSections } from './legal-page';

// Each paragraph is one message (legal.*): a translation keeps its paragraphs and their order.
export function TermsOfService() {
  return (
    <LegalPage title={t('legal.terms.title')}>
      <PlainLegalSections page="terms" from={1} to={4} />
      <LegalSection title={t('legal.terms.s5.title')} text={t('legal.terms.s5.p1')}>
        <ul>
          <li>{t('legal.terms.s5.item1')}</li>
          <li>{t('legal.terms.s5.item2')}</li>
          <li>{t('legal.terms.s5.item3')}</li>
          <li>{t('legal.terms.s5.item4')}</li>
        </ul>
      </LegalSection>
      <PlainLegalSections page="terms" from={6} to={10} />
    </LegalPage>
  );
}
