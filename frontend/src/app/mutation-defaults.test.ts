// @vitest-environment jsdom
import { hydrate, MutationObserver, onlineManager, type DehydratedState } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sendCheckIn, sendUndoCheckIn } from '@/features/check-in/api/check-in-mutation';
import { markShare } from '@/features/costs/api/costs-mutation';
import { markShareMutationKey } from '@/features/costs/api/register-costs-defaults';
import { createDish, createDishMutationKey } from '@/features/dishes/api/create-dish';
import { deleteDish, deleteDishMutationKey } from '@/features/dishes/api/delete-dish';
import { updateDish, updateDishMutationKey } from '@/features/dishes/api/update-dish';
import { sendTakeJob } from '@/features/jobs/api/jobs-api';
import { takeJobMutationKey } from '@/features/jobs/api/job-keys';
import { deleteEvent, deleteEventMutationKey } from '@/features/events/api/delete-event';
import {
  createEvent,
  createEventMutationKey,
  updateEvent,
  updateEventMutationKey,
} from '@/features/events/api/save-event';
import { sendInvitation } from '@/features/invitations/api/send-invitation';
import { logout } from '@/features/profile/api/logout';
import { previewGuestLink, signInWithGuestLink, signOutForGuestLink } from '@/features/identity/api/guest-link';
import { confirmGuestMerge, dismissGuestMerge } from '@/features/identity/api/guest-merge';
import { updateProfile, updateProfileMutationKey } from '@/features/profile/api/update-profile';
import { sendGuestRsvp, guestRsvpMutationKey, renewPersonalLink } from '@/features/rsvps/api/guest-rsvp';
import { promoteGuest, setCoHost } from '@/features/rsvps/api/manage-guests';
import { removeRsvp } from '@/features/rsvps/api/remove-rsvp';
import { rsvpMutationKey, submitRsvp } from '@/features/rsvps/api/submit-rsvp';
import { currentUserQueryOptions } from '@/lib/auth';
import { createQueryClient } from '@/lib/query-client';
import { queryKeys } from '@/lib/query-keys';
import { useFailedChanges } from '@/lib/failed-changes';
import { flushPersistedCache, PERSIST_STORAGE_KEY } from '@/lib/query-persister';
import { requestUrl } from '@/test/api';
import { buildUser } from '@/test/data';
import { registerMutationDefaults } from './mutation-defaults';

// Every change the app can send, with the variables a screen would give it. A new mutation belongs here: the
// api client refuses to send a change without a key, and these tests prove each one passes its own.

const KEY = '6f2c1a0e-1111-4a4a-9a9a-000000000001';
const eventInput = { name: 'Harvest', date: '2030-06-03T18:30:00.000Z', location: 'Hall' };
const dish = { name: 'Lasagna', category: 'main_dish' as const };
const rsvpInput = { status: 'attending' as const, adultCount: 2, kidCount: 0, dietaryRestrictions: '' };

const EVERY_MUTATION: ReadonlyArray<[string, () => Promise<unknown>]> = [
  ['create event', () => createEvent({ input: eventInput, idempotencyKey: KEY })],
  ['edit event', () => updateEvent({ eventId: 'e1', input: eventInput, idempotencyKey: KEY })],
  ['delete event', () => deleteEvent({ eventId: 'e1', idempotencyKey: KEY })],
  ['save profile', () => updateProfile({ input: { nickname: 'Sam' }, idempotencyKey: KEY })],
  ['sign out', () => logout({ idempotencyKey: KEY })],
  [
    'RSVP',
    () => submitRsvp({ eventId: 'e1', eventName: 'Harvest', origin: 'event', input: rsvpInput, idempotencyKey: KEY }),
  ],
  [
    'guest RSVP',
    () => sendGuestRsvp({ eventId: 'e1', input: { ...rsvpInput, name: 'Ada', email: '' }, idempotencyKey: KEY }),
  ],
  ['new personal link', () => renewPersonalLink({ email: false, idempotencyKey: KEY })],
  ['whose personal link', () => previewGuestLink({ token: 'T'.repeat(43), idempotencyKey: KEY })],
  ['sign in with a personal link', () => signInWithGuestLink({ token: 'T'.repeat(43), idempotencyKey: KEY })],
  ['sign out for a personal link', () => signOutForGuestLink({ idempotencyKey: KEY })],
  ['move a guest into the account', () => confirmGuestMerge({ guestId: 'g1', idempotencyKey: KEY })],
  ['keep a guest separate', () => dismissGuestMerge({ idempotencyKey: KEY })],
  ['add dish', () => createDish('e1', dish, { idempotencyKey: KEY })],
  ['edit dish', () => updateDish('d1', dish, { idempotencyKey: KEY })],
  ['delete dish', () => deleteDish('d1', { idempotencyKey: KEY })],
  ['invite', () => sendInvitation('e1', { eventId: 'e1', email: 'a@example.com', message: 'Come!' }, KEY)],
  ['remove an RSVP (host)', () => removeRsvp({ eventId: 'e1', rsvpId: 'r1', idempotencyKey: KEY })],
  ['promote from the waitlist', () => promoteGuest({ eventId: 'e1', userId: 'u1', idempotencyKey: KEY })],
  ['make co-host', () => setCoHost({ eventId: 'e1', userId: 'u1', coHost: true, idempotencyKey: KEY })],
  ['take a job', () => sendTakeJob({ eventId: 'e1', jobId: 'j1', jobTitle: 'Ice', take: true, idempotencyKey: KEY })],
  ['leave a job', () => sendTakeJob({ eventId: 'e1', jobId: 'j1', jobTitle: 'Ice', take: false, idempotencyKey: KEY })],
  ['mark a share paid', () => markShare({ eventId: 'e1', paid: true, paidMinor: 1225, idempotencyKey: KEY })],
  [
    'check a household in',
    () => sendCheckIn({ eventId: 'e1', rsvpId: 'r1', name: 'Ana', code: null, withDish: true, idempotencyKey: KEY }),
  ],
  ['undo a check-in', () => sendUndoCheckIn({ eventId: 'e1', rsvpId: 'r1', name: 'Ana', idempotencyKey: KEY })],
];

