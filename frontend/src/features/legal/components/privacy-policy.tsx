import { RETENTION_DEFAULTS } from '@contracts/retention.rules';
import { t } from '@/lib/i18n';
import { richMessage } from '@/components/rich-message';
import { LegalPage, LegalSection, PlainLegalSections } from './legal-page';

/** The items of the page's one list (legal.privacy.s2.item<n>). */
const ITEMS = [1, 2, 3, 4] as const;

// Each paragraph is one message (legal.*): a translation keeps its paragraphs and their order.
export function PrivacyPolicy() {
  return (
    <LegalPage title={t('legal.privacy.title')}>
      <LegalSection title={t('legal.privacy.s1.title')} text={t('legal.privacy.s1.p1')} />
      <LegalSection title={t('legal.privacy.s2.title')}>
        <ul>
          {ITEMS.map((n) => (
            <li key={n}>
              {richMessage(`legal.privacy.s2.item${n}`, {
                term: <strong>{t(`legal.privacy.s2.item${n}Term`)}</strong>,
              })}
            </li>
          ))}
        </ul>
      </LegalSection>
      <PlainLegalSections page="privacy" from={3} to={5} />
      <LegalSection title={t('legal.privacy.s6.title')} text={t('legal.privacy.s6.p1')}>
        {/* The page is prerendered at build time: it states the defaults the server's RETENTION_* settings start from. */}
        <p>{t('legal.privacy.s6.retention', RETENTION_DEFAULTS)}</p>
      </LegalSection>
      <PlainLegalSections page="privacy" from={7} to={11} />
    </LegalPage>
  );
}
