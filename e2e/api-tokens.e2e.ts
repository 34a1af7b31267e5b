/**
 * Personal read-only API tokens in the settings (issue 34, decision 0069): created with a name, shown once,
 * listed by their prefix with their last use once a tracker has read the wallet with one, revoked (then
 * refused); the panel is axe-clean. Each test on a fresh user (signed in just now: no password asked).
 */
import type { Page } from '@playwright/test';
import { expect, seriousViolations, test } from './fixtures';

const TIMEOUT = { timeout: 20_000 };

async function openDataTab(page: Page) {
  await page.goto('/settings');
  await expect(page.getByRole('heading', { level: 1, name: 'Einstellungen' })).toBeVisible(TIMEOUT);
  await page.getByRole('tab', { name: 'Daten', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'API-Tokens' })).toBeVisible(TIMEOUT);
}

test('an API token: created, shown once, listed with its last use, revoked', async ({
  signedInPage: page,
  playwright,
  baseURL,
}) => {
  await openDataTab(page);
  await expect(page.getByText('Sie haben keine API-Tokens.')).toBeVisible(TIMEOUT);
  await page.getByRole('textbox', { name: 'Name des Tokens' }).fill('Mein Tracker');
  await page.getByRole('button', { name: 'Token erstellen' }).click();
  await expect(page.getByText('Er wird nur dieses eine Mal angezeigt.', { exact: false })).toBeVisible(
    TIMEOUT,
  );
  const token = (await page.getByTestId('api-token').textContent())?.trim() ?? '';
  expect(token).toMatch(/^ww_[A-Za-z0-9_-]{43}$/);
  const listed = page.getByRole('listitem', { name: 'Mein Tracker' });
  await expect(listed).toContainText(`${token.slice(0, 9)}…`);
  await expect(listed).toContainText('noch nicht genutzt');
  expect(await seriousViolations(page)).toEqual([]);

  // A tracker reads the wallet with it (no cookie): then the list shows its last use, the token never again.
  const tracker = await playwright.request.newContext({ baseURL });
  const bearer = { Authorization: `Bearer ${token}` };
  const read = await tracker.get('/api/wallet', { headers: bearer });
  expect(read.status()).toBe(200);
  expect(await read.json()).toMatchObject({ balanceCents: 0 });
  await openDataTab(page);
  await expect(listed).toContainText('zuletzt genutzt', TIMEOUT);
  await expect(page.getByTestId('api-token')).toHaveCount(0);

  await listed.getByRole('button', { name: 'Widerrufen' }).click();
  await expect(listed.getByText('Widerrufen')).toBeVisible(TIMEOUT);
  await expect(listed.getByRole('button')).toHaveCount(0);
  expect((await tracker.get('/api/wallet', { headers: bearer })).status()).toBe(401);
  await tracker.dispose();
});
