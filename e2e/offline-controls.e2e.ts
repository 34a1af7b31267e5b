/**
 * Issue 37, offline (decision 0092): the controls that change data look disabled while the browser is
 * offline — the reason their description and, on focus, their tooltip — and do nothing when pressed; back
 * online they work again. The switches of the settings are disabled with the reason above them. axe in
 * both themes on the offline settings page.
 */
import type { Locator } from '@playwright/test';
import { expect, seriousViolations, switchLook, test } from './fixtures';
import { cards, dialog } from './support/marketplace';
import { orderSeedsThroughApi } from './support/shop';

const TIMEOUT = { timeout: 20_000 };
const REASON = 'Offline nicht möglich: Dafür brauchen Sie eine Netzverbindung.';

/** Offline: marked disabled (aria-disabled, still focusable) with the reason as its description. */
async function expectNeedsNetwork(control: Locator) {
  await expect(control).toHaveAttribute('aria-disabled', 'true', TIMEOUT);
  await expect(control).toBeDisabled();
  await expect(control).toHaveAccessibleDescription(REASON);
}

async function expectUsable(control: Locator) {
  await expect(control).toBeEnabled(TIMEOUT);
  await expect(control).not.toHaveAttribute('aria-disabled', 'true');
}

test('invest: disabled offline with the reason on focus and a press doing nothing; online again it opens', async ({
  investorPage: page,
  context,
}) => {
  await page.goto('/marketplace');
  await expect(cards(page)).toHaveCount(16, TIMEOUT);
  const invest = page.getByRole('button', { name: 'Jetzt investieren' }).first();
  await expectUsable(invest);
  await context.setOffline(true);
  try {
    await expectNeedsNetwork(invest);
    await expect(page.getByRole('status').filter({ hasText: /^Offline/ })).toBeVisible();
    // Reached by the keyboard: the focus shows the reason.
    await invest.focus();
    await expect(page.getByRole('tooltip', { name: REASON })).toBeVisible(TIMEOUT);
    await page.keyboard.press('Enter');
    await invest.click({ force: true });
    await expect(dialog(page)).toHaveCount(0);
  } finally {
    await context.setOffline(false);
  }
  await expectUsable(invest);
  await invest.click();
  await expect(dialog(page)).toBeVisible(TIMEOUT);
});

test('an order step: disabled offline, usable again online', async ({
  signedInPage: page,
  context,
  baseURL,
}) => {
  await orderSeedsThroughApi(page.request, baseURL as string);
  await page.goto('/orders');
  const step = page.getByRole('button', { name: 'Als „In Bearbeitung“ markieren' });
  await expectUsable(step);
  await context.setOffline(true);
  try {
    await expectNeedsNetwork(step);
    // The details only show what is loaded: they stay usable.
    await expectUsable(page.getByRole('button', { name: 'Details' }));
  } finally {
    await context.setOffline(false);
  }
  await expectUsable(step);
});

test('settings offline: the switches disabled with the reason above, the password button too; axe in both themes', async ({
  signedInPage: page,
  context,
}) => {
  test.setTimeout(120_000);
  await page.goto('/settings');
  const submit = page.getByRole('button', { name: 'Passwort ändern' });
  await expectUsable(submit);
  await page.getByRole('tab', { name: 'Benachrichtigungen' }).click();
  const panel = page.getByRole('tabpanel', { name: 'Benachrichtigungen' });
  const investments = panel.getByRole('switch', { name: 'Investments' });
  await expect(investments).toBeEnabled(TIMEOUT);
  await context.setOffline(true);
  try {
    await expect(investments).toBeDisabled(TIMEOUT);
    await expect(panel.getByText(REASON)).toBeVisible();
    await expect(panel.getByRole('switch', { name: 'Push-Benachrichtigungen' })).toBeDisabled();
    for (const scheme of ['light', 'dark'] as const) {
      await switchLook(page, 'de', scheme);
      expect(await seriousViolations(page)).toEqual([]);
    }
    await page.getByRole('tab', { name: 'Konto' }).click();
    await expectNeedsNetwork(submit);
  } finally {
    await context.setOffline(false);
  }
  await expectUsable(submit);
  await page.getByRole('tab', { name: 'Benachrichtigungen' }).click();
  await expect(investments).toBeEnabled(TIMEOUT);
  await expect(panel.getByText(REASON)).toHaveCount(0);
});
