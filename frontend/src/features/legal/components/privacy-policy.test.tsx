// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { RETENTION_DEFAULTS } from '@contracts/retention.rules';
import { requestUrl, stubFetch } from '@/test/api';
import { renderApp, waitFor, type Rendered } from '@/test/render';

const fetchMock = stubFetch();
let page: Rendered | undefined;
afterEach(() => page?.unmount());

describe('the privacy page', () => {
  it('states how long things are kept, with the numbers the server’s settings start from', async () => {
    // Signed out: the page is public.
    fetchMock.mockImplementation(async (input) =>
      requestUrl(input) === '/api/auth/user'
        ? new Response(JSON.stringify({ message: 'Unauthorized', code: 'UNAUTHORIZED' }), { status: 401 })
        : new Response('Not found', { status: 404 }),
    );
    page = await renderApp('/privacy-policy');
    const section = await waitFor(() => {
      const found = [...page!.container.querySelectorAll('section')].find((s) =>
        s.querySelector('h2')?.textContent?.startsWith('6.'),
      );
      if (!found) throw new Error('no section 6 yet');
      return found;
    });
    const text = section.textContent ?? '';
    const { eventMonths, eventNoticeDays, guestMonths, outboxDays, idempotencyDays } = RETENTION_DEFAULTS;
    expect(text).toContain(`is deleted ${eventMonths} months after it ends (a series counts from its last date)`);
    expect(text).toContain(`e-mailed ${eventNoticeDays} days before`);
    expect(text).toContain(`after ${guestMonths} months without signing in`);
    expect(text).toContain(`deleted after ${outboxDays} days`);
    expect(text).toContain(`only once after ${idempotencyDays} days`);
  });
});
