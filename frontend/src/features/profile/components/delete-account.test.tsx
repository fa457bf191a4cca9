import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AccountDeletionPlan } from '@contracts/responses.contract';
import { requestUrl, stubFetch, typeInto } from '@/test/api';
import { getByRole, getByText, query, renderWithQueryClient, waitFor } from '@/test/render';
import { DeleteAccount } from './delete-account';

const navigation = vi.hoisted(() => ({
  hardNavigate: vi.fn(),
  hardReplace: vi.fn(),
  ACCOUNT_DELETED_ID: 'account-deleted',
}));
vi.mock('@/lib/navigation', () => navigation);

const fetchMock = stubFetch();
const EVENT_ID = '0b8f3c1e-6d2a-4c7e-9f10-2a3b4c5d6e7f';
const brunch = (coHost: { id: string; name: string }) => ({
  id: EVENT_ID,
  name: 'Brunch',
  date: null,
  coHosts: [coHost],
});
let plan: AccountDeletionPlan;
let deleteAnswer: Response;
const posts: unknown[] = [];

beforeEach(() => {
  plan = { hostedEvents: [brunch({ id: 'c1', name: 'Cora' })] };
  deleteAnswer = new Response(null, { status: 204 });
  posts.length = 0;
  navigation.hardNavigate.mockReset();
  fetchMock.mockImplementation(async (input, init) => {
    const url = requestUrl(input);
    if (url === '/api/account/deletion') return new Response(JSON.stringify(plan), { status: 200 });
    if (url === '/api/account/delete') {
      posts.push(JSON.parse(init?.body as string));
      return deleteAnswer;
    }
    return new Response('{}', { status: 404 });
  });
});

afterEach(() => vi.clearAllMocks());

async function openForm() {
  const { container } = await renderWithQueryClient(<DeleteAccount />);
  await act(async () => getByRole(container, 'button', 'Delete My Account…').click());
  await waitFor(() => getByText(container, 'Brunch'));
  return container;
}

const radio = (root: ParentNode, label: string) =>
  query<HTMLInputElement>(getByText(root, label).closest('label')!, 'input[type="radio"]');
const submit = (root: ParentNode) =>
  act(async () => getByRole(root, 'button[type="submit"]', 'Delete My Account').click());

describe('DeleteAccount', () => {
  it('offers each hosted event’s co-hosts, asks for the word, and sends the choices', async () => {
    const root = await openForm();
    expect(radio(root, 'Hand it to Cora').checked).toBe(true);
    const word = query<HTMLInputElement>(root, 'input[name="confirm"]');
    await act(async () => typeInto(word, 'delete'));
    await submit(root);
    getByText(root, 'Type DELETE exactly, in capital letters');
    expect(posts).toEqual([]);

    await act(async () => radio(root, 'Delete this event for everyone').click());
    await act(async () => typeInto(word, 'DELETE'));
    await submit(root);
    await waitFor(() => expect(navigation.hardNavigate).toHaveBeenCalledWith('/?account-deleted#account-deleted'));
    expect(posts).toEqual([{ confirm: 'DELETE', events: [{ eventId: EVENT_ID, handOverTo: null }] }]);
  });

  it('says the choices are outdated when the events changed meanwhile, and reads them again', async () => {
    const root = await openForm();
    deleteAnswer = new Response(JSON.stringify({ message: 'changed', code: 'ACCOUNT_CHOICES_OUTDATED' }), {
      status: 409,
    });
    plan = { hostedEvents: [brunch({ id: 'c2', name: 'Dev' })] };
    await act(async () => typeInto(query<HTMLInputElement>(root, 'input[name="confirm"]'), 'DELETE'));
    await submit(root);
    await waitFor(() => getByText(root, 'Your events or their co-hosts changed meanwhile. Check your choices again.'));
    await waitFor(() => expect(radio(root, 'Hand it to Dev').checked).toBe(true));
    expect(navigation.hardNavigate).not.toHaveBeenCalled();
  });
});
