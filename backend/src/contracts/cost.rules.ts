// Costs shared by both sides (no zod): how a total is split between households in the currency's minor unit, what
// a payment link may be, and the limits of what a cost holds. Potluck never moves money: it records who paid what
// and who says they settled.

/** Who may record, change and delete the event's costs (the host sets it; co-hosts by default). */
export const COST_RECORDERS = ['host', 'managers', 'going'] as const;
export type CostRecorders = (typeof COST_RECORDERS)[number];

/** equal: one part per household; adults: one part per adult, a kid at the host's weight. */
export const COST_SPLITS = ['household', 'adult'] as const;
export type CostSplit = (typeof COST_SPLITS)[number];

/** The currency of an event that never chose one. */
export const DEFAULT_CURRENCY = 'EUR';
/** A kid's part of an adult's, in hundredths (50: half an adult). */
export const DEFAULT_KID_WEIGHT = 50;
export const KID_WEIGHT_MAX = 100;

export const COST_WHAT_MAX = 120;
/** The largest single cost, in minor units (10 million in a two-decimal currency). */
export const COST_AMOUNT_MAX = 1_000_000_000;
export const COSTS_PER_EVENT_MAX = 200;
export const PAYMENT_LINK_MAX = 300;
export const PAYMENT_NOTE_MAX = 200;

/** An ISO 4217 code the runtime knows. */
export function isCurrency(code: string): boolean {
  if (!/^[A-Z]{3}$/.test(code)) return false;
  try {
    return new Intl.NumberFormat('en', { style: 'currency', currency: code }).resolvedOptions().currency === code;
  } catch {
    return false;
  }
}

/** The digits of a currency's minor unit: 2 for EUR, 0 for JPY, 3 for KWD (ISO 4217, as Intl knows it). */
export function currencyDigits(code: string): number {
  return (
    new Intl.NumberFormat('en', { style: 'currency', currency: code }).resolvedOptions().maximumFractionDigits ?? 2
  );
}

/** An amount in minor units as the reader's language writes it ("12,50 €", "¥1,250", "KWD 1.250"). */
export function formatMoney(minor: number, currency: string, locale: string): string {
  const digits = currencyDigits(currency);
  return new Intl.NumberFormat(locale, { style: 'currency', currency }).format(minor / 10 ** digits);
}

/**
 * What someone typed ("12.5", "12,50", "1 250") in minor units of the currency, or null when it is not an amount
 * with at most the currency's digits. The last comma or point is the decimal mark, unless three digits follow it in
 * a currency without three decimals; spaces and other marks between thousands are ignored.
 */
export function parseMoney(text: string, currency: string): number | null {
  const digits = currencyDigits(currency);
  const cleaned = text.trim().replace(/[\s\u00a0\u202f']/g, '');
  if (!/^\d[\d.,]*$/.test(cleaned) || /[.,]$/.test(cleaned)) return null;
  const at = Math.max(cleaned.lastIndexOf('.'), cleaned.lastIndexOf(','));
  let whole = at < 0 ? cleaned : cleaned.slice(0, at);
  let frac = at < 0 ? '' : cleaned.slice(at + 1);
  // "1,250" or "1.250" in a currency without three decimals marks thousands, not a fraction.
  if (frac.length === 3 && digits !== 3) {
    whole = cleaned;
    frac = '';
  }
  whole = whole.replace(/[.,]/g, '');
  if (frac.length > digits) return null;
  const minor = Number(whole) * 10 ** digits + Number(frac.padEnd(digits, '0') || '0');
  return Number.isSafeInteger(minor) ? minor : null;
}

/**
 * Splits `total` minor units between households by weight (whole numbers, e.g. hundredths of an adult). Each gets
 * the floor of its exact part; what the floors leave (fewer units than there are households) goes one unit each to
 * the first households in the order given, so the parts always add up to the total. Households of weight 0 get 0,
 * unless every weight is 0: then all count equally.
 */
export function splitShares(total: number, weights: readonly number[]): number[] {
  if (weights.length === 0) return [];
  const w = weights.every((x) => x <= 0) ? weights.map(() => 1) : weights.map((x) => Math.max(0, Math.round(x)));
  const sum = w.reduce((a, b) => a + b, 0);
  const parts = w.map((x) => Number((BigInt(total) * BigInt(x)) / BigInt(sum)));
  let left = total - parts.reduce((a, b) => a + b, 0);
  for (let i = 0; left > 0; i = (i + 1) % parts.length) {
    if (w[i] === 0) continue;
    parts[i] = (parts[i] ?? 0) + 1;
    left -= 1;
  }
  return parts;
}

/** A household's weight under the event's split: 100 per household, or 100 per adult and the kid weight per kid. */
export function householdWeight(split: CostSplit, adults: number, kids: number, kidWeight: number): number {
  return split === 'household' ? 100 : adults * 100 + kids * kidWeight;
}

/** Whether a payment link may be shown as a link: https, a host name, no credentials. */
export function isPaymentLink(text: string): boolean {
  if (text.length > PAYMENT_LINK_MAX || !/^https:\/\//i.test(text)) return false;
  try {
    const url = new URL(text);
    return url.protocol === 'https:' && url.hostname.length > 0 && url.username === '' && url.password === '';
  } catch {
    return false;
  }
}

/** The host name a payment link opens, shown before it is followed ("paypal.me"). */
export function paymentLinkHost(link: string): string {
  return new URL(link).hostname.replace(/^www\./, '');
}

/**
 * Where a share stands: open (nothing said, or the share changed since it was marked), paid (the household says
 * it paid this amount), settled (the payer confirmed it).
 */
export type ShareStatus = 'open' | 'paid' | 'settled';

export function shareStatus(
  amount: number,
  marked: { paidMinor: number | null; confirmedAt: unknown } | null,
): ShareStatus {
  if (amount === 0) return 'settled';
  if (!marked || marked.paidMinor !== amount) return 'open';
  return marked.confirmedAt ? 'settled' : 'paid';
}
