import { isPaymentLink, paymentLinkHost } from '@contracts/cost.rules';
import { IconLink } from '@/components/icons';
import { t } from '@/lib/i18n';

/**
 * A payer's payment link: its host name is the link's text, so the reader sees where it leads before it opens; it
 * opens in a new tab with neither the opener nor the referrer. A link the rules do not take is shown as text.
 */
export function PaymentLink({ link }: { link: string }) {
  if (!isPaymentLink(link)) return <span className="costs__note">{link}</span>;
  const host = paymentLinkHost(link);
  return (
    <a
      className="costs__pay-link"
      href={link}
      target="_blank"
      rel="noopener noreferrer"
      aria-label={t('costs.openLink', { host })}
    >
      <IconLink width={18} height={18} aria-hidden="true" />
      {host}
    </a>
  );
}
