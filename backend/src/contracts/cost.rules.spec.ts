import fc from 'fast-check';
import {
  currencyDigits,
  formatMoney,
  householdWeight,
  isPaymentLink,
  parseMoney,
  paymentLinkHost,
  shareStatus,
  splitShares,
} from './cost.rules';

const CURRENCIES = ['EUR', 'USD', 'JPY', 'KWD', 'BHD', 'INR', 'BRL', 'CLP', 'ISK', 'TND'];

describe('splitting a total between households', () => {
  it('rounds to the minor unit, adds up to the total, and gives the remainder to households in order', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...CURRENCIES),
        fc.integer({ min: 0, max: 100_000 }),
        fc.array(fc.record({ adults: fc.integer({ min: 1, max: 10 }), kids: fc.integer({ min: 0, max: 10 }) }), {
          minLength: 1,
          maxLength: 40,
        }),
        fc.constantFrom('household' as const, 'adult' as const),
        fc.integer({ min: 0, max: 100 }),
        (currency, major, households, split, kidWeight) => {
          const total = major * 10 ** currencyDigits(currency) + (major % 7);
          const weights = households.map((h) => householdWeight(split, h.adults, h.kids, kidWeight));
          const parts = splitShares(total, weights);
          expect(parts.every((p) => Number.isInteger(p) && p >= 0)).toBe(true);
          expect(parts.reduce((a, b) => a + b, 0)).toBe(total);
          const sum = weights.reduce((a, b) => a + b, 0);
          const exact = weights.map((w) => (total * w) / sum);
          // Each part is its exact part rounded down, or one unit more; the extra units go to the first households.
          const extra = parts.map((p, i) => p - Math.floor(exact[i] + 1e-9));
          expect(extra.every((e) => e === 0 || e === 1)).toBe(true);
          const given = extra.lastIndexOf(1);
          expect(extra.slice(0, given + 1).every((e, i) => e === 1 || Number.isInteger(exact[i]))).toBe(true);
        },
      ),
      { seed: 52, numRuns: 300 },
    );
  });

  it('gives the first households the remainder', () => {
    expect(splitShares(1000, [100, 100, 100])).toEqual([334, 333, 333]);
    expect(splitShares(1001, [100, 100, 100])).toEqual([334, 334, 333]);
    expect(splitShares(10, [100, 50])).toEqual([7, 3]);
    expect(splitShares(5, [0, 0])).toEqual([3, 2]);
    expect(splitShares(7, [])).toEqual([]);
  });
});

describe('currencies', () => {
  it('knows the minor units of ISO 4217', () => {
    expect(currencyDigits('EUR')).toBe(2);
    expect(currencyDigits('JPY')).toBe(0);
    expect(currencyDigits('KWD')).toBe(3);
  });

  it('formats for the reader and reads what people type', () => {
    expect(formatMoney(1250, 'EUR', 'de')).toBe('12,50\u00a0€');
    expect(formatMoney(1250, 'JPY', 'en')).toBe('¥1,250');
    expect(parseMoney('12,5', 'EUR')).toBe(1250);
    expect(parseMoney('12.50', 'EUR')).toBe(1250);
    expect(parseMoney('1 250', 'JPY')).toBe(1250);
    expect(parseMoney('1,250', 'JPY')).toBe(1250);
    expect(parseMoney('1.250', 'KWD')).toBe(1250);
    expect(parseMoney('1.5', 'JPY')).toBeNull();
    expect(parseMoney('abc', 'EUR')).toBeNull();
  });
});

describe('payment links', () => {
  it('takes https links only and names their host', () => {
    expect(isPaymentLink('https://www.paypal.me/anna/12')).toBe(true);
    expect(paymentLinkHost('https://www.paypal.me/anna/12')).toBe('paypal.me');
    expect(isPaymentLink('http://paypal.me/anna')).toBe(false);
    expect(isPaymentLink('javascript:alert(1)')).toBe(false);
    expect(isPaymentLink('https://user:pw@evil.test')).toBe(false);
    expect(isPaymentLink(`https://a.test/${'x'.repeat(300)}`)).toBe(false);
  });

  it('says a share is settled only for the amount marked', () => {
    expect(shareStatus(500, null)).toBe('open');
    expect(shareStatus(500, { paidMinor: 500, confirmedAt: null })).toBe('paid');
    expect(shareStatus(500, { paidMinor: 500, confirmedAt: new Date() })).toBe('settled');
    expect(shareStatus(600, { paidMinor: 500, confirmedAt: new Date() })).toBe('open');
    expect(shareStatus(0, null)).toBe('settled');
  });
});
