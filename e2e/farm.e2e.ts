/**
 * The farm game (issue 6; public-and-local-screens.md §2.8, §2.9, §4, §5, §9): the local demo at /farmdemo
 * and the signed-in farm at /farm, whose progress the server keeps. Every signed-in test plays its own
 * fresh user's farm (level 1, 85 energy, 7 coins per tree click, level-up after 10 clicks).
 */
import type { Locator, Page } from '@playwright/test';
import { expect, openWith, seriousViolations, test } from './fixtures';

const TIMEOUT = { timeout: 20_000 };

/** "1.250" (de) or "1,250" (en) → 1250. */
async function readNumber(locator: Locator): Promise<number> {
  const text = (await locator.textContent()) ?? '';
  return Number(text.replace(/[^\d]/g, ''));
}

const totalCoins = (page: Page) => page.getByTestId('farm-total-coins');
const treeButton = (page: Page) => page.getByRole('button', { name: 'Baum anklicken' });
const card = (page: Page, name: string) => page.getByRole('article', { name });

/** Waits for the next batch the page sends to the server to be answered. */
function nextSync(page: Page) {
  return page.waitForResponse(
    (response) =>
      (response.url().includes('farm.sync') || response.url().includes('/api/farm/actions')) && response.ok(),
    TIMEOUT,
  );
}

/** Opens the signed-in farm and waits until it is loaded. */
async function openFarm(page: Page) {
  await page.goto('/farm');
  await expect(page.getByRole('heading', { level: 1, name: 'Farm' })).toBeVisible(TIMEOUT);
  await expect(treeButton(page)).toBeVisible(TIMEOUT);
}

/** `times` clicks in one quick burst (one mouse-down/up pair each), faster than the energy recharges. */
async function clickTree(page: Page, times: number) {
  await treeButton(page).click({ clickCount: times });
}

/** Closes the level-up dialog that the click before opened. */
async function closeLevelUp(page: Page, level: number) {
  const dialog = page.getByRole('dialog', { name: 'Stufe erreicht!' });
  await expect(dialog).toContainText(`Dein Baum ist auf Stufe ${level} gewachsen.`);
  await dialog.getByRole('button', { name: 'Weiter' }).click();
  await expect(dialog).toBeHidden();
}

