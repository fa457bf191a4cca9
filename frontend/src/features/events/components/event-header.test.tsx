import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { buildEventDetail } from '@/test/data';
import { render } from '@/test/render';
import { EventHeader } from './event-header';

describe('EventHeader', () => {
  it('gives what the host typed its own direction: an English full stop stays at the end on an Arabic page', async () => {
    const event = buildEventDetail({ name: 'Eid supper!', location: 'Hall 3.', description: 'Bring a dish.' });
    const { container, unmount } = await render(
      <MemoryRouter>
        <EventHeader event={event} />
      </MemoryRouter>,
    );
    const typed = [...container.querySelectorAll('[dir="auto"]')].map((el) => el.textContent);
    expect(typed).toEqual(['Eid supper!', 'Hall 3.', 'Bring a dish.']);
    unmount();
  });
});
