import { act } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { stubFetch } from '@/test/api';
import { render } from '@/test/render';
import { BuffetCardsCard } from './buffet-cards-card';
import { defaultPaper, dishCardUrl } from './buffet-cards-url';
import { PrintDishCardLink } from './print-dish-card-link';

const links = (container: HTMLElement) =>
  [...container.querySelectorAll('a')].map((a) => ({
    text: a.textContent,
    href: a.getAttribute('href'),
    label: a.getAttribute('aria-label'),
    target: a.getAttribute('target'),
  }));

/** A tab as window.open gives it: where it is sent, and whether it was closed. */
function fakeTab() {
  const tab = { location: { href: '' }, close: vi.fn() };
  vi.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
  return tab;
}

async function click(link: HTMLAnchorElement | null | undefined) {
  await act(async () => {
    link?.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 }));
  });
}

describe('buffet cards', () => {
  const fetchMock = stubFetch();

  it('picks US Letter for the Americas that use it and A4 elsewhere', () => {
    expect(defaultPaper(['en-US'])).toBe('letter');
    expect(defaultPaper(['es-MX', 'en'])).toBe('letter');
    expect(defaultPaper(['en-GB'])).toBe('a4');
    expect(defaultPaper(['ar'])).toBe('a4');
    expect(defaultPaper(['not a tag', 'fr-CA'])).toBe('letter');
    expect(defaultPaper([])).toBe('a4');
  });

  it('links the whole event on both papers, opening the PDF in a new tab', async () => {
    const { container, unmount } = await render(<BuffetCardsCard eventId="e1" />);
    expect(container.querySelector('h2')?.textContent).toBe('Buffet Cards');
    expect(links(container)).toEqual([
      { text: '🖨️A4 (PDF)', href: '/api/events/e1/buffet-cards.pdf?paper=a4', label: null, target: '_blank' },
      {
        text: '🖨️US Letter (PDF)',
        href: '/api/events/e1/buffet-cards.pdf?paper=letter',
        label: null,
        target: '_blank',
      },
    ]);
    unmount();
  });

  it("links one dish's card, named for screen readers", async () => {
    const { container, unmount } = await render(<PrintDishCardLink eventId="e1" dish={{ id: 'd1', name: 'Dal' }} />);
    const [link] = links(container);
    expect(link?.label).toBe('Print the buffet card for Dal');
    expect(link?.href).toMatch(/^\/api\/events\/e1\/dishes\/d1\/buffet-card\.pdf\?paper=(a4|letter)$/);
    expect(dishCardUrl('e/1', 'd 1', 'a4')).toBe('/api/events/e%2F1/dishes/d%201/buffet-card.pdf?paper=a4');
    unmount();
  });

  it('says "Busy — try again in N s" by the link when the server is too busy to draw the PDF, and closes its tab', async () => {
    fetchMock.mockResolvedValue(
      new Response(JSON.stringify({ message: 'The server is busy.', code: 'SERVER_BUSY' }), {
        status: 503,
        headers: { 'Retry-After': '7' },
      }),
    );
    const tab = fakeTab();
    const { container, unmount } = await render(<BuffetCardsCard eventId="e1" />);
    await click(container.querySelector('a'));
    await vi.waitFor(() =>
      expect(container.querySelector('[role="status"]')?.textContent).toBe('Busy — try again in 7 s'),
    );
    expect(fetchMock.mock.calls[0]?.[0]).toBe('http://localhost:1/api/events/e1/buffet-cards.pdf?paper=a4');
    expect(tab.close).toHaveBeenCalled();
    expect(tab.location.href).toBe('');
    unmount();
  });

  it("opens the PDF in the tab opened at the click once it is drawn; one dish's card tells a busy server too", async () => {
    fetchMock.mockResolvedValueOnce(new Response('%PDF-1.3', { status: 200 }));
    // jsdom makes no object URLs.
    URL.createObjectURL = vi.fn(() => 'blob:http://localhost:1/pdf');
    const tab = fakeTab();
    const card = await render(<BuffetCardsCard eventId="e1" />);
    await click(card.container.querySelectorAll('a')[1]);
    await vi.waitFor(() => expect(tab.location.href).toBe('blob:http://localhost:1/pdf'));
    expect(tab.close).not.toHaveBeenCalled();
    expect(card.container.querySelector('[role="status"]')?.textContent).toBe('');
    card.unmount();

    fetchMock.mockResolvedValueOnce(new Response('{}', { status: 503, headers: { 'Retry-After': '12' } }));
    const dish = await render(<PrintDishCardLink eventId="e1" dish={{ id: 'd1', name: 'Dal' }} />);
    await click(dish.container.querySelector('a'));
    await vi.waitFor(() => expect(dish.container.textContent).toContain('Busy — try again in 12 s'));
    dish.unmount();
  });
});