test.describe('farm demo', () => {
  test('a tree click adds a whole 5 to 14 coins to the total and the tree, counts it, and its marker goes after 2 s', async ({
    page,
  }) => {
    await page.goto('/farmdemo');
    await expect(page.getByRole('heading', { level: 1, name: 'Farm-Demo' })).toBeVisible(TIMEOUT);
    await expect(page.getByText('340 / 1.000 Klicks')).toBeVisible();
    const treeCoins = page.getByText('Baum-Münzen').locator('xpath=following-sibling::*[1]');
    let total = await readNumber(totalCoins(page));
    let tree = await readNumber(treeCoins);
    expect(total).toBe(1250);

    for (let click = 1; click <= 5; click++) {
      await treeButton(page).click();
      await expect(page.getByText(`${340 + click} / 1.000 Klicks`)).toBeVisible();
      const newTotal = await readNumber(totalCoins(page));
      const gained = newTotal - total;
      expect(gained).toBeGreaterThanOrEqual(5);
      expect(gained).toBeLessThanOrEqual(14);
      expect(await readNumber(treeCoins)).toBe(tree + gained);
      await expect(
        page
          .getByTestId('farm-marker')
          .filter({ hasText: `+${gained} Münzen` })
          .first(),
      ).toBeVisible();
      total = newTotal;
      tree += gained;
    }
    // Each marker is removed 2 s after its click.
    await expect(page.getByTestId('farm-marker')).toHaveCount(0, { timeout: 5_000 });
  });

  test('tabs, upgrade buttons by coins and max level, quest and achievement states', async ({ page }) => {
    await page.goto('/farmdemo');
    const tabs = page.getByRole('tab');
    await expect(tabs).toHaveText(['Farm', 'Upgrades', 'Erfolge', 'Quests'], TIMEOUT);

    await page.getByRole('tab', { name: 'Upgrades' }).click();
    await expect(card(page, 'Bio-Dünger').getByRole('button', { name: 'Upgrade' })).toBeEnabled();
    await expect(card(page, 'Bio-Dünger')).toContainText('Stufe 3 / 10');
    // 1300 coins needed, 1250 there.
    await expect(card(page, 'Größerer Bienenstock').getByRole('button', { name: 'Upgrade' })).toBeDisabled();
    await expect(card(page, 'Goldenes Huhn').getByRole('button', { name: 'Upgrade' })).toBeDisabled();
    await expect(card(page, 'Solar-Bewässerung').getByRole('button', { name: 'Max. Stufe' })).toBeDisabled();
    await expect(card(page, 'Solar-Bewässerung')).toContainText('Stufe 1 / 1');
    await expect(card(page, 'Solar-Bewässerung')).toContainText('Legendär');

    // Ten clicks bring at least 50 coins: the 1300-coin upgrade becomes affordable.
    await page.getByRole('tab', { name: 'Farm' }).click();
    await clickTree(page, 10);
    expect(await readNumber(totalCoins(page))).toBeGreaterThanOrEqual(1300);
    await page.getByRole('tab', { name: 'Upgrades' }).click();
    await expect(card(page, 'Größerer Bienenstock').getByRole('button', { name: 'Upgrade' })).toBeEnabled();

    await page.getByRole('tab', { name: 'Erfolge' }).click();
    await expect(card(page, 'Erster Baum')).toContainText('Freigeschaltet');
    await expect(card(page, 'Eiersammler')).toContainText('Gesperrt');
    await expect(card(page, 'Eiersammler')).toContainText('Fortschritt: 27 / 500');

    await page.getByRole('tab', { name: 'Quests' }).click();
    await expect(card(page, 'Baumpflege').getByRole('button', { name: 'In Bearbeitung' })).toBeDisabled();
    await expect(card(page, 'Baumpflege')).toContainText('Noch 8 Std. 0 Min.');
    await expect(card(page, 'Baumpflege')).toContainText('Fortschritt: 32 / 50');
    // The spec's sample daily quest: 100 coins plus 50 XP; the others pay coins only.
    await expect(card(page, 'Baumpflege')).toContainText('100 Münzen');
    await expect(card(page, 'Baumpflege')).toContainText('+50 EP');
    await expect(card(page, 'Honigernte')).not.toContainText('EP');
    await expect(card(page, 'Eiersuche').getByRole('button', { name: 'Abgeschlossen' })).toBeDisabled();
    const claim = card(page, 'Honigernte').getByRole('button', { name: 'Belohnung abholen' });
    await expect(claim).toBeEnabled();
    // Claiming has no effect in the demo.
    await claim.click();
    await expect(claim).toBeEnabled();
  });

  test('the English labels of the spec', async ({ page }) => {
    await openWith(page, '/farmdemo', 'en', 'light');
    await expect(page.getByRole('heading', { level: 1, name: 'Farm demo' })).toBeVisible(TIMEOUT);
    await expect(page.getByRole('tab')).toHaveText(['Farm', 'Upgrades', 'Achievements', 'Quests']);
    await page.getByRole('tab', { name: 'Upgrades' }).click();
    await expect(page.getByRole('button', { name: 'Upgrade' })).toHaveCount(3);
    await expect(page.getByRole('button', { name: 'Max Level' })).toBeDisabled();
    await page.getByRole('tab', { name: 'Achievements' }).click();
    await expect(page.getByText('Unlocked', { exact: true })).toHaveCount(2);
    await expect(page.getByText('Locked', { exact: true })).toHaveCount(2);
    await page.getByRole('tab', { name: 'Quests' }).click();
    await expect(page.getByRole('button', { name: 'In Progress' })).toBeDisabled();
    await expect(page.getByRole('button', { name: 'Claim Reward' })).toBeEnabled();
    await expect(page.getByRole('button', { name: 'Completed' })).toBeDisabled();
    await expect(page.getByText('8h 0m left')).toHaveCount(3);
  });
});

