/** The marketplace's cards, the investment dialog and the seeded asset the tests invest in. */
import { expect, type Page } from '@playwright/test';
import { sampleAssetTypes } from '@wurzelwerk/shared';

const SLOW = { timeout: 20_000 };

export const cards = (page: Page) => page.getByTestId('asset-card');
export const card = (page: Page, name: string) => cards(page).filter({ hasText: name });
export const dialog = (page: Page) => page.getByRole('dialog');

/** The seeded asset the tests invest in, from the shared sample content the seed is made of. */
export const BEES = sampleAssetTypes.find(
  (asset) => asset.slug === 'bienenvoelker-kaiserstuhl',
) as (typeof sampleAssetTypes)[number];

export async function openMarketplace(page: Page) {
  await page.goto('/marketplace');
  await expect(cards(page)).toHaveCount(16, SLOW);
}

export async function openDialog(page: Page, assetName: string) {
  await card(page, assetName).getByRole('button', { name: 'Jetzt investieren' }).click();
  await expect(dialog(page)).toBeVisible();
  await expect(dialog(page).getByRole('tab', { name: 'Betrag' })).toHaveAttribute('aria-selected', 'true');
}

/** Optional screenshots for a human look at the layout: set MARKETPLACE_SHOTS to a folder. */
export async function shot(page: Page, name: string) {
  const dir = process.env.MARKETPLACE_SHOTS;
  if (dir) await page.screenshot({ path: `${dir}/${name}.png`, fullPage: true });
}
