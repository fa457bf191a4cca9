import { expect, expectNoA11yViolations, test } from './support/fixtures';
import { trackPageErrors } from './support/page-errors';
import { snap } from './support/screenshots';
import { randomUUID } from 'node:crypto';
import { answerGoing, createEvent } from './support/events';

const nextWeek = () => new Date(Date.now() + 7 * 24 * 3600 * 1000).toISOString().slice(0, 10);

test('the host sets slots, a guest fills the missing dessert from the join page, a second guest is warned of a duplicate', async ({
  signedInPerson,
}) => {
  // Three people's journey through five screens: over a minute when another spec runs beside it on two cores.
  test.slow();
  const host = (await signedInPerson('Hana', 'Host')).page;
  const errors = trackPageErrors(host);
  await host.goto('/create-event');
  await host.getByLabel('Event Name').fill('Slot Supper');
  await host.getByLabel('Date', { exact: true }).fill(nextWeek());
  await host.getByLabel('Time').fill('18:30');
  await host.getByLabel('Maximum Guests').fill('20');
  await host.getByRole('button', { name: 'Suggest from headcount' }).click();
  await expect(host.getByText('Suggested for 20 people. Change any number you like.')).toBeVisible();
  await expect(host.getByLabel('Main Dishes')).toHaveValue('3');
  await expect(host.getByLabel('Desserts')).toHaveValue('2');
  // The host edits the suggestion: one dessert is enough.
  await host.getByLabel('Desserts').fill('1');
  await snap(host, 'planning-01-event-form-slots');
  await expectNoA11yViolations(host);
  await host.getByRole('button', { name: 'Create Event & Invite Guests' }).click();
  await expect(host).toHaveURL(/\/events\/[0-9a-f-]{36}$/);
  const eventId = host.url().split('/').pop()!;
  await expect(host.getByRole('link', { name: 'Desserts 0 of 1, Need more!' })).toBeVisible();
  await expect(host.getByRole('link', { name: 'Main Dishes 0 of 3, Need more!' })).toBeVisible();
  await snap(host, 'planning-02-event-slots');

  // A guest opens the join page and taps the missing dessert.
  const guest = (await signedInPerson('Priya', 'Shah')).page;
  // A dish needs a place: Priya answered Going.
  await answerGoing(guest.request, eventId);
  await guest.goto(`/join/${eventId}`);
  await expect(guest.getByRole('heading', { name: 'Still needed' })).toBeVisible();
  await snap(guest, 'planning-03-join-still-needed');
  await guest.getByRole('link', { name: /Desserts 0 of 1/ }).click();
  const form = guest.getByRole('dialog', { name: 'Add Your Dish' });
  await expect(form.getByLabel('Category')).toHaveValue('dessert');
  await form.getByLabel('Dish Name').fill('Gulab Jamun');
  await form.getByLabel('Vegetarian').check();
  await form.getByRole('button', { name: 'Add Dish' }).click();
  await expect(guest.getByRole('status').getByText('Dish Added!')).toBeVisible();
  await expect(guest.getByRole('button', { name: /Desserts.*1 of 1/ })).toBeVisible();
  await guest.goto(`/join/${eventId}`);
  await expect(guest.getByRole('heading', { name: 'Desserts 1 of 1' })).toBeVisible();
  await guest.goto(`/events/${eventId}`);
  await expect(guest.getByRole('link', { name: 'Desserts 1 of 1' })).toBeVisible();

  // The host's page follows live.
  await expect(host.getByRole('link', { name: 'Desserts 1 of 1' })).toBeVisible();

  // A second guest types the same dish: the form names who brings it, and that desserts are covered.
  const second = (await signedInPerson('Sam', 'Second')).page;
  await answerGoing(second.request, eventId);
  await second.goto(`/events/${eventId}/dishes`);
  await second.getByRole('button', { name: 'Add Your Dish' }).click();
  const form2 = second.getByRole('dialog', { name: 'Add Your Dish' });
  await form2.getByLabel('Dish Name').fill('gulab jamuns');
  await form2.getByLabel('Category').selectOption('dessert');
  await expect(form2.getByText('Priya Shah is already bringing Gulab Jamun. You can still add yours.')).toBeVisible();
  await expect(form2.getByText(/Desserts already has 1 of 1/)).toBeVisible();
  await snap(second, 'planning-04-duplicate-warning');
  await expectNoA11yViolations(second);
  // It may still be saved.
  await form2.getByRole('button', { name: 'Add Dish' }).click();
  await expect(second.getByRole('status').getByText('Dish Added!')).toBeVisible();
  await expect(host.getByRole('link', { name: 'Desserts 2 of 1' })).toBeVisible();
  expect(errors).toEqual([]);
});