// A failed request would take the app offline (and pause the retry until a probe answers); the retry is the point here.
vi.mock('@/lib/online-status', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/lib/online-status')>()),
  reportNetworkFailure: vi.fn(),
}));

const fetchMock = vi.fn<typeof fetch>();
const sentKeys = () =>
  fetchMock.mock.calls.map(([, init]) => (init?.headers as Record<string, string> | undefined)?.['Idempotency-Key']);

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  fetchMock.mockReset();
  fetchMock.mockImplementation(
    async () => new Response('{"id":"x","personalLink":"l","user":{"id":"u"}}', { status: 200 }),
  );
  localStorage.clear();
  useFailedChanges.setState({ changes: [], open: false });
});

afterEach(async () => {
  // A guest's answer goes on to load the event's view from a chunk of its own: its request belongs to this test.
  await vi.dynamicImportSettled();
  vi.unstubAllGlobals();
  onlineManager.setOnline(true);
});

describe('every mutation carries its Idempotency-Key', () => {
  it.each(EVERY_MUTATION)('%s', async (_name, send) => {
    await send();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [, init] = fetchMock.mock.calls[0]!;
    expect(init?.method).not.toBe('GET');
    expect(sentKeys()).toEqual([KEY]);
  });
});

describe('a queued change keeps its key', () => {
  const queued: ReadonlyArray<[string, readonly unknown[], unknown]> = [
    ['create event', createEventMutationKey, { input: eventInput, idempotencyKey: KEY }],
    ['edit event', updateEventMutationKey, { eventId: 'e1', input: eventInput, idempotencyKey: KEY }],
    ['delete event', deleteEventMutationKey, { eventId: 'e1', idempotencyKey: KEY }],
    ['save profile', updateProfileMutationKey, { input: { nickname: 'Sam' }, idempotencyKey: KEY }],
    [
      'RSVP',
      rsvpMutationKey,
      { eventId: 'e1', eventName: 'Harvest', origin: 'event', input: rsvpInput, idempotencyKey: KEY },
    ],
    [
      'guest RSVP',
      guestRsvpMutationKey,
      { eventId: 'e1', input: { ...rsvpInput, name: 'Ada', email: '' }, idempotencyKey: KEY },
    ],
    ['add dish', createDishMutationKey, { eventId: 'e1', dish, idempotencyKey: KEY }],
    ['edit dish', updateDishMutationKey, { eventId: 'e1', dishId: 'd1', dish, idempotencyKey: KEY }],
    ['delete dish', deleteDishMutationKey, { eventId: 'e1', dishId: 'd1', dishName: 'Lasagna', idempotencyKey: KEY }],
    [
      'take a job',
      takeJobMutationKey,
      { eventId: 'e1', jobId: 'j1', jobTitle: 'Ice', take: true, idempotencyKey: KEY },
    ],
    ['mark a share paid', markShareMutationKey, { eventId: 'e1', paid: true, paidMinor: 1225, idempotencyKey: KEY }],
  ];

  it.each(queued)(
    '%s: the retry after a lost answer and a 503 sends the same key',
    async (_name, mutationKey, vars) => {
      const client = createQueryClient();
      registerMutationDefaults(client);
      fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch')).mockResolvedValueOnce(
        new Response(JSON.stringify({ message: 'Database unavailable', code: 'DATABASE_UNAVAILABLE' }), {
          status: 503,
          headers: { 'Retry-After': '0' },
        }),
      );
      const observer = new MutationObserver<unknown, Error, unknown>(client, { mutationKey, retryDelay: 0 });
      await observer.mutate(vars);
      expect(fetchMock).toHaveBeenCalledTimes(3);
      expect(sentKeys()).toEqual([KEY, KEY, KEY]);
    },
  );
});

