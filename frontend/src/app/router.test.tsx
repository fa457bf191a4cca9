import { act } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { buildUser } from '@/test/data';
import { getByRole, getByText, query, renderApp, waitFor, type Rendered } from '@/test/render';
import { hardNavigate, hardReplace } from '@/lib/navigation';
import { resetUnauthorizedRedirect } from '@/hooks/use-unauthorized-redirect';
import { createDishMutationKey } from '@/features/dishes/api/create-dish';
import { registerDishDefaults } from '@/features/dishes/api/register-dish-defaults';
import { signedOutReason } from '@/features/dishes/api/dish-cache';
import { useFailedChanges } from '@/lib/failed-changes';
import { queryKeys } from '@/lib/query-keys';
import { storageKeys } from '@/lib/storage';
import { useToastStore } from '@/lib/toast-store';

vi.mock('@/lib/navigation', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/lib/navigation')>()),
  hardNavigate: vi.fn(),
  hardReplace: vi.fn(),
}));

const user = buildUser({ id: 'u1', email: 'ada@example.com', firstName: 'Ada', lastName: 'Lovelace' });

const lostSession = (code: 'UNAUTHORIZED' | 'SESSION_INVALIDATED') =>
  new Response(JSON.stringify({ message: code === 'UNAUTHORIZED' ? 'Unauthorized' : 'Session invalidated', code }), {
    status: 401,
  });

/** Answers the current user, then `answers` by URL (a 401 there is the session lost mid-visit), else 404. */
function serve(signedIn: boolean, answers: Record<string, () => Response> = {}) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      if (answers[url]) return answers[url]();
      if (url === '/api/auth/user') {
        return signedIn
          ? new Response(JSON.stringify(user), { status: 200 })
          : new Response(JSON.stringify({ message: 'Unauthorized', code: 'UNAUTHORIZED' }), { status: 401 });
      }
      return new Response('Not found', { status: 404 });
    }),
  );
}

let app: Rendered | undefined;

function firstToast() {
  const shown = useToastStore.getState().toasts[0];
  if (!shown) throw new Error('no toast yet');
  return shown;
}

beforeEach(() => {
  sessionStorage.clear();
  useToastStore.getState().remove();
  vi.mocked(hardNavigate).mockReset();
  vi.mocked(hardReplace).mockReset();
});

afterEach(() => {
  app?.unmount();
  app = undefined;
  vi.unstubAllGlobals();
});

/** Adds a dish through the app's own mutation defaults; the answer is 401, so only the Unauthorized toast shows. */
async function addSoupAndSeeUnauthorized(queryClient: QueryClient, idempotencyKey: string) {
  registerDishDefaults(queryClient);
  const mutation = queryClient.getMutationCache().build(queryClient, {
    mutationKey: createDishMutationKey,
    retry: false,
  });
  await act(async () => {
    await mutation
      .execute({ eventId: 'abc', dish: { name: 'Soup', category: 'main_dish' }, idempotencyKey })
      .catch(() => undefined);
  });
  const shown = await waitFor(firstToast);
  expect([shown.title, shown.description]).toEqual(['Unauthorized', 'You are logged out. Logging in again...']);
  expect(useToastStore.getState().toasts.map((t) => t.title)).toEqual(['Unauthorized']);
}

