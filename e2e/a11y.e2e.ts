import { expect, seriousViolations, test } from './fixtures';

for (const scheme of ['dark', 'light'] as const) {
  for (const path of ['/', '/login', '/register']) {
    test(`no serious accessibility violations on ${path} (${scheme})`, async ({ page }) => {
      await page.goto('/');
      await page.evaluate((value) => localStorage.setItem('wurzelwerk-color-scheme', value), scheme);
      await page.goto(path);
      await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', scheme);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
    });
  }

  test(`no serious accessibility violations on the dashboard and with field errors (${scheme})`, async ({
    signedInPage: page,
  }) => {
    await page.goto('/');
    await page.evaluate((value) => localStorage.setItem('wurzelwerk-color-scheme', value), scheme);
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);

    await page.getByRole('button', { name: 'Benutzermenü' }).click();
    await page.getByRole('menuitem', { name: 'Abmelden' }).click();
    // Signed out once the shell offers sign-in again; navigating earlier could cut the logout request off.
    await expect(page.getByRole('link', { name: 'Anmelden' }).first()).toBeVisible();
    await page.goto('/register');
    await page.getByRole('button', { name: 'Registrieren', exact: true }).click();
    await expect(page.getByText('Gültige E-Mail-Adresse eingeben')).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });
}