test('capacity reached: the next guest is waitlisted, a Going guest leaves, the waitlisted guest is promoted live on both screens', async ({
  signedInPerson,
}) => {
  const host = (await signedInPerson('Hana', 'Host')).page;
  const res = await host.request.post('/api/events', {
    data: { name: 'Cosy Dinner', date: new Date(Date.now() + 7 * 86400000).toISOString(), capacity: 2 },
  });
  expect(res.status()).toBe(201);
  const eventId = ((await res.json()) as { id: string }).id;

  const first = (await signedInPerson('Fay', 'First')).page;
  expect(
    (
      await first.request.post(`/api/events/${eventId}/rsvp`, { data: { status: 'attending', adultCount: 2 } })
    ).status(),
  ).toBe(200);

  // The next guest answers Going on the join page and lands on the waitlist.
  const late = (await signedInPerson('Lou', 'Late')).page;
  await late.goto(`/join/${eventId}`);
  await late.getByRole('button', { name: 'Submit RSVP' }).click();
  await expect(late.getByRole('heading', { name: "You're on the Waitlist" })).toBeVisible();
  await expect(late.getByText("You're #1 on the waitlist")).toBeVisible();
  await snap(late, 'planning-05-join-waitlisted');

  await late.goto(`/events/${eventId}`);
  await expect(late.getByText(/You're #1 on the waitlist/)).toBeVisible();
  // The waitlist and Promote: Manage's guests.
  await host.goto(`/events/${eventId}/manage?tool=guests`);
  await expect(host.getByRole('heading', { name: 'Waitlist (1)' })).toBeVisible();
  await expect(host.getByRole('button', { name: 'Promote' })).toBeVisible();
  await snap(host, 'planning-06-host-waitlist');
  await expectNoA11yViolations(host);
  await expect(late.getByRole('status').filter({ hasText: 'Live' })).toBeVisible();
  await expect(host.getByRole('status').filter({ hasText: 'Live' })).toBeVisible();

  // The Going guest leaves: the place goes to the waitlisted guest, and both screens show it without reloading.
  expect(
    (
      await first.request.post(`/api/events/${eventId}/rsvp`, { data: { status: 'not_attending', adultCount: 2 } })
    ).status(),
  ).toBe(200);
  await expect(late.getByText("You're off the waitlist!")).toBeVisible();
  await expect(late.getByText(/You're #1 on the waitlist/)).toHaveCount(0);
  await expect(host.getByRole('heading', { name: 'Waitlist (1)' })).toHaveCount(0);
  const lou = host.locator('.guest-card').filter({ hasText: 'Lou Late' });
  await expect(lou).toContainText('Going');
  await expect(lou).not.toContainText('Waitlist');
  await snap(late, 'planning-07-promoted-guest');
  await snap(host, 'planning-08-host-after-promotion');
});

test('the host makes a guest co-host, who then sees the host tools but cannot delete the event', async ({
  signedInPerson,
}) => {
  const host = (await signedInPerson('Hana', 'Host')).page;
  const res = await host.request.post('/api/events', {
    data: { name: 'Team Potluck', date: new Date(Date.now() + 7 * 86400000).toISOString() },
  });
  const eventId = ((await res.json()) as { id: string }).id;
  const co = (await signedInPerson('Cole', 'Cohost')).page;
  await co.request.post(`/api/events/${eventId}/rsvp`, { data: { status: 'attending', adultCount: 1 } });

  await host.goto(`/events/${eventId}/manage?tool=guests`);
  await host.getByRole('button', { name: 'Make co-host' }).click();
  await expect(host.locator('.guest-card').getByText('Co-host', { exact: true })).toBeVisible();
  await snap(host, 'planning-09-host-made-cohost');

  // The co-host has Manage, with its menu.
  await co.goto(`/events/${eventId}`);
  await co.getByRole('link', { name: 'Manage' }).click();
  await co.getByRole('button', { name: 'Event options' }).click();
  await expect(co.getByRole('menuitem', { name: /Edit Event/ })).toBeVisible();
  await expect(co.getByRole('menuitem', { name: /Export CSV/ })).toBeVisible();
  await expect(co.getByRole('menuitem', { name: /Print Sheet/ })).toBeVisible();
  await expect(co.getByRole('menuitem', { name: /Delete Event/ })).toHaveCount(0);
  await snap(co, 'planning-10-cohost-menu');
  const download = co.waitForEvent('download');
  await co.getByRole('menuitem', { name: /Export CSV/ }).click();
  expect((await download).suggestedFilename()).toBe('team-potluck.csv');

  await co.goto('/');
  await expect(co.getByTestId('event-card').filter({ hasText: 'Team Potluck' }).getByText('Co-host')).toBeVisible();

  // The print stylesheet shows the sheet alone (Print Sheet is on Manage).
  await host.goto(`/events/${eventId}/manage`);
  await host.emulateMedia({ media: 'print' });
  await expect(host.locator('.print-sheet')).toBeVisible();
  await expect(host.locator('.print-sheet')).toContainText("Who's coming");
  await expect(host.locator('.print-sheet')).toContainText('Cole Cohost');
  await snap(host, 'planning-11-print-sheet');
});

test('the host closes answers: the join link says so instead of the form, and reopening brings the form back', async ({
  signedInPerson,
  visitor,
}) => {
  const host = (await signedInPerson('Hana', 'Host')).page;
  await host.goto('/create-event');
  await host.getByLabel('Event Name').fill('Deadline Dinner');
  await host.getByLabel('Date', { exact: true }).fill(nextWeek());
  await host.getByLabel('Time').fill('18:30');
  // A deadline before the event but already past: answers are closed from the start.
  const yesterday = new Date(Date.now() - 24 * 3600 * 1000).toISOString().slice(0, 10);
  await host.getByLabel(/Answers close/).fill(`${yesterday}T12:00`);
  await host.getByRole('button', { name: 'Create Event & Invite Guests' }).click();
  await expect(host).toHaveURL(/\/events\/[0-9a-f-]{36}$/);
  const eventId = host.url().split('/').pop()!;

  const guest = await visitor();
  await guest.goto(`/join/${eventId}`);
  const answer = guest.getByRole('region', { name: 'Will you be there?' });
  await expect(answer.getByText(/^Answers closed .*Ask the host if your plans change\.$/)).toBeVisible();
  await expect(guest.getByRole('button', { name: 'Submit RSVP' })).toHaveCount(0);
  await snap(guest, 'planning-05-join-answers-closed');
  await expectNoA11yViolations(guest);

  // The host reopens: the deadline cleared, the form is back.
  await host.goto(`/events/${eventId}/edit`);
  await expect(host.getByLabel(/Answers close/)).toHaveValue(`${yesterday}T12:00`);
  await host.getByLabel(/Answers close/).fill('');
  await host.getByRole('button', { name: 'Update Event' }).click();
  await expect(host).toHaveURL(new RegExp(`/events/${eventId}$`));
  await guest.reload();
  await expect(guest.getByRole('button', { name: 'Submit RSVP' })).toBeVisible();
});

test('an answer changed offline that lands after answers closed is refused and stays on the phone with the reason', async ({
  signedInPerson,
}) => {
  const host = (await signedInPerson('Hana', 'Host')).page;
  const guest = (await signedInPerson('Gita', 'Guest')).page;
  const date = new Date(Date.now() + 7 * 86_400_000).toISOString();
  const body = { name: `Closing Supper ${Date.now().toString(36)}`, date, location: 'Community Hall' };
  const event = await createEvent(host.request, body);
  await answerGoing(guest.request, event.id);
  await guest.goto(`/events/${event.id}`);
  const card = guest.getByRole('region', { name: 'Your RSVP' });
  await expect(card.getByText(/^\W*Going$/)).toBeVisible();

  // Without signal the guest changes to Maybe: it waits on the phone...
  await guest.context().setOffline(true);
  await card.getByRole('button', { name: 'Update RSVP' }).click();
  const dialog = guest.getByRole('dialog', { name: 'Update RSVP' });
  await dialog.getByRole('radio', { name: 'Maybe' }).check();
  await dialog.getByRole('button', { name: 'Save RSVP' }).click();
  await expect(dialog).toBeHidden();
  await expect(guest.getByText('1 change waiting to sync')).toBeVisible();

  // ...while the host closes answers. Back online, the server refuses the change, and says why.
  const closed = await host.request.put(`/api/events/${event.id}`, {
    data: { ...body, answersCloseAt: new Date(Date.now() - 3_600_000).toISOString() },
    headers: { 'Idempotency-Key': randomUUID() },
  });
  expect(closed.status(), await closed.text()).toBe(200);
  await guest.context().setOffline(false);
  const banner = guest.getByRole('button', { name: /1 change couldn't sync/i });
  await expect(banner).toBeVisible({ timeout: 20_000 });
  await banner.click();
  const list = guest.getByRole('dialog', { name: "Couldn't sync" });
  await expect(list.getByText('Answers for this event are closed. Ask the host to change yours.')).toBeVisible();
  await snap(guest, 'planning-06-answer-refused-after-deadline');
  // The server kept the answer it had.
  const view = await guest.request.get(`/api/events/${event.id}`);
  const rsvps = ((await view.json()) as { rsvps: { status: string }[] }).rsvps;
  expect(rsvps.map((r) => r.status)).not.toContain('maybe');
});

test('the host asks their own questions: a guest answers them without JavaScript, the host reads the replies and their counts', async ({
  signedInPerson,
  visitor,
}) => {
  const host = (await signedInPerson('Hana', 'Host')).page;
  await host.goto('/create-event');
  await host.getByLabel('Event Name').fill('Church Supper');
  await host.getByLabel('Date', { exact: true }).fill(nextWeek());
  await host.getByLabel('Time').fill('18:30');
  await host.getByRole('button', { name: 'Add a question' }).click();
  await host.getByLabel('Question 1').fill('Coming for food or just drinks?');
  await host.getByLabel('Answer type').selectOption('choice');
  await host.getByLabel('Options').fill('Food\nJust drinks');
  await host.getByLabel('Those who come must answer').check();
  await host.getByRole('button', { name: 'Add a question' }).click();
  await host.getByLabel('Question 2').fill('Do you need a ride?');
  await host.getByLabel('Answer type').nth(1).selectOption('yesno');
  await snap(host, 'planning-06-event-form-questions');
  await expectNoA11yViolations(host);
  await host.getByRole('button', { name: 'Create Event & Invite Guests' }).click();
  await expect(host).toHaveURL(/\/events\/[0-9a-f-]{36}$/);
  const eventId = host.url().split('/').pop()!;

  // Without JavaScript: the required question refused beside it, what was ticked kept, then taken.
  const guest = await visitor({ context: { javaScriptEnabled: false } });
  await guest.goto(`/join/${eventId}`);
  await guest.getByLabel('Your Name').fill('Nora Nojs');
  await guest.getByRole('group', { name: 'Do you need a ride? (optional)' }).getByLabel('Yes').check();
  await guest.getByRole('button', { name: 'Submit RSVP' }).click();
  const food = guest.getByRole('group', { name: 'Coming for food or just drinks?' });
  await expect(food.getByText('This question needs an answer')).toBeVisible();
  await expect(guest.getByRole('group', { name: 'Do you need a ride? (optional)' }).getByLabel('Yes')).toBeChecked();
  await snap(guest, 'planning-07-join-question-refused-no-js');
  await food.getByLabel('Just drinks').check();
  await guest.getByRole('button', { name: 'Submit RSVP' }).click();
  await expect(guest.getByRole('heading', { name: "You're All Set!" })).toBeVisible();

  // The host's guest list: the replies under the guest, and how many chose each option.
  await host.goto(`/events/${eventId}/manage?tool=guests`);
  const list = host.getByRole('region', { name: 'Guest RSVPs' });
  await expect(list.getByText('Coming for food or just drinks? Just drinks')).toBeVisible();
  await expect(list.getByText('Do you need a ride? Yes', { exact: true })).toBeVisible();
  await expect(list.getByRole('list', { name: 'Replies to your questions' })).toContainText('Just drinks: 1');
  await snap(host, 'planning-08-guest-list-replies');
});
