/**
 * The console's withdrawals page (issue 34): reachable from the console's navigation, the requested
 * withdrawals (the sample data's demo account has one; a new payout account is held for 24 hours, so a
 * browser test cannot make its own) with nothing chosen to approve, the transfer files' section, and no
 * serious accessibility violation in either theme.
 */
import { expect, seriousViolations, test } from './fixtures';
import { openConsole } from './support/console';

test.describe.configure({ timeout: 90_000 });

for (const scheme of ['light', 'dark'] as const) {
  test(`the withdrawals page (${scheme})`, async ({ browser, baseURL }) => {
    const page = await openConsole(browser, baseURL, '/admin', scheme);
    await page
      .getByRole('navigation', { name: 'Bereiche der Konsole' })
      .getByRole('link', { name: 'Auszahlungen' })
      .click();
    await expect(page).toHaveURL(/\/admin\/withdrawals$/);
    await expect(page.getByRole('heading', { level: 2, name: 'Auszahlungen' })).toBeVisible({
      timeout: 20_000,
    });
    await expect(page.getByRole('combobox', { name: 'Status' })).toHaveValue('Beantragt');
    await expect(page.getByRole('button', { name: /freigeben/ })).toBeDisabled();
    await expect(
      page.getByRole('heading', { level: 2, name: 'Überweisungsdateien (pain.001)' }),
    ).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await page.context().close();
  });
}
