import type { Page } from '@playwright/test';
import { answerGoing } from './support/events';
import { expect, expectNoA11yViolations, test } from './support/fixtures';
import { snap } from './support/screenshots';

/**
 * The phone's camera, in the page: a canvas that shows nothing until the test holds up a QR image (an SVG the server
 * drew), streamed with captureStream() as the back camera would be. Chromium on Linux has no BarcodeDetector, so the
 * door reads these frames with its fallback decoder.
 */
async function fakeCamera(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const canvas = document.createElement('canvas');
    canvas.width = 480;
    canvas.height = 480;
    const context = canvas.getContext('2d')!;
    const held: { image: HTMLImageElement | null } = { image: null };
    const draw = () => {
      context.fillStyle = '#6b5f52';
      context.fillRect(0, 0, canvas.width, canvas.height);
      if (held.image) context.drawImage(held.image, 60, 60, 360, 360);
      requestAnimationFrame(draw);
    };
    draw();
    const w = window as unknown as { holdUpCode: (svg: string) => Promise<void>; heldAt: number };
    w.holdUpCode = (svg) =>
      new Promise((resolve) => {
        const image = new Image();
        image.onload = () => {
          held.image = image;
          w.heldAt = performance.now();
          resolve();
        };
        image.src = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
      });
    Object.defineProperty(navigator, 'mediaDevices', {
      configurable: true,
      value: { getUserMedia: () => Promise.resolve(canvas.captureStream(15)) },
    });
  });
}

async function myCode(page: Page, eventId: string): Promise<{ code: string; qrSvg: string }> {
  const res = await page.request.get(`/api/events/${eventId}/check-in/my-code`);
  expect(res.status(), await res.text()).toBe(200);
  return (await res.json()) as { code: string; qrSvg: string };
}

async function doorCounts(page: Page, eventId: string) {
  const res = await page.request.get(`/api/events/${eventId}/door`);
  expect(res.status()).toBe(200);
  return ((await res.json()) as { counts: Record<string, number> }).counts;
}

test('a guest shows their QR code; the host scans it at the door and the household is in, at once', async ({
  host,
  event,
  signedInPerson,
}) => {
  const guest = await signedInPerson('Gus', 'Guest');
  await answerGoing(guest.page.request, event.id);

  // The guest's "You're All Set!" on the join link, with the code to show at the door.
  await guest.page.goto(`/join/${event.id}`);
  await expect(guest.page.getByRole('heading', { name: "You're All Set!" })).toBeVisible();
  const card = guest.page.getByRole('region', { name: 'Your check-in code' });
  await expect(card.getByRole('img', { name: 'Check-in QR code' })).toBeVisible();
  await expectNoA11yViolations(guest.page);
  await snap(card, 'check-in-01-code-card');
  await snap(guest.page, 'check-in-02-join-page');
  const { qrSvg } = await myCode(guest.page, event.id);

  // The host: from Manage to the door, the camera on, the guest's phone held up.
  const { page } = host;
  await fakeCamera(page);
  await page.goto(`/events/${event.id}/manage`);
  await page.getByRole('link', { name: /Door$/ }).click();
  await expect(page.getByRole('heading', { name: 'Door', level: 1 })).toBeVisible();
  await expect(page.getByText('0 of 1 household, 0 people arrived')).toBeVisible();
  expect(await page.evaluate(() => 'BarcodeDetector' in window)).toBe(false);
  await page.getByRole('button', { name: 'Scan a code' }).click();
  await expect(page.getByRole('button', { name: 'Stop camera' })).toBeVisible();
  let sent = 0;
  page.on('request', (r) => {
    if (r.method() === 'PUT' && r.url().includes('/check-ins/')) sent++;
  });
  // From the code in front of the camera to the arrival on screen (written to the test's output).
  const shownAfter = page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        const observer = new MutationObserver(() => {
          if (!document.querySelector('.door-result__box--arrived')) return;
          observer.disconnect();
          resolve(performance.now() - (window as unknown as { heldAt: number }).heldAt);
        });
        observer.observe(document.body, { subtree: true, childList: true });
      }),
  );
  await page.evaluate(
    (svg) => (window as unknown as { holdUpCode: (s: string) => Promise<void> }).holdUpCode(svg),
    qrSvg,
  );
  const ms = await shownAfter;
  console.log(`check-in: code in view to arrival on screen ${Math.round(ms)} ms`);
  await expect(page.getByText('Gus Guest arrived')).toBeVisible();
  await expect(page.getByText('1 of 1 household, 1 person arrived')).toBeVisible();
  await expect
    .poll(() => doorCounts(page, event.id))
    .toEqual({ households: 1, arrivedHouseholds: 1, arrivedPeople: 1, people: 1 });
  // Held up a while longer: still one check-in sent.
  await expect.poll(() => sent).toBe(1);

  // Their dish, one tap from the result.
  await page
    .getByRole('region', { name: 'Scan' })
    .getByRole('button', { name: 'Gus Guest brought their dish' })
    .click();
  const row = page.locator('.door-row').filter({ hasText: 'Gus Guest' });
  await expect(row.getByText('Dish')).toBeVisible();
  await expectNoA11yViolations(page);
  await snap(page, 'check-in-03-door-scanned');
  await page.getByRole('button', { name: 'Stop camera' }).click();
  await snap(page, 'check-in-04-door', { fullPage: false });
  expect(sent).toBe(2);

  // The guest's card says they are in.
  await guest.page.reload();
  await expect(guest.page.getByText("You're checked in. Enjoy the party!")).toBeVisible();
});

