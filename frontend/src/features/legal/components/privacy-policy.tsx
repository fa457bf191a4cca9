import { t } from '@/lib/i18n';
import { richMessage } from '@/components/rich-message';
import { LegalPage, LegalSection, PlainLegalSections } from './legal-page';

// Each paragraph is one message (legal.*): a translation keeps its paragraphs and their order.
export function PrivacyPolicy() {
  return (
    <LegalPage title={t('legal.privacy.title')}>
      <LegalSection title={t('legal.privacy.s1.title')} text={t('legal.privacy.s1.p1')} />
      <LegalSection title={t('legal.privacy.s2.title')}>
        <ul>
          <li>{richMessage('legal.privacy.s2.item1', { term: <strong>{t('legal.privacy.s2.item1Term')}</strong> })}</li>
          <li>{richMessage('legal.privacy.s2.item2', { term: <strong>{t('legal.privacy.s2.item2Term')}</strong> })}</li>
          <li>{richMessage('legal.privacy.s2.item3', { term: <strong>{t('legal.privacy.s2.item3Term')}</strong> })}</li>
          <li>{richMessage('legal.privacy.s2.item4', { term: <strong>{t('legal.privacy.s2.item4Term')}</strong> })}</li>
        </ul>
      </LegalSection>
      <PlainLegalSections page="privacy" from={3} to={11} />
    </LegalPage>
  );
}
