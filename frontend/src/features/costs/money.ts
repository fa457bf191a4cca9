import { formatMoney } from '@contracts/cost.rules';
import { intlLocaleOf } from '@contracts/locale.rules';
import { activeLocale } from '@/lib/i18n';

/** An amount in minor units, as the reader's language writes it. */
export const money = (minor: number, currency: string): string =>
  formatMoney(minor, currency, intlLocaleOf(activeLocale()));

/** The currencies the browser knows, by their name in the reader's language (the event's own always among them). */
export function currencyOptions(current: string): { value: string; label: string }[] {
  const locale = intlLocaleOf(activeLocale());
  const codes = new Set(
    typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('currency') : ['EUR', 'USD', 'GBP', 'JPY'],
  );
  codes.add(current);
  const names = new Intl.DisplayNames([locale], { type: 'currency' });
  return [...codes]
    .map((code) => ({ value: code, label: `${code} · ${names.of(code) ?? code}` }))
    .sort((a, b) => a.value.localeCompare(b.value));
}