describe('routing when signed out', () => {
  it('shows the welcome screen at /', async () => {
    serve(false);
    app = await renderApp('/');
    await waitFor(() => getByText(app!.container, 'Potluck'));
    expect(getByRole(app.container, 'a', 'Get Started').getAttribute('href')).toBe('/signup');
    expect(getByRole(app.container, 'a', 'Sign In').getAttribute('href')).toBe('/login');
    expect(app.container.querySelector('.bottom-nav')).toBeNull();
  });

  it('sends a signed-in-only route to /login and remembers it', async () => {
    serve(false);
    const rendered = await renderApp('/create-event');
    app = rendered;
    await waitFor(() => getByText(rendered.container, 'Welcome Back'));
    expect(rendered.pathname()).toBe('/login');
    expect(sessionStorage.getItem(storageKeys.postLoginRedirect)).toBe('/create-event');
  });

  it('Continue with Google passes the stored redirect and forgets it', async () => {
    serve(false);
    sessionStorage.setItem(storageKeys.postLoginRedirect, '/events/abc');
    app = await renderApp('/login');
    const button = await waitFor(() => getByRole(app!.container, 'button', 'Continue with Google'));
    await act(async () => button.click());
    expect(hardNavigate).toHaveBeenCalledWith('/api/login?redirect=%2Fevents%2Fabc');
    expect(sessionStorage.getItem(storageKeys.postLoginRedirect)).toBeNull();
  });

  it('shows each sign-in provider by name, and starts the one chosen with the page to come back to', async () => {
    const providers = [
      { id: 'google', name: 'Google' },
      { id: 'staff', name: 'Staff account' },
    ];
    serve(false, {
      '/api/auth/providers': () => new Response(JSON.stringify({ providers, devLogin: false }), { status: 200 }),
    });
    app = await renderApp('/login?redirect=%2Fjoin%2Fabc');
    const staff = await waitFor(() => getByRole(app!.container, 'button', 'Continue with Staff account'));
    getByRole(app.container, 'button', 'Continue with Google');
    await act(async () => staff.click());
    expect(hardNavigate).toHaveBeenCalledWith('/api/login?provider=staff&redirect=%2Fjoin%2Fabc');
  });

  it('keeps the one default button when the server offers the development sign-in only', async () => {
    serve(false, {
      '/api/auth/providers': () => new Response(JSON.stringify({ providers: [], devLogin: true }), { status: 200 }),
    });
    app = await renderApp('/login');
    await waitFor(() => expect(fetch).toHaveBeenCalledWith('/api/auth/providers', expect.anything()));
    // Once the answer has been read, the button is still there.
    await act(async () => new Promise((resolve) => setTimeout(resolve, 50)));
    const button = getByRole(app.container, 'button', 'Continue with Google');
    await act(async () => button.click());
    expect(hardNavigate).toHaveBeenCalledWith('/api/login');
  });

  it('says why a sign-in came back refused', async () => {
    serve(false);
    app = await renderApp('/login?error=unverified-email');
    const alert = await waitFor(() => query(app!.container, '[role="alert"]'));
    expect(alert?.textContent).toBe(
      'Your sign-in provider has not confirmed your e-mail address. Confirm it there, then try again.',
    );
  });

  it.each(['/signup', '/forgot-password', '/reset-password'])(
    '%s redirects to the login endpoint at once',
    async (path) => {
      serve(false);
      app = await renderApp(path);
      await waitFor(() => getByText(app!.container, 'Redirecting to login...'));
      expect(hardReplace).toHaveBeenCalledWith('/api/login');
    },
  );

  it.each(['/events/abc', '/events/abc/dishes', '/events/abc/dishes?add=dessert', '/events/abc/edit'])(
    'sends a signed-out visitor of %s to the join page, the door open to them',
    async (path) => {
      serve(false);
      const rendered = await renderApp(path);
      app = rendered;
      await waitFor(() => expect(rendered.pathname()).toBe('/join/abc'));
      expect(sessionStorage.getItem(storageKeys.postLoginRedirect)).toBeNull();
    },
  );

  it('shows 404 for an unknown path', async () => {
    serve(false);
    app = await renderApp('/no-such-page');
    await waitFor(() => getByText(app!.container, '404 Page Not Found'));
  });

  it('renders public routes without signing in', async () => {
    serve(false);
    app = await renderApp('/privacy-policy');
    await waitFor(() => getByText(app!.container, /not intended for children under 13/));
    expect(getByText(app.container, /^Last updated: /)).toBeTruthy();
  });
});

