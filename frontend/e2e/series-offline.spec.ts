import { randomUUID } from 'node:crypto';
import { expect, expectNoA11yViolations, test } from './support/fixtures';
import { answerGoing } from './support/events';
import { snap } from './support/screenshots';

test.use({ serviceWorkers: 'allow' });

interface SeriesBody {
  series: { inviteLeadDays: number; occurrences: { eventId: string; date: string }[] } | null;
}

test("a series' guest taps I'm going on the next date offline: it waits, then reaches the server once", async ({
  host,
  event,
  signedInPerson,
}) => {
  const made = await host.page.request.post(`/api/events/${event.id}/series`, {
    data: { frequency: 'weekly' },
    headers: { 'Idempotency-Key': randomUUID() },
  });
  expect(made.status(), await made.text()).toBe(201);
  const { page } = await signedInPerson('Gita', 'Guest');
  await answerGoing(page.request, event.id);
  const me = (await (await page.request.get('/api/auth/user')).json()) as { id: string };
  const series = ((await (await page.request.get(`/api/events/${event.id}/series`)).json()) as SeriesBody).series!;
  const next = series.occurrences[1]!.eventId;

  await page.goto(`/events/${next}`);
  const card = page.locator('section.series');
  await expect(
    card.getByText(`Guests of earlier dates are invited ${series.inviteLeadDays} days before each date.`),
  ).toBeVisible();
  await expect(card.getByText("You're invited to this date")).toBeVisible();
  await expectNoA11yViolations(page);
  await snap(page, 'series-04-invited');

  await page.context().setOffline(true);
  await card.getByRole('button', { name: "I'm going" }).click();
  await expect(page.getByText('1 change waiting to sync')).toBeVisible();
  await snap(page, 'series-05-going-offline');

  await page.context().setOffline(false);
  await expect(page.getByText(/waiting to sync|Syncing/)).toBeHidden({ timeout: 30_000 });
  await expect(card.getByText("You're invited to this date")).toBeHidden();
  const detail = (await (await host.page.request.get(`/api/events/${next}`)).json()) as {
    rsvps: { userId: string; status: string; adultCount: number }[];
  };
  expect(detail.rsvps.filter((r) => r.userId === me.id)).toEqual([
    expect.objectContaining({ status: 'attending', adultCount: 1 }),
  ]);
});
