import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { afterEach, describe, expect, it } from 'vitest';
import { queryKeys } from '@/lib/query-keys';
import { buildRsvp, buildUser } from '@/test/data';
import { render, type Rendered } from '@/test/render';
import { GuestRsvpsSection } from './guest-rsvps-section';

let rendered: Rendered | null = null;
afterEach(() => rendered?.unmount());

describe('GuestRsvpsSection', () => {
  it("shows the viewer's own picture, and initials for everyone else even if a picture came with them", async () => {
    const me = buildUser({
      firstName: 'Mina',
      lastName: 'Kay',
      profileImageUrl: 'https://lh3.googleusercontent.com/me',
    });
    const mine = buildRsvp({
      userId: me.id,
      user: { id: me.id, firstName: 'Mina', lastName: 'Kay', email: me.email, profileImageUrl: null },
    });
    const other = buildRsvp({
      user: {
        id: 'other',
        firstName: 'Otto',
        lastName: 'Other',
        email: null,
        profileImageUrl: 'https://lh3.googleusercontent.com/other',
      },
    });
    const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
    client.setQueryData(queryKeys.currentUser(), me);
    rendered = await render(
      <QueryClientProvider client={client}>
        <GuestRsvpsSection event={{ id: 'event-id', rsvps: [mine, other] }} />
      </QueryClientProvider>,
    );
    const images = [...rendered.container.querySelectorAll('img')].map((img) => img.getAttribute('src'));
    expect(images).toEqual(['https://lh3.googleusercontent.com/me']);
    expect(rendered.container.textContent).toContain('OO');
  });
});
