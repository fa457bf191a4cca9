import type { Locator, Page } from '@playwright/test';
import { randomUUID } from 'node:crypto';
import { expect, test, testWithServiceWorker } from './support/fixtures';
import { answerGoing } from './support/events';
import { snap } from './support/screenshots';

/** What a phone shows (390×844 CSS pixels) with `target` scrolled to the top, saved beside the full-page shots. */
async function phoneShot(page: Page, name: string, target: Locator): Promise<void> {
  await target.evaluate((el) => {
    el.scrollIntoView({ block: 'start' });
    // A little of what is above, so the heading is not cut at the edge.
    (el.closest('dialog') ?? document.scrollingElement)?.scrollBy(0, -16);
  });
  await snap(page, name, { fullPage: false });
}

interface Conversation {
  questions: { body: string }[];
  thread: { comments: { body: string }[] };
}

const conversationOf = async (page: Page, eventId: string): Promise<Conversation> =>
  (await (await page.request.get(`/api/events/${eventId}/talk`)).json()) as Conversation;

/** The event page, or with `screen` one below it (`/talk`, the conversation), once its live updates are on. */
async function openLive(page: Page, eventId: string, screen = ''): Promise<void> {
  await page.goto(`/events/${eventId}${screen}`);
  await expect(page.getByRole('status').filter({ hasText: 'Live' })).toBeVisible();
}

test('an announcement reaches a guest’s open page live and stays on top until read', async ({
  host,
  event,
  signedInPerson,
}) => {
  const guest = (await signedInPerson('Gita', 'Guest')).page;
  await answerGoing(guest.request, event.id);
  await openLive(guest, event.id);
  await openLive(host.page, event.id, '/talk');

  await host.page.getByRole('button', { name: 'Announce' }).click();
  const sheet = host.page.getByRole('dialog', { name: 'Send an announcement' });
  await sheet.getByLabel('Message').fill('We start at 7 pm now, not 6:30. Parking is behind the hall.');
  await sheet.getByLabel('Send to').selectOption('going');
  await sheet.getByRole('button', { name: 'Send announcement' }).click();
  await expect(sheet).toBeHidden();

  // The guest's page shows it without a reload.
  const banner = guest.getByRole('region', { name: /Announcement from the host/ });
  await expect(banner).toContainText('We start at 7 pm now');
  await snap(guest, 'conversation-announcement');
  await phoneShot(guest, 'phone-announcement', guest.locator('main'));
  await banner.getByRole('button', { name: 'Mark as read' }).click();
  await expect(banner).toBeHidden();
  await guest.reload();
  await expect(guest.getByRole('heading', { name: event.name })).toBeVisible();
  await expect(guest.getByText('We start at 7 pm now')).toBeHidden();
});

test('a question reaches the host live and stays invisible to other guests', async ({
  host,
  event,
  signedInPerson,
}) => {
  const asker = (await signedInPerson('Gita', 'Guest')).page;
  const other = (await signedInPerson('Omar', 'Guest')).page;
  await answerGoing(asker.request, event.id);
  await answerGoing(other.request, event.id);
  await openLive(host.page, event.id, '/talk');
  await openLive(other, event.id, '/talk');
  await openLive(asker, event.id, '/talk');

  await asker.getByRole('button', { name: 'Questions to the host' }).click();
  const sheet = asker.getByRole('dialog', { name: 'Questions to the host' });
  await sheet.getByLabel('Your question').fill('Can I bring my sister?');
  await sheet.getByRole('button', { name: 'Ask the host' }).click();
  await expect(sheet.getByRole('paragraph').filter({ hasText: 'Can I bring my sister?' })).toBeVisible();

  await expect(host.page.getByRole('button', { name: 'Questions (1 new)' })).toBeVisible();
  await host.page.getByRole('button', { name: 'Questions (1 new)' }).click();
  const hostSheet = host.page.getByRole('dialog', { name: 'Questions to the host' });
  await expect(hostSheet.getByText('Can I bring my sister?')).toBeVisible();
  await hostSheet.getByLabel('Answer Gita Guest').fill('Of course, the more the merrier!');
  await snap(host.page, 'conversation-question');
  await phoneShot(host.page, 'phone-question', hostSheet.getByRole('heading', { name: 'Questions to the host' }));
  await hostSheet.getByRole('button', { name: 'Answer privately' }).click();
  await expect(hostSheet.getByRole('paragraph').filter({ hasText: 'Of course, the more the merrier!' })).toBeVisible();
  await expect(sheet.getByText('Of course, the more the merrier!')).toBeVisible();

  await other.getByRole('button', { name: 'Questions to the host' }).click();
  await expect(
    other.getByRole('dialog', { name: 'Questions to the host' }).getByText('No questions yet.'),
  ).toBeVisible();
  expect(JSON.stringify(await conversationOf(other, event.id))).not.toContain('sister');

  // A new question shows on the host's event card (with the sheet closed: an open sheet has read it).
  await host.page.keyboard.press('Escape');
  await expect(hostSheet).toBeHidden();
  const asked = await other.request.post(`/api/events/${event.id}/questions`, {
    data: { body: 'Is there parking?' },
    headers: { 'Idempotency-Key': randomUUID() },
  });
  expect(asked.status()).toBe(201);
  await host.page.goto('/');
  await expect(host.page.getByTestId('event-card').filter({ hasText: event.name })).toContainText('1 new question');
});

testWithServiceWorker(
  'a comment typed without signal waits in the queue and lands once',
  async ({ host, event, signedInPerson }) => {
    const guest = await signedInPerson('Gita', 'Guest');
    await answerGoing(guest.page.request, event.id);
    const res = await host.page.request.post(`/api/events/${event.id}/comments`, {
      data: { body: 'Welcome everyone! Ask here about anything.' },
      headers: { 'Idempotency-Key': randomUUID() },
    });
    expect(res.status()).toBe(201);
    const page = guest.page;
    await openLive(page, event.id, '/talk');
    await expect(page.getByText('Welcome everyone!')).toBeVisible();

    await page.context().setOffline(true);
    await page.getByLabel('Write a comment').fill('Is there parking nearby?');
    await page.getByRole('button', { name: 'Send', exact: true }).click();
    await expect(page.getByText('Waiting to send')).toBeVisible();
    await expect(page.getByText('1 change waiting to sync')).toBeVisible();

    await page.context().setOffline(false);
    await expect(page.getByText('Waiting to send')).toBeHidden({ timeout: 20_000 });
    await expect(page.getByText('Is there parking nearby?')).toBeVisible();
    await expect
      .poll(async () => (await conversationOf(host.page, event.id)).thread.comments.map((c) => c.body))
      .toEqual(['Welcome everyone! Ask here about anything.', 'Is there parking nearby?']);
    await page.getByRole('button', { name: 'Reply' }).first().click();
    await page.getByLabel(/Reply to/).fill('Yes, behind the hall.');
    await page.getByRole('button', { name: 'Send', exact: true }).click();
    await expect(page.getByText('Yes, behind the hall.')).toBeVisible();
    await page.getByRole('button', { name: 'React', exact: true }).first().click();
    await page.getByRole('button', { name: 'React with heart' }).first().click();
    await expect(page.getByRole('button', { name: 'React with heart', pressed: true }).first()).toBeVisible();
    await page.getByRole('heading', { name: 'Comments', level: 2 }).scrollIntoViewIfNeeded();
    await snap(page, 'conversation-thread');
    await phoneShot(page, 'phone-thread', page.getByRole('heading', { name: 'Comments', level: 2 }));
    expect((await conversationOf(host.page, event.id)).thread.comments).toHaveLength(3);
  },
);
