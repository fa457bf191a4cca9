import { act } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { EventSummary } from '@contracts/event.contract';
import { buildEventSummary } from '@/test/data';
import { render, type Rendered } from '@/test/render';
import { MyRsvps } from './my-rsvps';

const day = 24 * 3600 * 1000;
const summary = (id: string, name: string, offsetDays: number) =>
  buildEventSummary({ id, name, date: new Date(Date.now() + offsetDays * day).toISOString() });

let rendered: Rendered | null = null;
afterEach(() => rendered?.unmount());

async function renderWith(events: EventSummary[]): Promise<HTMLElement> {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      expect(url).toBe('/api/dashboard/rsvped-events');
      return new Response(JSON.stringify(events), { status: 200, headers: { 'Content-Type': 'application/json' } });
    }),
  );
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  rendered = await render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter>
        <MyRsvps />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  const { container } = rendered;
  await act(async () => {
    await vi.waitFor(() => expect(container.querySelector('[role="status"]')).toBeNull());
  });
  return container;
}

describe('MyRsvps', () => {
  it('shows the stat cards and the upcoming and past lists with their counts', async () => {
    const el = await renderWith([
      summary('a', 'Tomorrow', 1),
      summary('b', 'Next month', 30),
      summary('c', 'Last week', -7),
    ]);
    const stats = [...el.querySelectorAll('.my-rsvps__stat')].map((s) => s.textContent);
    expect(stats).toEqual(['Upcoming2', 'Total RSVPs3']);
    const headings = [...el.querySelectorAll('h2')].map((h) => h.textContent);
    expect(headings).toEqual(['Upcoming Events (2)', 'Past Events (1)', 'Quick Actions']);
    expect([...el.querySelectorAll('a')].map((a) => a.textContent)).toEqual(
      expect.arrayContaining(['Join Event', 'Create Event']),
    );
    expect(el.querySelectorAll('.event-card--past')).toHaveLength(1);
  });

  it('shows "No RSVPs Yet" with Join and Create Event when there are none', async () => {
    const el = await renderWith([]);
    expect(el.querySelector('h2')?.textContent).toBe('No RSVPs Yet');
    const links = [...el.querySelectorAll('a')].map((a) => [a.textContent, a.getAttribute('href')]);
    expect(links).toEqual([
      ['Join', '/join'],
      ['Create Event', '/create-event'],
    ]);
  });
});
