import { newUser } from './support/auth';
import { devSignIn, expect, test } from './support/fixtures';
import { trackPageErrors } from './support/page-errors';
import { snap } from './support/screenshots';

test('the join page is in Spanish for a browser that asks for Spanish, before and after the app takes over', async ({
  event,
  visitor,
}) => {
  // A browser set to Spanish (Mexico): it sends Accept-Language: es-MX.
  const page = await visitor({ context: { locale: 'es-MX' } });
  const errors = trackPageErrors(page);
  const res = await page.goto(`/join/${event.id}`);
  expect(res?.status()).toBe(200);
  expect(await res?.request().headerValue('accept-language')).toMatch(/^es-MX/);
  // The server's page: Spanish from the first byte.
  const html = (await res?.text()) ?? '';
  expect(html).toContain('¿Vas a venir?');
  expect(html).toContain(`<title>Confirma tu asistencia — ${event.name}</title>`);
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
  // The app has taken over (its − and + buttons work only with it) and still speaks Spanish.
  await expect(page.getByRole('button', { name: 'Un adulto más' })).toBeEnabled();
  await expect(page.getByRole('heading', { name: '¿Vas a venir?' })).toBeVisible();
  await expect(page.getByText('Te invitan a')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Enviar respuesta' })).toBeVisible();
  await expect(page.getByText('Will you be there?')).toHaveCount(0);
  await snap(page, 'languages-join-es');

  // The foot of the page switches language with a plain link, and the choice outlives the browser's own.
  await page.getByRole('navigation', { name: 'Idioma:' }).getByRole('link', { name: 'English' }).click();
  await expect(page.getByRole('heading', { name: 'Will you be there?' })).toBeVisible();
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('heading', { name: 'Will you be there?' })).toBeVisible();
  expect(errors).toEqual([]);
});

test('Arabic renders right to left', async ({ event, visitor }) => {
  const page = await visitor({ context: { locale: 'ar' } });
  await page.goto(`/join/${event.id}`);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
  // The app has taken over (its − and + buttons work only with it), still right to left.
  await expect(page.getByRole('button', { name: 'بالغ إضافي' })).toBeEnabled();
  await expect(page.getByRole('heading', { name: 'هل ستحضر؟' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await snap(page, 'languages-join-ar');
});

test('the language chosen in the profile stays after a reload and follows the account to another device', async ({
  browser,
  visitor,
}) => {
  const user = newUser('Lucia', 'Tester');
  const page = await visitor();
  await devSignIn(page.request, user);
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await page.getByRole('button', { name: 'Open profile settings' }).click();
  const dialog = page.getByRole('dialog', { name: 'Profile Settings' });
  const saved = page.waitForResponse((r) => r.url().endsWith('/api/locale') && r.request().method() === 'PUT');
  await dialog.getByLabel('Language').selectOption('es');
  expect((await saved).status()).toBe(200);
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');

  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');

  // Another device: a browser of its own (no cookie of this one), signed in as the same account.
  const other = await browser.newContext();
  try {
    const second = await other.newPage();
    await devSignIn(second.request, user);
    await second.goto('/');
    await expect(second.locator('html')).toHaveAttribute('lang', 'es');
    await second.getByRole('button', { name: 'Abrir ajustes del perfil' }).click();
    await expect(second.getByRole('dialog').getByLabel('Idioma')).toHaveValue('es');
  } finally {
    await other.close();
  }
});