describe('routing when signed in', () => {
  it('shows home with the greeting, the actions and the bottom navigation', async () => {
    serve(true);
    app = await renderApp('/');
    await waitFor(() => getByText(app!.container, /^Hi, Ada!/));
    expect(getByRole(app.container, 'a', 'Create Potluck Event').getAttribute('href')).toBe('/create-event');
    expect(getByRole(app.container, 'a', 'Join Potluck Event').getAttribute('href')).toBe('/join');
    const nav = await waitFor(() => query(app!.container, 'nav.bottom-nav'));
    expect(getByRole(nav, 'a', 'Events').getAttribute('aria-current')).toBe('page');
  });

  it('home leads to My RSVPs', async () => {
    serve(true);
    const rendered = await renderApp('/');
    app = rendered;
    const link = await waitFor(() => getByRole(rendered.container, 'a', 'My RSVPs'));
    expect(link.getAttribute('href')).toBe('/dashboard');
    await act(async () => link.click());
    await waitFor(() => expect(rendered.pathname()).toBe('/dashboard'));
    await waitFor(() => getByText(rendered.container, "Events you've responded to"));
  });

  it('highlights Events on an event page', async () => {
    serve(true);
    app = await renderApp('/events/abc');
    const nav = await waitFor(() => query(app!.container, 'nav.bottom-nav'));
    await waitFor(() => getByText(app!.container, 'Event not found'));
    expect(getByRole(nav, 'a', 'Events').getAttribute('aria-current')).toBe('page');
    expect(getByRole(nav, 'a', 'Join').getAttribute('aria-current')).toBeNull();
  });

  it('the join screen goes to /join/{code} for a pasted link', async () => {
    serve(true);
    const rendered = await renderApp('/join');
    app = rendered;
    const input = await waitFor(() => query<HTMLInputElement>(rendered.container, 'input[name="code"]'));
    await act(async () => {
      const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!;
      setValue.call(input, ' https://potluck.example/join/evt-42 ');
      input.dispatchEvent(new Event('input', { bubbles: true }));
    });
    await act(async () => getByRole(rendered.container, 'button', 'Join Event').click());
    await waitFor(() => expect(rendered.pathname()).toBe('/join/evt-42'));
  });

  it('the join screen shows the required message for an empty code', async () => {
    serve(true);
    const rendered = await renderApp('/join');
    app = rendered;
    const button = await waitFor(() => getByRole(rendered.container, 'button', 'Join Event'));
    await act(async () => button.click());
    const input = rendered.container.querySelector<HTMLInputElement>('input[name="code"]')!;
    expect(getByText(rendered.container, 'Event code or link is required')).toBeTruthy();
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(input.getAttribute('aria-describedby')).toContain('-error');
  });

  it('losing the session on home: Session Expired, then /login after 1 s', async () => {
    serve(true);
    const rendered = await renderApp('/');
    app = rendered;
    await waitFor(() => getByText(rendered.container, /^Hi, Ada!/));
    await act(async () => rendered.queryClient.setQueryData(queryKeys.currentUser(), null));
    const shown = await waitFor(firstToast);
    expect([shown.title, shown.description]).toEqual(['Session Expired', 'Please log in again to continue.']);
    expect(rendered.pathname()).toBe('/');
    await waitFor(() => expect(rendered.pathname()).toBe('/login'), 2000);
    await waitFor(() => getByText(rendered.container, 'Welcome Back'));
  });

  it('losing the session on another page: Unauthorized, then sign-in again after 500 ms', async () => {
    serve(true);
    resetUnauthorizedRedirect();
    const rendered = await renderApp('/events/abc');
    app = rendered;
    await waitFor(() => getByText(rendered.container, 'Event not found'));
    await act(async () => rendered.queryClient.setQueryData(queryKeys.currentUser(), null));
    const shown = await waitFor(firstToast);
    expect([shown.title, shown.description]).toEqual(['Unauthorized', 'You are logged out. Logging in again...']);
    await waitFor(
      () => expect(hardNavigate).toHaveBeenCalledWith(expect.stringMatching(/^\/api\/login\?redirect=/)),
      2000,
    );
  });

  it('a read refused with 401 on a signed-in page: one Unauthorized toast, sign-in again after 500 ms', async () => {
    serve(true, { '/api/events/abc': () => lostSession('SESSION_INVALIDATED') });
    resetUnauthorizedRedirect();
    const rendered = await renderApp('/events/abc');
    app = rendered;
    const shown = await waitFor(firstToast);
    expect([shown.title, shown.description]).toEqual(['Unauthorized', 'You are logged out. Logging in again...']);
    expect(hardNavigate).not.toHaveBeenCalled();
    await waitFor(
      () => expect(hardNavigate).toHaveBeenCalledWith(expect.stringMatching(/^\/api\/login\?redirect=/)),
      2000,
    );
    // The client never sends the browser to /login by itself: one rule, one destination.
    expect(hardNavigate).toHaveBeenCalledTimes(1);
    expect(useToastStore.getState().toasts).toHaveLength(1);
  });

  it('a change refused with 401: the Unauthorized toast, not the failure toast of the change', async () => {
    serve(true, { '/api/events/abc/dishes': () => lostSession('UNAUTHORIZED') });
    resetUnauthorizedRedirect();
    const rendered = await renderApp('/events/abc');
    app = rendered;
    await waitFor(() => getByText(rendered.container, 'Event not found'));
    await addSoupAndSeeUnauthorized(rendered.queryClient, 'k-1');
    await waitFor(
      () => expect(hardNavigate).toHaveBeenCalledWith(expect.stringMatching(/^\/api\/login\?redirect=/)),
      2000,
    );
  });

  it('losing the session on the dish page: Unauthorized, sign-in again, and the dish sent meanwhile waits in "Couldn\'t sync"', async () => {
    serve(true);
    resetUnauthorizedRedirect();
    useFailedChanges.getState().clear();
    const rendered = await renderApp('/events/abc/dishes');
    app = rendered;
    await waitFor(() => getByText(rendered.container, 'Event not found'));
    // The session ends elsewhere; the next change is answered 401.
    serve(true, { '/api/events/abc/dishes': () => lostSession('UNAUTHORIZED') });
    await addSoupAndSeeUnauthorized(rendered.queryClient, 'k-2');
    expect(rendered.pathname()).toBe('/events/abc/dishes');
    expect(useFailedChanges.getState().changes).toEqual([
      expect.objectContaining({ id: 'k-2', label: 'Dish: Soup', eventId: 'abc', reason: signedOutReason() }),
    ]);
    await waitFor(
      () => expect(hardNavigate).toHaveBeenCalledWith(expect.stringMatching(/^\/api\/login\?redirect=/)),
      2000,
    );
  });

  it.each([
    ['/', '/api/events'],
    ['/dashboard', '/api/dashboard/rsvped-events'],
  ])('a 401 of the list on %s: Session Expired, then /login after 1 s', async (path, list) => {
    serve(true, { [list]: () => lostSession('UNAUTHORIZED') });
    const rendered = await renderApp(path);
    app = rendered;
    const shown = await waitFor(firstToast);
    expect([shown.title, shown.description]).toEqual(['Session Expired', 'Please log in again to continue.']);
    expect(rendered.pathname()).toBe(path);
    await waitFor(() => expect(rendered.pathname()).toBe('/login'), 2000);
    expect(hardNavigate).not.toHaveBeenCalled();
    expect(useToastStore.getState().toasts.map((t) => t.title)).toEqual(['Session Expired']);
  });

  it('sends /login back home', async () => {
    serve(true);
    const rendered = await renderApp('/login');
    app = rendered;
    await waitFor(() => expect(rendered.pathname()).toBe('/'));
  });
});