test.describe('signed-in farm', () => {
  test('tree clicks raise the coins at once, and the server keeps them over a reload', async ({
    signedInPage: page,
  }) => {
    await openFarm(page);
    await expect(totalCoins(page)).toHaveText('0');
    await expect(page.getByText('Setzling')).toBeVisible();
    await expect(page.getByText('Noch keine aktiven Investitionen', { exact: false })).toBeVisible();

    const synced = nextSync(page);
    await clickTree(page, 3);
    await expect(totalCoins(page)).toHaveText('21');
    await expect(page.getByTestId('farm-marker').filter({ hasText: '+7 Münzen' }).first()).toBeVisible();
    await expect(page.getByText('3 / 10 Klicks')).toBeVisible();
    await synced;

    await page.reload();
    await expect(treeButton(page)).toBeVisible(TIMEOUT);
    await expect(totalCoins(page)).toHaveText('21');
    await expect(page.getByText('3 / 10 Klicks')).toBeVisible();
  });

  test('actions still queued when the page is left go out in a keepalive request to /api/farm/actions', async ({
    signedInPage: page,
  }) => {
    await openFarm(page);
    // Right after a regular sync the next one is 5 s away: the two clicks below are still queued on leaving.
    const synced = nextSync(page);
    await clickTree(page, 1);
    await synced;
    await clickTree(page, 2);
    await expect(totalCoins(page)).toHaveText('21');

    const keepalive = page.waitForResponse(
      (response) => response.url().endsWith('/api/farm/actions') && response.request().method() === 'POST',
      TIMEOUT,
    );
    const nav = page.getByRole('navigation', { name: 'Hauptnavigation' });
    await nav.getByRole('link', { name: 'Dashboard' }).click();
    expect((await keepalive).status()).toBe(200);

    await nav.getByRole('link', { name: 'Farm' }).click();
    await expect(treeButton(page)).toBeVisible(TIMEOUT);
    await expect(totalCoins(page)).toHaveText('21');
    await expect(page.getByText('3 / 10 Klicks')).toBeVisible();
  });

  test('buying an upgrade pays its cost, raises its level and its price, and congratulates', async ({
    signedInPage: page,
  }) => {
    await openFarm(page);
    await clickTree(page, 8);
    await expect(totalCoins(page)).toHaveText('56');

    await page.getByRole('tab', { name: 'Upgrades' }).click();
    const fertilizer = card(page, 'Bio-Dünger');
    await expect(fertilizer).toContainText('Stufe 0 / 25');
    await expect(card(page, 'Solaranlage').getByRole('button', { name: 'Upgrade' })).toBeDisabled();
    await fertilizer.getByRole('button', { name: 'Upgrade' }).click();

    const dialog = page.getByRole('dialog', { name: 'Glückwunsch!' });
    await expect(dialog).toContainText('Bio-Dünger ist jetzt auf Stufe 1.');
    await dialog.getByRole('button', { name: 'Weiter' }).click();
    await expect(dialog).toBeHidden();
    await expect(fertilizer).toContainText('Stufe 1 / 25');
    await expect(fertilizer).toContainText('75 Münzen');
    await expect(page.getByText('Deine Münzen: 6')).toBeVisible();
    // 6 coins left: no upgrade is affordable any more.
    await expect(fertilizer.getByRole('button', { name: 'Upgrade' })).toBeDisabled();

    const synced = nextSync(page);
    await synced;
    await page.reload();
    await page.getByRole('tab', { name: 'Upgrades' }).click();
    await expect(card(page, 'Bio-Dünger')).toContainText('Stufe 1 / 25', TIMEOUT);
  });

  test('the tenth click levels the tree up and shows the level-up dialog', async ({ signedInPage: page }) => {
    await openFarm(page);
    await clickTree(page, 9);
    await expect(page.getByText('9 / 10 Klicks')).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await treeButton(page).click();
    await closeLevelUp(page, 2);
    await expect(page.getByText('0 / 15 Klicks')).toBeVisible();
    // The tenth click also unlocks the first achievement (+50 coins).
    await expect(page.getByRole('alert').filter({ hasText: 'Erfolg freigeschaltet' })).toContainText(
      'Erster Trieb',
    );
    await expect(totalCoins(page)).toHaveText('120');
  });

  test('a click without enough energy is refused with a clear hint', async ({ signedInPage: page }) => {
    await openFarm(page);
    const hive = page.getByRole('button', { name: 'Honig sammeln' });
    await expect(hive).toBeVisible();
    const hint = page.getByRole('alert').filter({ hasText: 'Nicht genug Energie' });
    // 85 energy and 2 per hive click: a quick burst of 50 clicks runs out after about 43.
    await hive.click({ clickCount: 50 });
    await expect(hint).toBeVisible();
    await expect(hint).toContainText('Das braucht 2 Energie');
    // Whatever recharged since the refused click, the energy is nearly used up.
    const energy = (await page.getByTestId('farm-energy').textContent()) ?? '';
    expect(Number(energy.split('/')[0]?.trim())).toBeLessThan(10);
  });

  test('a finished quest pays its reward once; time left in hours and minutes', async ({
    signedInPage: page,
  }) => {
    await openFarm(page);
    await page.getByRole('tab', { name: 'Quests' }).click();
    const quest = card(page, 'Baumpflege');
    await expect(quest).toContainText(/Noch 4 Std\. 59 Min\.|Noch 5 Std\. 0 Min\./);
    await expect(quest.getByRole('button', { name: 'In Bearbeitung' })).toBeDisabled();

    await page.getByRole('tab', { name: 'Farm' }).click();
    // 50 clicks; the tree levels up after 10, 15 and 22 more (clicks needed ×1.5).
    await clickTree(page, 10);
    await closeLevelUp(page, 2);
    await clickTree(page, 15);
    await closeLevelUp(page, 3);
    await clickTree(page, 22);
    await closeLevelUp(page, 4);
    await clickTree(page, 3);
    const before = await readNumber(totalCoins(page));

    await page.getByRole('tab', { name: 'Quests' }).click();
    await quest.getByRole('button', { name: 'Belohnung abholen' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Belohnung erhalten' })).toContainText(
      '+250 Münzen',
    );
    await expect(quest.getByRole('button', { name: 'Abgeschlossen' })).toBeDisabled();
    await page.getByRole('tab', { name: 'Farm' }).click();
    expect(await readNumber(totalCoins(page))).toBe(before + 250);
  });

  test('a farm that cannot be loaded shows an error with a retry', async ({ signedInPage: page }) => {
    const farmGet = (url: URL) => url.pathname.includes('farm.get');
    await page.route(farmGet, (route) => route.fulfill({ status: 503, body: 'unavailable' }));
    await page.goto('/farm');
    await expect(page.getByRole('alert')).toContainText('Deine Farm konnte nicht geladen werden.', TIMEOUT);
    await page.unroute(farmGet);
    await page.getByRole('button', { name: 'Erneut versuchen' }).click();
    await expect(treeButton(page)).toBeVisible(TIMEOUT);
  });
});

const TAB_NAMES = {
  de: ['Farm', 'Upgrades', 'Erfolge', 'Quests'],
  en: ['Farm', 'Upgrades', 'Achievements', 'Quests'],
} as const;

/** Opens each tab in turn and checks it with axe. */
async function checkEveryTab(page: Page, lang: 'de' | 'en') {
  for (const name of TAB_NAMES[lang]) {
    const tab = page.getByRole('tab', { name, exact: true });
    await tab.click();
    await expect(tab).toHaveAttribute('aria-selected', 'true');
    expect(await seriousViolations(page), name).toEqual([]);
  }
}

for (const lang of ['de', 'en'] as const) {
  for (const scheme of ['light', 'dark'] as const) {
    test(`axe: the farm demo, every tab, in ${lang} (${scheme})`, async ({ page }) => {
      await openWith(page, '/farmdemo', lang, scheme);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible(TIMEOUT);
      await checkEveryTab(page, lang);
    });

    test(`axe: the signed-in farm, every tab, in ${lang} (${scheme})`, async ({ signedInPage: page }) => {
      await openWith(page, '/farm', lang, scheme);
      await expect(page.getByRole('heading', { level: 1, name: 'Farm' })).toBeVisible(TIMEOUT);
      await expect(page.getByRole('tab', { name: 'Farm' })).toBeVisible(TIMEOUT);
      await checkEveryTab(page, lang);
    });
  }
}