const vars = { input: eventInput, idempotencyKey: KEY };
const refusal = () =>
  new Response(JSON.stringify({ message: 'Choose a date in the future', code: 'VALIDATION_ERROR' }), { status: 400 });

describe('a form change resumed after a reload', () => {
  it('is kept in "Couldn\'t sync" when refused (no form is left to show it)', async () => {
    // Saved offline, then the page goes away.
    const before = createQueryClient();
    registerMutationDefaults(before);
    onlineManager.setOnline(false);
    void new MutationObserver<unknown, Error, typeof vars>(before, { mutationKey: createEventMutationKey })
      .mutate(vars)
      .catch(() => undefined);
    await new Promise((r) => setTimeout(r, 0));
    flushPersistedCache(before);
    const stored = JSON.parse(localStorage.getItem(PERSIST_STORAGE_KEY)!) as { clientState: DehydratedState };
    expect(stored.clientState.mutations).toEqual([
      expect.objectContaining({ mutationKey: [...createEventMutationKey], meta: { restored: true } }),
    ]);

    // The next visit restores and resumes it; the server refuses.
    onlineManager.setOnline(true);
    fetchMock.mockResolvedValueOnce(refusal());
    const after = createQueryClient();
    registerMutationDefaults(after);
    hydrate(after, stored.clientState);
    await after.resumePausedMutations();
    await vi.waitFor(() =>
      expect(useFailedChanges.getState().changes).toEqual([
        expect.objectContaining({ label: 'Event: Harvest', reason: 'Choose a date in the future' }),
      ]),
    );
  });

  it('is left to the form while the form is there', async () => {
    const client = createQueryClient();
    registerMutationDefaults(client);
    fetchMock.mockResolvedValueOnce(refusal());
    await new MutationObserver<unknown, Error, typeof vars>(client, { mutationKey: createEventMutationKey })
      .mutate(vars)
      .catch(() => undefined);
    expect(useFailedChanges.getState().changes).toEqual([]);
  });
});

describe("a guest's answer signs this device in", () => {
  it('stays signed in when a lookup of the current user asked before the answer comes back after it', async () => {
    const client = createQueryClient();
    registerMutationDefaults(client);
    const guest = buildUser({ id: 'g1', firstName: 'Olu' });
    // Back online, the paused lookup and the queued answer leave together; the lookup has no session cookie yet.
    let answerLookup: (response: Response) => void = () => undefined;
    fetchMock.mockImplementation((input) =>
      requestUrl(input).endsWith('/api/auth/user')
        ? new Promise<Response>((resolve) => (answerLookup = resolve))
        : Promise.resolve(new Response(JSON.stringify({ user: guest, personalLink: 'https://p/l' }), { status: 201 })),
    );
    const lookup = client.fetchQuery(currentUserQueryOptions()).catch(() => undefined);
    await new MutationObserver<unknown, Error, unknown>(client, { mutationKey: guestRsvpMutationKey }).mutate({
      eventId: 'e1',
      input: { ...rsvpInput, name: 'Olu', email: '' },
      idempotencyKey: KEY,
    });
    answerLookup(new Response(JSON.stringify({ message: 'Sign in', code: 'UNAUTHORIZED' }), { status: 401 }));
    await lookup;
    expect(client.getQueryData(queryKeys.currentUser())).toEqual(guest);
  });

  it("asks for the event's view as soon as the answer has signed the guest in", async () => {
    const client = createQueryClient();
    registerMutationDefaults(client);
    const guest = buildUser({ id: 'g1', firstName: 'Olu' });
    fetchMock.mockImplementation((input) =>
      Promise.resolve(
        requestUrl(input).endsWith('/guest-join')
          ? new Response(JSON.stringify({ user: guest, personalLink: 'https://p/l' }), { status: 201 })
          : new Response(JSON.stringify({ id: 'e1', name: 'Harvest' }), { status: 200 }),
      ),
    );
    await new MutationObserver<unknown, Error, unknown>(client, { mutationKey: guestRsvpMutationKey }).mutate({
      eventId: 'e1',
      input: { ...rsvpInput, name: 'Olu', email: '' },
      idempotencyKey: KEY,
    });
    // Nothing on screen observes the view yet: only the answer itself can have asked for it.
    await vi.waitFor(() =>
      expect(client.getQueryData(queryKeys.events.detail('e1'))).toEqual({ id: 'e1', name: 'Harvest' }),
    );
    expect(fetchMock.mock.calls.map(([input]) => requestUrl(input))).toContain('/api/events/e1');
  });
});
