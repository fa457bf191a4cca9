import { describe, expect, it } from 'vitest';
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

describe('buffet cards', () => {
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
});
