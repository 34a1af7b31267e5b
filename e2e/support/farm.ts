/** Locators and steps of the farm game's pages (the demo and the signed-in farm). */
import type { Locator, Page } from '@playwright/test';

/** "1.250" (de) or "1,250" (en) → 1250. */
export async function readNumber(locator: Locator): Promise<number> {
  const text = (await locator.textContent()) ?? '';
  return Number(text.replace(/[^\d]/g, ''));
}

export const totalCoins = (page: Page) => page.getByTestId('farm-total-coins');
export const treeButton = (page: Page) => page.getByRole('button', { name: 'Baum anklicken' });
export const card = (page: Page, name: string) => page.getByRole('article', { name });

/** `times` clicks in one quick burst (one mouse-down/up pair each), faster than the energy recharges. */
export async function clickTree(page: Page, times: number) {
  await treeButton(page).click({ clickCount: times });
}
