// @vitest-environment jsdom
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import type { User } from '@contracts/user.rules';
import { createQueryClient } from '@/lib/query-client';
import { queryKeys } from '@/lib/query-keys';
import { stubFetch } from '@/test/api';
import { renderWithQueryClient } from '@/test/render';
import { JoinRsvpPanel } from './join-rsvp-panel';

stubFetch();

const user: User = {
  id: 'u1',
  email: 'sam@example.test',
  isGuest: false,
  firstName: 'Sam',
  lastName: 'Signed',
  nickname: null,
  profileImageUrl: null,
  phoneNumber: null,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
};
const event = { id: 'e1', name: 'Harvest Supper', answersCloseAt: null, timeZone: 'UTC' };
const saved = {
  status: 'maybe' as const,
  adultCount: 4,
  kidCount: 2,
  dietaryRestrictions: 'vegan',
  allergies: null,
  bringingSupplies: null,
  waitlistPosition: null,
};

/** The signed-in form as the server sends it (backend/src/platform/web/server-rsvp-form.ts), typed into before the app started. */
function serverForm(): HTMLElement {
  const server = document.createElement('div');
  server.innerHTML = `<form data-server-form="join">
    <input name="key" type="hidden" value="k">
    <input type="radio" name="status" value="attending"><input type="radio" name="status" value="maybe" checked>
    <input id="join-adultCount" name="adultCount" type="number" value="0">
    <p id="join-adultCount-error" class="field__error"><span aria-hidden="true">⚠</span><span>At least 1 adult</span></p>
    <input id="join-kidCount" name="kidCount" type="number" value="3">
    <textarea id="join-dietaryRestrictions" name="dietaryRestrictions">no cori</textarea>
  </form>`;
  document.body.append(server);
  return server;
}

async function renderPanel(rsvp: typeof saved | null) {
  const client = createQueryClient();
  client.setQueryData(queryKeys.currentUser(), user);
  return renderWithQueryClient(
    <MemoryRouter>
      <JoinRsvpPanel event={event} rsvp={rsvp} myDishCount={0} />
    </MemoryRouter>,
    client,
  );
}

afterEach(() => document.querySelectorAll('[data-server-form]').forEach((f) => f.parentElement?.remove()));

describe('JoinRsvpPanel taking over the server-rendered page', () => {
  it('keeps what was typed into the server form, the messages beside the fields and the focus', async () => {
    const server = serverForm();
    const typed = server.querySelector<HTMLTextAreaElement>('textarea')!;
    typed.focus();
    typed.setSelectionRange(7, 7);
    const { container } = await renderPanel(null);
    server.remove();
    const field = (name: string) => container.querySelector<HTMLInputElement>(`[name="${name}"]`)!;
    expect(container.textContent).toContain('Answering as Sam Signed.');
    expect(field('adultCount').value).toBe('0');
    expect(field('kidCount').value).toBe('3');
    expect(field('dietaryRestrictions').value).toBe('no cori');
    expect(container.querySelector<HTMLInputElement>('input[type="radio"]:checked')?.value).toBe('maybe');
    expect(container.textContent).toContain('At least 1 adult');
    expect(document.activeElement).toBe(field('dietaryRestrictions'));
    expect(field('dietaryRestrictions').selectionStart).toBe(7);
  });

  it('shows the form, not "You\'re All Set!", when the server sent the form to change a saved answer', async () => {
    serverForm();
    const { container } = await renderPanel(saved);
    expect(container.querySelector('form')).not.toBeNull();
    expect(container.textContent).not.toContain("You're All Set!");
    expect(container.querySelector<HTMLInputElement>('[name="kidCount"]')!.value).toBe('3');
  });

  it('shows "You\'re All Set!" with the saved answer when no server form is on the page', async () => {
    const { container } = await renderPanel(saved);
    expect(container.querySelector('form')).toBeNull();
    expect(container.textContent).toContain("You're All Set!");
    expect(container.textContent).toContain('4 adults, 2 kids');
  });

  it('starts from the defaults, saying who answers, when nothing was answered and no server form is there', async () => {
    const { container } = await renderPanel(null);
    expect(container.textContent).toContain('Answering as Sam Signed.');
    expect(container.querySelector<HTMLInputElement>('[name="adultCount"]')!.value).toBe('1');
  });
});
