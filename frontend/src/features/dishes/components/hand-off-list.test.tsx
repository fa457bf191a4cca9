import { act } from 'react';
import { describe, expect, it } from 'vitest';
import { requestUrl, stubFetch } from '@/test/api';
import { buildDish } from '@/test/data';
import { renderWithQueryClient } from '@/test/render';
import { HandOffButton, HandOffList } from './hand-off-list';

const fetchMock = stubFetch();
const offered = buildDish({ id: 'd1', name: 'Lasagne', contributorId: 'cook', offeredAt: '2030-05-01T10:00:00.000Z' });

describe('a dish changing hands', () => {
  it('lists the dishes up for grabs and takes one over in one tap', async () => {
    fetchMock.mockImplementation(async () => new Response(JSON.stringify({ ...offered, offeredAt: null })));
    const { container } = await renderWithQueryClient(
      <HandOffList eventId="e1" dishes={[offered, buildDish({ name: 'Soup' })]} userId="me" />,
    );
    expect(container.textContent).toContain('Up for grabs');
    expect(container.textContent).not.toContain('Soup');
    const take = container.querySelector<HTMLButtonElement>('button[aria-label="Take over Lasagne"]')!;
    await act(async () => take.click());
    const [input, init] = fetchMock.mock.calls[0]!;
    expect([init?.method, requestUrl(input)]).toEqual(['POST', '/api/events/e1/dishes/d1/take-over']);
  });

  it('shows nothing when no dish is offered, and offers or keeps a dish for its cook', async () => {
    const none = await renderWithQueryClient(<HandOffList eventId="e1" dishes={[buildDish()]} userId="me" />);
    expect(none.container.textContent).toBe('');
    fetchMock.mockImplementation(async () => new Response(JSON.stringify(offered)));
    const mine = buildDish({ id: 'd2', contributorId: 'me' });
    const { container } = await renderWithQueryClient(
      <>
        <HandOffButton eventId="e1" dish={mine} userId="me" canOffer />
        <HandOffButton eventId="e1" dish={{ ...mine, offeredAt: '2030-05-01T10:00:00.000Z' }} userId="me" canOffer />
        <HandOffButton eventId="e1" dish={buildDish()} userId="me" canOffer={false} />
      </>,
    );
    const buttons = [...container.querySelectorAll('button')];
    expect(buttons.map((b) => b.querySelector('.btn__content')?.textContent)).toEqual([
      "Can't come? Offer your dish",
      "I'll bring it after all",
    ]);
    await act(async () => buttons[0]!.click());
    await act(async () => buttons[1]!.click());
    expect(fetchMock.mock.calls.map(([input, init]) => `${init?.method} ${requestUrl(input)}`)).toEqual([
      'PUT /api/dishes/d2/offer',
      'DELETE /api/dishes/d2/offer',
    ]);
  });
});
