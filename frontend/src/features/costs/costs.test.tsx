import type { CostsView } from '@contracts/cost.contract';
import { describe, expect, it } from 'vitest';
import { accessibleText, renderWithQueryClient } from '@/test/render';
import { withMark } from './api/costs-mutation';
import { CostsPanel } from './components/costs-panel';
import { CostsPrint } from './components/costs-print';
import { createQueryClient } from '@/lib/query-client';
import { queryKeys } from '@/lib/query-keys';

const ME = '00000000-0000-4000-8000-00000000000a';
const HOST = '00000000-0000-4000-8000-00000000000b';
const share = (over: Partial<CostsView['households'][number]>): CostsView['households'][number] => ({
  id: ME,
  person: { id: ME, name: 'Gus Guest' },
  adults: 1,
  kids: 0,
  shareMinor: 334,
  spentMinor: 0,
  owesMinor: 334,
  status: 'open',
  paidAt: null,
  confirmedAt: null,
  ...over,
});
const view: CostsView = {
  currency: 'JPY',
  digits: 0,
  recorders: 'managers',
  split: 'household',
  kidWeight: 50,
  canRecord: false,
  canSetUp: false,
  canConfirm: false,
  totalMinor: 1000,
  costs: [
    {
      id: '00000000-0000-4000-8000-000000000001',
      what: 'Ice and plates',
      amountMinor: 1000,
      payer: { id: HOST, name: 'Hana Host' },
      canEdit: false,
      paymentLink: 'https://www.paypal.me/hana',
      paymentNote: 'IBAN DE00 1234',
      receipt: null,
      createdAt: '2026-12-01T10:00:00.000Z',
    },
  ],
  payers: [
    {
      person: { id: HOST, name: 'Hana Host' },
      spentMinor: 1000,
      paymentLink: 'https://www.paypal.me/hana',
      paymentNote: 'IBAN DE00 1234',
    },
  ],
  households: [share({})],
  mine: share({}),
  householdCount: 3,
  settledCount: 1,
  people: [],
};

describe('costs screen', () => {
  it('shows a guest their share in the currency, how to pay back, and where the link leads before it opens', async () => {
    const { container } = await renderWithQueryClient(<CostsPanel eventId="e1" view={view} callerId={ME} />);
    const text = accessibleText(container);
    expect(text).toContain('¥1,000');
    expect(text).toContain('¥334');
    expect(text).toContain('1 of 3');
    expect(text).toContain('IBAN DE00 1234');
    const link = container.querySelector<HTMLAnchorElement>('a.costs__pay-link')!;
    expect(link.textContent).toBe('paypal.me');
    expect(link.rel).toBe('noopener noreferrer');
    expect(link.target).toBe('_blank');
    expect(link.getAttribute('aria-label')).toBe('Open payment link on paypal.me (new tab)');
    expect(container.querySelector('button')?.textContent).toBe('I paid my share');
    // A guest neither records costs nor sees the host's settings or the other households.
    expect(container.querySelector('form')).toBeNull();
    expect(text).not.toContain('Shares');
  });

  it('names a deleted payer "A former guest" and shows a link that is not https as text', async () => {
    const former = {
      ...view,
      costs: [{ ...view.costs[0]!, payer: { id: null, name: null } }],
      payers: [{ ...view.payers[0]!, person: { id: null, name: null }, paymentLink: 'http://pay.test/x' }],
    };
    const { container } = await renderWithQueryClient(<CostsPanel eventId="e1" view={former} callerId={ME} />);
    expect(accessibleText(container)).toContain('Paid by A former guest');
    expect(container.querySelector('a.costs__pay-link')).toBeNull();
    expect(accessibleText(container)).toContain('http://pay.test/x');
  });

  it('shows a share marked paid at once, and open again when undone', () => {
    const marked = withMark(view, { paid: true, paidMinor: 334 });
    expect(marked.mine?.status).toBe('paid');
    expect(marked.households[0]?.status).toBe('paid');
    expect(withMark(marked, { paid: false, paidMinor: 334 }).mine?.status).toBe('open');
    // Marked for an amount that is no longer the share: still open.
    expect(withMark(view, { paid: true, paidMinor: 300 }).mine?.status).toBe('open');
  });

  it('prints what was bought, who paid and each household’s share and status on the host’s sheet', async () => {
    const client = createQueryClient();
    const hostView: CostsView = {
      ...view,
      households: [
        share({ id: HOST, person: { id: HOST, name: 'Hana Host' }, owesMinor: 0, status: 'settled' }),
        share({ status: 'paid' }),
        share({ id: '00000000-0000-4000-8000-00000000000c', person: { id: null, name: null } }),
      ],
    };
    client.setQueryData(queryKeys.events.costs('e1'), hostView);
    const { container } = await renderWithQueryClient(<CostsPrint eventId="e1" />, client);
    const rows = [...container.querySelectorAll('tr')].map((r) => accessibleText(r));
    expect(rows).toEqual([
      expect.stringMatching(/Ice and plates.*Paid by Hana Host.*¥1,000/),
      expect.stringMatching(/Hana Host.*¥0.*Settled/),
      expect.stringMatching(/Gus Guest.*¥334.*Marked paid/),
      expect.stringMatching(/A former guest.*¥334.*Open/),
    ]);
    expect(accessibleText(container)).toContain('Costs: ¥1,000');
  });
});
