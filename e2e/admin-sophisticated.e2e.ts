/**
 * The console's sophisticated investor applications (issue 35, decision 0073): an operator approves an
 * investor's application; the decision is audited and the investor's status counts two years. Axe-clean in
 * both themes.
 */
import { expect, seriousViolations, test } from './fixtures';
import { newUserData, registerThroughApi } from './support/accounts';
import { openConsole } from './support/console';

const SLOW = { timeout: 20_000 };
test.describe.configure({ timeout: 120_000 });

for (const scheme of ['light', 'dark'] as const) {
  test(`an operator approves an application; it is audited (${scheme})`, async ({
    browser,
    baseURL,
    playwright,
  }) => {
    const api = await playwright.request.newContext({ baseURL });
    const investor = newUserData('Sabine');
    await registerThroughApi(api, baseURL, investor);
    const applied = await api.post('/api/protection/sophisticated', {
      data: {
        criteria: ['income', 'portfolio'],
        evidence: `Depotauszug und Gehaltsnachweis von ${investor.email}`,
      },
      headers: { Origin: baseURL as string },
    });
    expect(applied.status()).toBe(201);

    const page = await openConsole(browser, baseURL, '/admin/sophisticated', scheme);
    await expect(page.getByRole('heading', { level: 2, name: 'Erfahrene Anleger' })).toBeVisible(SLOW);
    const row = page.getByRole('row').filter({ hasText: investor.email });
    await expect(row).toContainText('offen', SLOW);
    await expect(row).toContainText('Bruttoeinkommen');
    expect(await seriousViolations(page)).toEqual([]);
    await row.getByRole('button', { name: /^Anerkennen:/ }).click();
    await expect(page.getByRole('row').filter({ hasText: investor.email })).toHaveCount(0, SLOW);

    const status = await (await api.get('/api/protection')).json();
    expect(status).toMatchObject({ sophisticatedValid: true, sophisticated: { state: 'approved' } });
    await page.getByRole('link', { name: 'Protokoll' }).click();
    // The audit log names the action in words (issue 36, decision 0079).
    const entry = page.getByRole('row').filter({ hasText: 'Einstufung als erfahrener Anleger bestätigt' });
    await expect(entry.first()).toBeVisible(SLOW);
    await api.dispose();
    await page.context().close();
  });
}
