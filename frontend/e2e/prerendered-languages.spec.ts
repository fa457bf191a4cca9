import { expect, test } from './support/fixtures';
import { trackPageErrors } from './support/page-errors';
import { snap } from './support/screenshots';

test('welcome and sign in come prerendered in the browser’s language, before any JavaScript', async ({ visitor }) => {
  const page = await visitor({ context: { locale: 'fr-FR', javaScriptEnabled: false } });
  const res = await page.goto('/');
  expect(await res?.request().headerValue('accept-language')).toMatch(/^fr-FR/);
  const html = (await res?.text()) ?? '';
  expect(html).toContain('<html lang="fr" dir="ltr" data-locale="fr">');
  expect(html).toContain('<title>Potluck — Organise des repas partagés entre amis</title>');
  expect(html).not.toContain('Plan potlucks with friends');
  await expect(page.getByText('Organise des repas partagés entre amis, recueille les réponses')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Se connecter' })).toBeVisible();

  await page.goto('/login');
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  await expect(page.getByRole('heading', { name: 'Te revoilà !', level: 1 })).toBeVisible();
  await expect(page).toHaveTitle('Potluck — Connexion');
});

test('the app takes over a prerendered page in the same language: no English in between', async ({ visitor }) => {
  const page = await visitor({ context: { locale: 'fr-FR' } });
  const errors = trackPageErrors(page);
  await page.goto('/login');
  await expect(page.getByRole('button', { name: 'Continuer avec Google' })).toBeEnabled();
  await expect(page.getByRole('heading', { name: 'Te revoilà !', level: 1 })).toBeVisible();
  await expect(page).toHaveTitle('Potluck — Connexion');
  await expect(page.getByText('Welcome Back')).toHaveCount(0);
  expect(errors).toEqual([]);
});

test('Arabic gets the welcome page right to left from the server', async ({ visitor }) => {
  const page = await visitor({ context: { locale: 'ar' } });
  const res = await page.goto('/');
  expect((await res?.text()) ?? '').toContain('<html lang="ar" dir="rtl" data-locale="ar">');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('link', { name: 'ابدأ الآن' })).toBeVisible();
  // Laid out right to left: the tagline's text runs from the right.
  const direction = await page
    .locator('#root p')
    .first()
    .evaluate((p) => getComputedStyle(p).direction);
  expect(direction).toBe('rtl');
  await snap(page, 'welcome-ar');
});
