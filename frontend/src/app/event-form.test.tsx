import { act } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { buildEventDetail } from '@/test/data';
import { requestUrl, stubFetch, typeInto } from '@/test/api';
import { renderWithQueryClient, waitFor, type Rendered } from '@/test/render';
import { createQueryClient } from '@/lib/query-client';
import { EventForm } from '@/features/events/components/event-form';
import { registerMutationDefaults } from './mutation-defaults';

const fetchMock = stubFetch();

// The event form with the host's questions and the deadline for answers (the app's create, as the screen sends it).

/** The control a label names (its text starts with `text`). */
function field<E extends HTMLElement>(root: Rendered, text: string, index = 0): E {
  const labels = [...root.container.querySelectorAll('label')].filter((l) => l.textContent?.startsWith(text));
  const label = labels[index];
  if (!label) throw new Error(`No field labelled ${text}`);
  return root.container.ownerDocument.getElementById(label.htmlFor) as E;
}

function typeText(el: HTMLInputElement | HTMLTextAreaElement, value: string) {
  act(() => {
    if (el instanceof HTMLTextAreaElement) {
      Object.getOwnPropertyDescriptor(HTMLTextAreaElement.prototype, 'value')!.set!.call(el, value);
      el.dispatchEvent(new Event('input', { bubbles: true }));
    } else typeInto(el, value);
  });
}

function choose(el: HTMLSelectElement, value: string) {
  act(() => {
    el.value = value;
    el.dispatchEvent(new Event('change', { bubbles: true }));
  });
}

const button = (root: Rendered, name: string) =>
  [...root.container.querySelectorAll('button')].find((b) => b.textContent?.trim() === name)!;

describe('EventForm', () => {
  it("sends the host's questions and the deadline, and refuses a deadline after the start beside it", async () => {
    fetchMock.mockImplementation(async (_input, init) => {
      const body = JSON.parse(init?.body as string) as { name: string };
      return new Response(JSON.stringify(buildEventDetail({ id: 'e1', name: body.name })), { status: 201 });
    });
    // The app's client: a create is one of the changes it knows how to send (and keep until sent).
    const client = createQueryClient();
    registerMutationDefaults(client);
    const root = await renderWithQueryClient(
      <MemoryRouter>
        <EventForm />
      </MemoryRouter>,
      client,
    );
    typeText(field(root, 'Event Name'), 'Church Supper');
    typeText(field(root, 'Date'), '2031-06-14');
    typeText(field(root, 'Time'), '18:30');
    choose(field(root, 'Zone'), 'UTC');
    act(() => button(root, 'Add a question').click());
    typeText(field(root, 'Question 1'), 'Coming for food or just drinks?');
    choose(field(root, 'Answer type'), 'choice');
    typeText(field(root, 'Options'), 'Food\n\nJust drinks\n');
    act(() => field<HTMLInputElement>(root, 'Those who come must answer').click());
    act(() => button(root, 'Add a question').click());
    typeText(field(root, 'Question 2'), 'Remove me');
    act(() => button(root, 'Remove question 2').click());
    typeText(field(root, 'Answers close'), '2031-06-15T12:00');

    const submit = () => act(() => field<HTMLInputElement>(root, 'Event Name').form!.requestSubmit());
    submit();
    await waitFor(() => expect(root.container.textContent).toContain('Answers must close before the event starts'));
    expect(fetchMock).not.toHaveBeenCalled();

    typeText(field(root, 'Answers close'), '2031-06-13T12:00');
    submit();
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    const [input, init] = fetchMock.mock.calls[0]!;
    expect(requestUrl(input)).toMatch(/\/api\/events$/);
    expect(JSON.parse(init?.body as string)).toMatchObject({
      name: 'Church Supper',
      answersCloseAt: '2031-06-13T12:00:00.000Z',
      questions: [
        {
          label: 'Coming for food or just drinks?',
          kind: 'choice',
          options: ['Food', 'Just drinks'],
          required: true,
          audience: 'hosts',
        },
      ],
    });
    root.unmount();
  });

  it('starts from the saved questions and deadline of the event it edits', async () => {
    const event = buildEventDetail({
      timeZone: 'UTC',
      answersCloseAt: '2031-06-13T12:00:00.000Z',
      questions: [
        { id: 'q1', label: 'Need a ride?', kind: 'yesno', options: [], required: false, audience: 'everyone' },
      ],
    });
    const root = await renderWithQueryClient(
      <MemoryRouter>
        <EventForm event={event} />
      </MemoryRouter>,
    );
    expect(field<HTMLInputElement>(root, 'Answers close').value).toBe('2031-06-13T12:00');
    expect(field<HTMLInputElement>(root, 'Question 1').value).toBe('Need a ride?');
    expect(field<HTMLSelectElement>(root, 'Who sees the answers').value).toBe('everyone');
    root.unmount();
  });
});
