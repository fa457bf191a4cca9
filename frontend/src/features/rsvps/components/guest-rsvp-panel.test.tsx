// @vitest-environment jsdom
import { act } from 'react';
import { describe, expect, it } from 'vitest';
import { createQueryClient } from '@/lib/query-client';
import { clientWithDatabaseAway, mutationStatuses, stubFetch, typeInto } from '@/test/api';
import { getByRole, renderWithQueryClient, waitFor } from '@/test/render';
import { registerGuestRsvpDefaults } from '../api/guest-rsvp';
import { GuestRsvpPanel } from './guest-rsvp-panel';

const fetchMock = stubFetch();

describe('GuestRsvpPanel', () => {
  it('says the answer is kept on the phone while the database is away, instead of staying on its pending label', async () => {
    // The answer never arrives, so the event's view is never asked for.
    const client = clientWithDatabaseAway(fetchMock, (c) =>
      registerGuestRsvpDefaults(c, { loadEventView: () => Promise.resolve() }),
    );
    const { container } = await renderWithQueryClient(
      <GuestRsvpPanel event={{ id: 'e1', name: 'Harvest Supper', answersCloseAt: null, timeZone: 'UTC' }} />,
      client,
    );
    const name = [...container.querySelectorAll<HTMLInputElement>('input')].find((i) =>
      container.querySelector(`label[for="${i.id}"]`)?.textContent?.startsWith('Your Name'),
    )!;
    await act(async () => typeInto(name, 'Ada'));
    await act(async () => getByRole(container, 'button', 'Submit RSVP').click());
    await waitFor(() => expect(container.textContent).toContain('Your RSVP is saved on this phone'));
    expect(container.textContent).toContain("We can't reach Potluck right now: your RSVP for Ada will be sent");
    expect(mutationStatuses(client)).toEqual(['pending']);
  });
});

describe('GuestRsvpPanel and an answer the server form kept on the phone', () => {
  it('sends it from the app queue with its form key, read as the server reads the form, and the page forgets it', async () => {
    // What the join page's own script kept (keep-answer-script.ts): the form's fields as posted, with its key.
    localStorage.setItem(
      'potluck.keptAnswer.e1',
      JSON.stringify({
        key: 'f1e2d3c4-0000-4000-8000-000000000001',
        name: 'Ada',
        body: 'key=f1e2d3c4-0000-4000-8000-000000000001&name=Ada&email=&status=maybe&adultCount=2&kidCount=1&dietaryRestrictions=no+nuts&allergies=&bringingSupplies=&q.q1=yes',
      }),
    );
    const client = clientWithDatabaseAway(fetchMock, (c) =>
      registerGuestRsvpDefaults(c, { loadEventView: () => Promise.resolve() }),
    );
    const { container } = await renderWithQueryClient(
      <GuestRsvpPanel
        event={{
          id: 'e1',
          name: 'Harvest Supper',
          answersCloseAt: null,
          timeZone: 'UTC',
          questions: [
            { id: 'q1', kind: 'yesno', label: 'Staying late?', required: false, options: [], audience: 'hosts' },
          ],
        }}
      />,
      client,
    );
    await waitFor(() => expect(container.textContent).toContain('Your RSVP is saved on this phone'));
    expect(container.textContent).toContain('your RSVP for Ada will be sent');
    expect(localStorage.getItem('potluck.keptAnswer.e1')).toBeNull();
    const [init] = fetchMock.mock.calls.map(([, i]) => i).filter((i) => i?.method === 'POST');
    expect(new Headers(init?.headers).get('Idempotency-Key')).toBe('f1e2d3c4-0000-4000-8000-000000000001');
    expect(JSON.parse(init?.body as string)).toEqual({
      status: 'maybe',
      adultCount: 2,
      kidCount: 1,
      dietaryRestrictions: 'no nuts',
      allergies: '',
      bringingSupplies: '',
      answers: { q1: true },
      name: 'Ada',
      email: '',
    });
    expect(mutationStatuses(client)).toEqual(['pending']);
  });
});

describe('GuestRsvpPanel taking over the server-rendered form', () => {
  it('keeps what was typed before the code arrived, the messages beside the fields, and the focus', async () => {
    // The form as the server sends it (backend/src/platform/web/server-rsvp-form.ts), typed into before the app started.
    const server = document.createElement('div');
    server.innerHTML = `<form data-server-form="join">
      <input name="key" type="hidden" value="k">
      <input id="join-name" name="name" value="Ada Lovel">
      <input id="join-email" name="email" type="email" value="ada@example.test">
      <input type="radio" name="status" value="attending"><input type="radio" name="status" value="maybe" checked>
      <input id="join-adultCount" name="adultCount" type="number" value="11">
      <p id="join-adultCount-error" class="field__error"><span aria-hidden="true">⚠</span><span>Maximum 10 adults</span></p>
      <input id="join-kidCount" name="kidCount" type="number" value="2">
      <textarea name="dietaryRestrictions">no nuts</textarea>
    </form>`;
    document.body.append(server);
    const typed = server.querySelector<HTMLInputElement>('#join-name')!;
    typed.focus();
    typed.setSelectionRange(3, 3);

    const { container } = await renderWithQueryClient(
      <GuestRsvpPanel event={{ id: 'e1', name: 'Harvest Supper', answersCloseAt: null, timeZone: 'UTC' }} />,
      createQueryClient(),
    );
    server.remove();
    const field = (name: string) => container.querySelector<HTMLInputElement>(`[name="${name}"]`)!;
    expect(field('name').value).toBe('Ada Lovel');
    expect(field('email').value).toBe('ada@example.test');
    expect(field('adultCount').value).toBe('11');
    expect(field('kidCount').value).toBe('2');
    expect(field('dietaryRestrictions').value).toBe('no nuts');
    expect(container.querySelector<HTMLInputElement>('input[type="radio"]:checked')?.value).toBe('maybe');
    expect(container.textContent).toContain('Maximum 10 adults');
    expect(document.activeElement).toBe(field('name'));
    expect([field('name').selectionStart, field('name').selectionEnd]).toEqual([3, 3]);
  });

  it('starts from the defaults when no server form is on the page', async () => {
    const { container } = await renderWithQueryClient(
      <GuestRsvpPanel event={{ id: 'e1', name: 'Harvest Supper', answersCloseAt: null, timeZone: 'UTC' }} />,
      createQueryClient(),
    );
    expect(container.querySelector<HTMLInputElement>('[name="name"]')!.value).toBe('');
    expect(container.querySelector<HTMLInputElement>('[name="adultCount"]')!.value).toBe('1');
    expect(container.querySelector<HTMLInputElement>('input[type="radio"]:checked')?.value).toBe('attending');
  });
});
