// @vitest-environment jsdom
import { act } from 'react';
import { describe, expect, it } from 'vitest';
import type { User } from '@contracts/user.rules';
import { stubFetch } from '@/test/api';
import { buildUser } from '@/test/data';
import { getByRole, renderApp, waitFor } from '@/test/render';

const fetchMock = stubFetch();

const TOKEN = 'T'.repeat(43);
const mallory = {
  id: '00000000-0000-4000-8000-00000000000a',
  name: 'Mallory',
  events: [{ id: 'e1', name: 'Diwali Dinner', date: '2030-11-01T18:00:00.000Z', status: 'attending' }],
  dishCount: 2,
};
const account = buildUser({
  id: '00000000-0000-4000-8000-00000000000b',
  email: 'victoria@example.test',
  firstName: 'Victoria',
  lastName: 'Victim',
});
const guestUser: User = {
  ...account,
  id: mallory.id,
  email: null,
  isGuest: true,
  firstName: 'Mallory',
  lastName: null,
};

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status });

/** The server: `me` is who the session holds; every call is recorded as "METHOD path body". */
function server(me: User | null, preview: Response | (() => Response) = () => json(mallory)) {
  const calls: string[] = [];
  fetchMock.mockImplementation(async (input, init) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const method = init?.method ?? 'GET';
    calls.push(`${method} ${url}${typeof init?.body === 'string' ? ` ${init.body}` : ''}`);
    if (url === '/api/auth/user') {
      return me ? json(me) : json({ message: 'Unauthorized', code: 'UNAUTHORIZED' }, 401);
    }
    if (url === '/api/guest-link/preview') return typeof preview === 'function' ? preview() : preview;
    if (url === '/api/guest-link/sign-in') return json(guestUser);
    if (url === '/api/auth/logout') return new Response(null, { status: 204 });
    if (url === '/api/guest-merge') return json({ pending: null });
    return json([]);
  });
  return calls;
}
const changes = (calls: string[]) => calls.filter((c) => !c.startsWith('GET '));

describe('the personal link page', () => {
  it('signed out: names whose link it is, and signs in only when the button is pressed', async () => {
    const calls = server(null);
    const { container, pathname } = await renderApp(`/guest-link#${TOKEN}`);
    await waitFor(() => expect(container.textContent).toContain("Mallory's personal link"));
    expect(container.textContent).toContain('Diwali Dinner');
    expect(container.textContent).toContain('2 dishes signed up');
    // Opening the page asked whose link it is, and nothing else.
    expect(changes(calls)).toEqual([`POST /api/guest-link/preview {"token":"${TOKEN}"}`]);

    await act(async () => getByRole(container, 'button', 'Continue as Mallory').click());
    await waitFor(() => expect(changes(calls)).toContain(`POST /api/guest-link/sign-in {"token":"${TOKEN}"}`));
    await waitFor(() => expect(pathname()).toBe('/'));
  });

  it('signed in as an account: says who you are and whose link it is, and switches only on the explicit action', async () => {
    const calls = server(account);
    const { container } = await renderApp(`/guest-link#${TOKEN}`);
    await waitFor(() => expect(container.textContent).toContain("Mallory's personal link"));
    expect(container.textContent).toContain(
      "You're signed in as Victoria Victim. Opening this link did not change that.",
    );
    expect(getByRole(container, 'a', 'Stay signed in as Victoria Victim').getAttribute('href')).toBe('/');
    expect(() => getByRole(container, 'button', 'Continue as Mallory')).toThrow();
    expect(changes(calls)).toEqual([`POST /api/guest-link/preview {"token":"${TOKEN}"}`]);

    await act(async () => getByRole(container, 'button', 'Sign out and continue as Mallory').click());
    await waitFor(() =>
      expect(changes(calls).slice(1)).toEqual([
        'POST /api/auth/logout',
        `POST /api/guest-link/sign-in {"token":"${TOKEN}"}`,
      ]),
    );
  });

  it('signed in as another guest: warns that only their own link brings them back', async () => {
    const calls = server({ ...guestUser, id: '00000000-0000-4000-8000-00000000000c', firstName: 'Alice' });
    const { container } = await renderApp(`/guest-link#${TOKEN}`);
    await waitFor(() => expect(container.textContent).toContain("You're signed in as Alice."));
    expect(container.textContent).toContain('After signing out, only your own personal link brings you back as Alice.');
    expect(changes(calls)).toEqual([`POST /api/guest-link/preview {"token":"${TOKEN}"}`]);
  });

  it('signed in as the same guest: says so and offers the way home', async () => {
    server({ ...guestUser });
    const { container } = await renderApp(`/guest-link#${TOKEN}`);
    await waitFor(() => expect(container.textContent).toContain("You're already signed in as Mallory on this device."));
    expect(getByRole(container, 'a', 'Go to My Potlucks').getAttribute('href')).toBe('/');
  });

  it('a replaced link says it no longer works; a malformed one is not even sent', async () => {
    server(null, () => json({ message: 'This personal link is not valid any more', code: 'GUEST_LINK_INVALID' }, 404));
    const replaced = await renderApp(`/guest-link#${TOKEN}`);
    await waitFor(() => expect(replaced.container.textContent).toContain('This link no longer works'));
    replaced.unmount();

    const calls = server(null);
    const malformed = await renderApp('/guest-link#not-a-token');
    await waitFor(() => expect(malformed.container.textContent).toContain('This link no longer works'));
    expect(changes(calls)).toEqual([]);
  });
});
