import { expect, seriousViolations, switchLook, test } from './fixtures';

// Each page in both themes, switched through the header's toggle without a reload.
test('no serious accessibility violations on /, /login and /register (dark and light)', async ({ page }) => {
  test.setTimeout(360_000);
  for (const path of ['/', '/login', '/register']) {
    await page.goto(path);
    for (const scheme of ['dark', 'light'] as const) {
      await switchLook(page, 'de', scheme);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      expect(await seriousViolations(page), `${path} (${scheme})`).toEqual([]);
    }
  }
});

test('no serious accessibility violations on the dashboard and with field errors (dark and light)', async ({
  signedInPage: page,
}) => {
  test.setTimeout(120_000);
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  for (const scheme of ['dark', 'light'] as const) {
    await switchLook(page, 'de', scheme);
    expect(await seriousViolations(page), `dashboard (${scheme})`).toEqual([]);
  }

  await page.getByRole('button', { name: 'Benutzermenü' }).click();
  await page.getByRole('menuitem', { name: 'Abmelden' }).click();
  // Signed out once the shell offers sign-in again; navigating earlier could cut the logout request off.
  await expect(page.getByRole('link', { name: 'Anmelden' }).first()).toBeVisible();
  await page.goto('/register');
  await page.getByRole('button', { name: 'Registrieren', exact: true }).click();
  await expect(page.getByText('Gültige E-Mail-Adresse eingeben')).toBeVisible();
  for (const scheme of ['light', 'dark'] as const) {
    await switchLook(page, 'de', scheme);
    await expect(page.getByText('Gültige E-Mail-Adresse eingeben')).toBeVisible();
    expect(await seriousViolations(page), `field errors (${scheme})`).toEqual([]);
  }
});
