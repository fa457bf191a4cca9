import { act } from 'react';
import { describe, expect, it } from 'vitest';
import type { JobView } from '@contracts/jobs.rules';
import { createQueryClient } from '@/lib/query-client';
import { queryKeys } from '@/lib/query-keys';
import { requestUrl, stubFetch, typeInto } from '@/test/api';
import { buildUser } from '@/test/data';
import { renderWithQueryClient } from '@/test/render';
import { jobsKey } from './api/job-keys';
import { JobsCard } from './jobs-card';

const fetchMock = stubFetch();
const job: JobView = {
  id: '00000000-0000-4000-8000-000000000001',
  eventId: 'e1',
  title: 'Bring ice',
  needed: 1,
  startsAt: null,
  helpers: [{ id: 'u2', firstName: 'Ann', lastName: 'A' }],
  mine: false,
  createdAt: '2030-05-01T10:00:00.000Z',
};

const sent = (method: string) =>
  fetchMock.mock.calls
    .filter(([, init]) => init?.method === method)
    .map(([input, init]) => ({
      url: requestUrl(input),
      body: typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : null,
    }));

async function renderManager() {
  fetchMock.mockImplementation(async (input, init) => {
    const url = requestUrl(input);
    if (url.endsWith('/nudge')) return new Response(JSON.stringify({ hours: init?.method === 'PUT' ? null : 48 }));
    if (init?.method === 'POST')
      return new Response(JSON.stringify({ ...job, id: 'new', title: 'Wash up' }), { status: 201 });
    if (init?.method === 'DELETE') return new Response(null, { status: 204 });
    return new Response(JSON.stringify([job]));
  });
  const client = createQueryClient();
  client.setQueryData(queryKeys.currentUser(), buildUser());
  client.setQueryData(jobsKey('e1'), [job]);
  client.setQueryData([...queryKeys.events.detail('e1'), 'nudge'], { hours: 48 });
  return renderWithQueryClient(<JobsCard eventId="e1" canManage signedIn />, client);
}

const button = (container: HTMLElement, text: string) =>
  [...container.querySelectorAll('button')].find(
    (b) => b.textContent === text || b.getAttribute('aria-label') === text,
  )!;

describe('JobsCard for the host', () => {
  it('adds a job with its people and time, refuses one without a title, and deletes one', async () => {
    const { container } = await renderManager();
    expect(container.querySelector('[role="status"]')?.textContent).toBe('Every job has its people.');
    expect(container.textContent).toContain('Ann A');
    await act(async () => button(container, 'Add a job').click());
    const form = container.querySelector('form')!;
    await act(async () => form.requestSubmit());
    expect(container.textContent).toContain('Job title is required');
    expect(sent('POST')).toEqual([]);
    const inputs = [...form.querySelectorAll('input')];
    await act(async () => {
      typeInto(inputs[0]!, 'Wash up');
      typeInto(inputs[1]!, '3');
      typeInto(inputs[2]!, '2030-06-01T21:00');
    });
    await act(async () => form.requestSubmit());
    await act(async () => {});
    expect(sent('POST')).toEqual([
      { url: '/api/events/e1/jobs', body: { title: 'Wash up', needed: 3, startsAt: '2030-06-01T21:00' } },
    ]);
    await act(async () => button(container, 'Delete Bring ice').click());
    await act(async () => {});
    expect(sent('DELETE').map((r) => r.url)).toEqual([`/api/events/e1/jobs/${job.id}`]);
  });

  it('turns the nudge off', async () => {
    const { container } = await renderManager();
    await act(async () => {});
    const select = container.querySelector('select')!;
    expect(select.value).toBe('48');
    await act(async () => {
      select.value = 'off';
      select.dispatchEvent(new Event('change', { bubbles: true }));
    });
    await act(async () => {});
    expect(sent('PUT')).toEqual([{ url: '/api/events/e1/nudge', body: { hours: null } }]);
  });
});
