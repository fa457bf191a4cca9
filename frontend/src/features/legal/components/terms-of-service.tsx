import { t } from '@/lib/i18n';
import { LegalPage, LegalSection } from './legal-page';

// Each paragraph is one message (legal.*): a translation keeps its paragraphs and their order.
export function TermsOfService() {
  return (
    <LegalPage title={t('legal.terms.title')}>
      <LegalSection title={t('legal.terms.s1.title')} text={t('legal.terms.s1.p1')} />
      <LegalSection title={t('legal.terms.s2.title')} text={t('legal.terms.s2.p1')} />
      <LegalSection title={t('legal.terms.s3.title')} text={t('legal.terms.s3.p1')} />
      <LegalSection title={t('legal.terms.s4.title')} text={t('legal.terms.s4.p1')} />
      <LegalSection title={t('legal.terms.s5.title')} text={t('legal.terms.s5.p1')}>
        <ul>
          <li>{t('legal.terms.s5.item1')}</li>
          <li>{t('legal.terms.s5.item2')}</li>
          <li>{t('legal.terms.s5.item3')}</li>
          <li>{t('legal.terms.s5.item4')}</li>
        </ul>
      </LegalSection>
      <LegalSection title={t('legal.terms.s6.title')} text={t('legal.terms.s6.p1')} />
      <LegalSection title={t('legal.terms.s7.title')} text={t('legal.terms.s7.p1')} />
      <LegalSection title={t('legal.terms.s8.title')} text={t('legal.terms.s8.p1')} />
      <LegalSection title={t('legal.terms.s9.title')} text={t('legal.terms.s9.p1')} />
      <LegalSection title={t('legal.terms.s10.title')} text={t('legal.terms.s10.p1')} />
    </LegalPage>
  );
}
