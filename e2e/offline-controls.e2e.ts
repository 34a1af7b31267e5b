/**
 * Issue 37, offline (decision 0092): the controls that change data look disabled while the browser is
 * offline — the reason their description and, on focus, their tooltip — and do nothing when pressed; back
 * online they work again (the bell's "mark read" and the stream reminders among them). The switches of the settings are disabled with the reason above them. axe in
 * both themes on the offline settings page.
 */
import type { Locator } from '@playwright/test';
import { expect, headerMenusLoaded, seriousViolations, switchLook, test } from './fixtures';
import { investThroughApi } from './support/invest';
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
  // The look is switched offline below: the menus' code must have come while online.
  await headerMenusLoaded(page);
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

test('the bell and a stream reminder: marking read and the reminder switch need the network; online again they work', async ({
  investorPage: page,
  context,
  baseURL,
  user,
}) => {
  expect((await investThroughApi(page.request, baseURL, user, 2)).status()).toBe(201);
  await page.goto('/streams');
  const reminder = page.getByRole('article').getByRole('switch', { name: 'Erinnerung' }).first();
  await expect(reminder).toBeEnabled(TIMEOUT);
  await page.getByRole('button', { name: 'Benachrichtigungen, 1 ungelesen' }).click(TIMEOUT);
  const panel = page.getByRole('dialog', { name: 'Benachrichtigungen' });
  const unread = panel.locator('[data-unread]');
  const markAll = panel.getByRole('button', { name: 'Alle als gelesen markieren' });
  await expectUsable(markAll);
  await context.setOffline(true);
  try {
    await expectNeedsNetwork(markAll);
    await expectNeedsNetwork(unread.first());
    await unread.first().click({ force: true });
    await markAll.click({ force: true });
    await expect(unread).toHaveCount(1);
    await page.keyboard.press('Escape');
    await expect(reminder).toBeDisabled(TIMEOUT);
    await expect(reminder).toHaveAccessibleDescription(REASON);
  } finally {
    await context.setOffline(false);
  }
  await expect(reminder).toBeEnabled(TIMEOUT);
  await page.getByRole('button', { name: 'Benachrichtigungen, 1 ungelesen' }).click(TIMEOUT);
  await unread.first().click();
  await expect(unread).toHaveCount(0, TIMEOUT);
});
