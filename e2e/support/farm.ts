/** Locators and steps of the farm game's pages (the demo and the signed-in farm). */
import { expect, type Locator, type Page } from '@playwright/test';
import { seriousViolations } from '../fixtures';

const TIMEOUT = { timeout: 20_000 };

/** "1.250" (de) or "1,250" (en) → 1250. */
export async function readNumber(locator: Locator): Promise<number> {
  const text = (await locator.textContent()) ?? '';
  return Number(text.replace(/[^\d]/g, ''));
}

export const totalCoins = (page: Page) => page.getByTestId('farm-total-coins');
export const treeButton = (page: Page) => page.getByRole('button', { name: 'Baum anklicken' });
export const card = (page: Page, name: string) => page.getByRole('article', { name });

/** Waits for the next batch the page sends to the server to be answered. */
export function nextSync(page: Page) {
  return page.waitForResponse(
    (response) =>
      (response.url().includes('farm.sync') || response.url().includes('/api/farm/actions')) && response.ok(),
    TIMEOUT,
  );
}

/** Opens the signed-in farm and waits until it is loaded. */
export async function openFarm(page: Page) {
  await page.goto('/farm');
  await expect(page.getByRole('heading', { level: 1, name: 'Farm' })).toBeVisible(TIMEOUT);
  await expect(treeButton(page)).toBeVisible(TIMEOUT);
}

/** `times` clicks in one quick burst (one mouse-down/up pair each), faster than the energy recharges. */
export async function clickTree(page: Page, times: number) {
  await treeButton(page).click({ clickCount: times });
}

/** Closes the level-up dialog that the click before opened. */
export async function closeLevelUp(page: Page, level: number) {
  const dialog = page.getByRole('dialog', { name: 'Stufe erreicht!' });
  await expect(dialog).toContainText(`Dein Baum ist auf Stufe ${level} gewachsen.`);
  await dialog.getByRole('button', { name: 'Weiter' }).click();
  await expect(dialog).toBeHidden();
}

/** The farm's total coins and the tree's clicks towards the next level ("3 / 10 Klicks"). */
export async function expectProgress(page: Page, coins: string, clicks: string) {
  await expect(totalCoins(page)).toHaveText(coins);
  await expect(page.getByText(clicks)).toBeVisible();
}

export const TAB_NAMES = {
  de: ['Farm', 'Upgrades', 'Erfolge', 'Quests'],
  en: ['Farm', 'Upgrades', 'Achievements', 'Quests'],
} as const;

/** Opens each tab in turn and checks it with axe. */
export async function checkEveryTab(page: Page, lang: 'de' | 'en') {
  for (const name of TAB_NAMES[lang]) {
    const tab = page.getByRole('tab', { name, exact: true });
    await tab.click();
    await expect(tab).toHaveAttribute('aria-selected', 'true');
    expect(await seriousViolations(page), name).toEqual([]);
  }
}
