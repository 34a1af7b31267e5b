/**
 * Errors in the reader's language (issue 15): on an English page the server's messages are English — the
 * investment dialog's minimum amount and the cart's address errors — and a German page keeps German.
 */
import { expect, storePreferences, test } from './fixtures';
import { acknowledgeInDialog } from './support/invest';
import { expectAddressRefused } from './support/shop';

const TIMEOUT = { timeout: 20_000 };

test('the English investment dialog shows the English minimum-amount message', async ({
  investorPage: page,
  user,
}) => {
  await storePreferences(page, 'en');
  await page.goto('/marketplace');
  const card = page.getByTestId('asset-card').filter({ hasText: 'Community wind farm in North Frisia' });
  await card.getByRole('button', { name: 'Invest now' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible(TIMEOUT);
  await dialog.getByRole('textbox', { name: 'Investment amount' }).fill('100');
  await dialog.getByRole('tab', { name: 'Confirm' }).click();
  await acknowledgeInDialog(page, dialog, user, 'en');
  await dialog.getByRole('button', { name: 'Invest with obligation to pay' }).click();
  await expect(
    dialog.getByRole('alert').filter({
      hasText: 'Investment failed: The minimum amount for an investment is €500.',
    }),
  ).toBeVisible(TIMEOUT);
  await expect(dialog.getByText(/Mindestbetrag/)).toHaveCount(0);
});

test('the English cart shows English address errors', async ({ signedInPage: page }) => {
  await storePreferences(page, 'en');
  await page.goto('/shop');
  // A shipped product: digital ones need no address (issue 19).
  const seeds = 'Organic tomato seeds “Heirloom varieties”';
  await page.getByRole('button', { name: `Add to Cart: ${seeds}` }).click();
  await page.getByRole('button', { name: 'Cart (1)' }).click();
  const dialog = page.getByRole('dialog', { name: 'Your cart' });
  await expect(dialog).toBeVisible(TIMEOUT);
  await dialog.getByRole('button', { name: 'Place order' }).click();
  await expectAddressRefused(dialog, {
    alert: 'The order could not be placed',
    tab: 'Shipping',
    messages: ["Please enter the recipient's name.", 'Please enter the postcode.'],
  });
  await expect(dialog.getByText(/Bitte geben Sie/)).toHaveCount(0);
});
