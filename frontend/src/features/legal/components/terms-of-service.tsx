import { t } from '@/lib/i18n';
import { LegalPage } from './legal-page';

// Each paragraph is one message (legal.*): a translation keeps its paragraphs and their order.
export function TermsOfService() {
  return (
    <LegalPage title={t('legal.terms.title')}>
      <section>
        <h2>{t('legal.terms.s1.title')}</h2>
        <p>{t('legal.terms.s1.p1')}</p>
      </section>
      <section>
        <h2>{t('legal.terms.s2.title')}</h2>
        <p>{t('legal.terms.s2.p1')}</p>
      </section>
      <section>
        <h2>{t('legal.terms.s3.title')}</h2>
        <p>{t('legal.terms.s3.p1')}</p>
      </section>
      <section>
        <h2>{t('legal.terms.s4.title')}</h2>
        <p>{t('legal.terms.s4.p1')}</p>
      </section>
      <section>
        <h2>{t('legal.terms.s5.title')}</h2>
        <p>{t('legal.terms.s5.p1')}</p>
        <ul>
          <li>{t('legal.terms.s5.item1')}</li>
          <li>{t('legal.terms.s5.item2')}</li>
          <li>{t('legal.terms.s5.item3')}</li>
          <li>{t('legal.terms.s5.item4')}</li>
        </ul>
      </section>
      <section>
        <h2>{t('legal.terms.s6.title')}</h2>
        <p>{t('legal.terms.s6.p1')}</p>
      </section>
      <section>
        <h2>{t('legal.terms.s7.title')}</h2>
        <p>{t('legal.terms.s7.p1')}</p>
      </section>
      <section>
        <h2>{t('legal.terms.s8.title')}</h2>
        <p>{t('legal.terms.s8.p1')}</p>
      </section>
      <section>
        <h2>{t('legal.terms.s9.title')}</h2>
        <p>{t('legal.terms.s9.p1')}</p>
      </section>
      <section>
        <h2>{t('legal.terms.s10.title')}</h2>
        <p>{t('legal.terms.s10.p1')}</p>
      </section>
    </LegalPage>
  );
}
