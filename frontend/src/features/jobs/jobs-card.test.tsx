import { act } from 'react';
import { describe, expect, it } from 'vitest';
import type { JobView } from '@contracts/jobs.rules';
import { createQueryClient } from '@/lib/query-client';
import { queryKeys } from '@/lib/query-keys';
import { requestUrl, stubFetch } from '@/test/api';
import { buildUser } from '@/test/data';
import { renderWithQueryClient } from '@/test/render';
import { jobsKey } from './api/job-keys';
import { registerJobsDefaults } from './api/register-jobs-defaults';
import { JobsCard } from './jobs-card';

const fetchMock = stubFetch();
const me = buildUser({ id: '00000000-0000-4000-8000-0000000000aa' });
const job = (over: Partial<JobView> = {}): JobView => ({
  id: '00000000-0000-4000-8000-000000000001',
  eventId: 'e1',
  title: 'Set up the tables',
  needed: 2,
  startsAt: '2030-06-01T17:30',
  helpers: [],
  mine: false,
  createdAt: '2030-05-01T10:00:00.000Z',
  ...over,
});

async function renderCard(jobs: JobView[]) {
  const client = createQueryClient();
  registerJobsDefaults(client);
  client.setQueryData(queryKeys.currentUser(), me);
  client.setQueryData(jobsKey('e1'), jobs);
  return renderWithQueryClient(<JobsCard eventId="e1" canManage={false} signedIn />, client);
}

describe('JobsCard', () => {
  it('says how many people the jobs still need, and takes a place in one tap under an Idempotency-Key', async () => {
    const taken = job({ mine: true, helpers: [{ id: me.id, firstName: me.firstName, lastName: me.lastName }] });
    const ice = job({ id: '00000000-0000-4000-8000-000000000002', title: 'Bring ice', needed: 1 });
    // The server: the list as it is, the job taken once the PUT came.
    let list = [job(), ice];
    fetchMock.mockImplementation(async (_input, init) => {
      if (init?.method === 'PUT') list = [taken, ice];
      return new Response(JSON.stringify(init?.method === 'PUT' ? taken : list), { status: 200 });
    });
    const { container } = await renderCard(list);
    expect(container.querySelector('[role="status"]')?.textContent).toBe('Still needs 3 more people');
    expect(container.textContent).toContain('At 17:30');
    const button = container.querySelector<HTMLButtonElement>('button[aria-label="I\'ll do it: Set up the tables"]')!;
    await act(async () => button.click());
    await act(async () => {});
    const put = fetchMock.mock.calls.find(([, init]) => init?.method === 'PUT')!;
    expect(requestUrl(put[0])).toBe('/api/events/e1/jobs/00000000-0000-4000-8000-000000000001/helpers/me');
    expect((put[1]?.headers as Record<string, string>)['Idempotency-Key']).toMatch(/^[0-9a-f-]{36}$/);
    expect(container.textContent).toContain('1 of 2');
    expect(container.textContent).toContain('Leave');
  });

  it('shows nothing to a guest when the event has no jobs', async () => {
    fetchMock.mockImplementation(async () => new Response('[]', { status: 200 }));
    const { container } = await renderCard([]);
    expect(container.textContent).toBe('');
  });
});