test('two door phones check the same household in without signal; back online it counts once', async ({
  host,
  event,
  signedInPerson,
}) => {
  const [guest, helper] = await Promise.all([signedInPerson('Gus', 'Guest'), signedInPerson('Dora', 'Door')]);
  await answerGoing(guest.page.request, event.id);
  // The host names the helper on Manage, by their account's e-mail; the helper finds the door on their home.
  await host.page.goto(`/events/${event.id}/manage`);
  await host.page.getByRole('button', { name: 'Door helpers' }).click();
  await host.page.getByLabel("Their account's e-mail").fill(helper.user.email);
  await host.page.getByRole('button', { name: 'Add helper' }).click();
  await expect(host.page.getByRole('button', { name: 'Remove Dora Door' })).toBeVisible();
  await expectNoA11yViolations(host.page);
  await snap(host.page, 'check-in-06-door-helpers');
  await helper.page.goto('/');
  await helper.page.getByRole('link', { name: 'Open the door' }).click();

  const phones = [host.page, helper.page];
  const sent = [0, 0];
  for (const [i, page] of phones.entries()) {
    await page.goto(`/events/${event.id}/door`);
    await expect(page.getByText('0 of 1 household, 0 people arrived')).toBeVisible();
    page.on('request', (r) => {
      if (r.method() === 'PUT' && r.url().includes('/check-ins/')) sent[i]!++;
    });
  }

  for (const page of phones) {
    await page.context().setOffline(true);
    await page.getByLabel('Find a guest by name').fill('gus');
    await page.getByRole('button', { name: 'Check in Gus Guest', exact: true }).click();
    // On this phone at once, waiting to be sent.
    await expect(page.getByText('1 of 1 household, 1 person arrived')).toBeVisible();
    await expect(page.getByText('Waiting to sync', { exact: true })).toBeVisible();
  }
  await snap(helper.page, 'check-in-05-offline');

  for (const page of phones) await page.context().setOffline(false);
  for (const page of phones) {
    await expect(page.getByText('Waiting to sync', { exact: true })).toHaveCount(0);
    await expect(page.getByText('1 of 1 household, 1 person arrived')).toBeVisible();
  }
  expect(await doorCounts(host.page, event.id)).toEqual({
    households: 1,
    arrivedHouseholds: 1,
    arrivedPeople: 1,
    people: 1,
  });
  expect(sent).toEqual([1, 1]);

  // A mistake undone on one phone: the other's counter follows live.
  await host.page.getByLabel('Find a guest by name').fill('');
  await host.page.getByRole('button', { name: "Undo Gus Guest's check-in" }).click();
  await expect(host.page.getByText('0 of 1 household, 0 people arrived')).toBeVisible();
  await expect(helper.page.getByText('0 of 1 household, 0 people arrived')).toBeVisible();
});
