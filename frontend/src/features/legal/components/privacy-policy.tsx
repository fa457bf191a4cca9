import { t } from '@/lib/i18n';
import { richMessage } from '@/components/rich-message';
import { LegalPage } from './legal-page';

// Each paragraph is one message (legal.*): a translation keeps its paragraphs and their order.
export function PrivacyPolicy() {
  return (
    <LegalPage title={t('legal.privacy.title')}>
      <section>
        <h2>{t('legal.privacy.s1.title')}</h2>
        <p>{t('legal.privacy.s1.p1')}</p>
      </section>
      <section>
        <h2>{t('legal.privacy.s2.title')}</h2>
        <ul>
          <li>{richMessage('legal.privacy.s2.item1', { term: <strong>{t('legal.privacy.s2.item1Term')}</strong> })}</li>
          <li>{richMessage('legal.privacy.s2.item2', { term: <strong>{t('legal.privacy.s2.item2Term')}</strong> })}</li>
          <li>{richMessage('legal.privacy.s2.item3', { term: <strong>{t('legal.privacy.s2.item3Term')}</strong> })}</li>
          <li>{richMessage('legal.privacy.s2.item4', { term: <strong>{t('legal.privacy.s2.item4Term')}</strong> })}</li>
        </ul>
      </section>
      <section>
        <h2>{t('legal.privacy.s3.title')}</h2>
        <p>{t('legal.privacy.s3.p1')}</p>
      </section>
      <section>
        <h2>{t('legal.privacy.s4.title')}</h2>
        <p>{t('legal.privacy.s4.p1')}</p>
      </section>
      <section>
        <h2>{t('legal.privacy.s5.title')}</h2>
        <p>{t('legal.privacy.s5.p1')}</p>
      </section>
      <section>
        <h2>{t('legal.privacy.s6.title')}</h2>
        <p>{t('legal.privacy.s6.p1')}</p>
      </section>
      <section>
        <h2>{t('legal.privacy.s7.title')}</h2>
        <p>{t('legal.privacy.s7.p1')}</p>
      </section>
      <section>
        <h2>{t('legal.privacy.s8.title')}</h2>
        <p>{t('legal.privacy.s8.p1')}</p>
      </section>
      <section>
        <h2>{t('legal.privacy.s9.title')}</h2>
        <p>{t('legal.privacy.s9.p1')}</p>
      </section>
      <section>
        <h2>{t('legal.privacy.s10.title')}</h2>
        <p>{t('legal.privacy.s10.p1')}</p>
      </section>
      <section>
        <h2>{t('legal.privacy.s11.title')}</h2>
        <p>{t('legal.privacy.s11.p1')}</p>
      </section>
    </LegalPage>
  );
}
