/**
 * The signed-in farm (issue 6; product §2.9, §4, §5) at /farm, whose progress the
 * server keeps. Every test plays its own fresh user's farm (level 1, 85 energy, 7 coins per tree click,
 * level-up after 10 clicks). The local demo and the axe checks: farm-demo.e2e.ts.
 */
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { card, clickTree, readNumber, totalCoins, treeButton } from './support/farm';

const TIMEOUT = { timeout: 20_000 };

/** Waits for the next batch the page sends to the server to be answered. */
function nextSync(page: Page) {
  return page.waitForResponse(
    (response) =>
      (response.url().includes('farm.sync') || response.url().includes('/api/farm/actions')) && response.ok(),
    TIMEOUT,
  );
}

/**
 * Waits for the batch that carries an action of `type` to be answered — whenever the page sends it. (Waiting
 * for "the next batch" after the action missed it when the page's own timer had sent it already: no batch
 * followed, as nothing else was queued.) Start waiting before the action.
 */
function syncOf(page: Page, type: string) {
  return page.waitForResponse(
    (response) =>
      (response.url().includes('farm.sync') || response.url().includes('/api/farm/actions')) &&
      response.ok() &&
      (response.request().postData() ?? '').includes(`"${type}"`),
    TIMEOUT,
  );
}

/** Opens the signed-in farm and waits until it is loaded. */
async function openFarm(page: Page) {
  await page.goto('/farm');
  await expect(page.getByRole('heading', { level: 1, name: 'Farm' })).toBeVisible(TIMEOUT);
  await expect(treeButton(page)).toBeVisible(TIMEOUT);
}

/** Closes the level-up dialog that the click before opened. */
async function closeLevelUp(page: Page, level: number) {
  const dialog = page.getByRole('dialog', { name: 'Stufe erreicht!' });
  await expect(dialog).toContainText(`Ihr Baum ist auf Stufe ${level} gewachsen.`);
  await dialog.getByRole('button', { name: 'Weiter' }).click();
  await expect(dialog).toBeHidden();
}

/** The farm, loaded again, still has the three first clicks: 21 coins and "3 / 10 Klicks" on the tree. */
async function expectThreeClicksKept(page: Page) {
  await expect(treeButton(page)).toBeVisible(TIMEOUT);
  await expect(totalCoins(page)).toHaveText('21');
  await expect(page.getByText('3 / 10 Klicks')).toBeVisible();
}

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
    await expectThreeClicksKept(page);
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
    await expectThreeClicksKept(page);
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
    const bought = syncOf(page, 'buyUpgrade');
    await fertilizer.getByRole('button', { name: 'Upgrade' }).click();

    const dialog = page.getByRole('dialog', { name: 'Glückwunsch!' });
    await expect(dialog).toContainText('Bio-Dünger ist jetzt auf Stufe 1.');
    await dialog.getByRole('button', { name: 'Weiter' }).click();
    await expect(dialog).toBeHidden();
    await expect(fertilizer).toContainText('Stufe 1 / 25');
    await expect(fertilizer).toContainText('75 Münzen');
    await expect(page.getByText('Ihre Münzen: 6')).toBeVisible();
    // 6 coins left: no upgrade is affordable any more.
    await expect(fertilizer.getByRole('button', { name: 'Upgrade' })).toBeDisabled();

    await bought;
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
    // The page's clock stands still: no energy recharges while the clicks run (each second adds some, and on a
    // loaded machine the hint had turned into "energy back" before the assertion saw it).
    await page.clock.install();
    await openFarm(page);
    const hive = page.getByRole('button', { name: 'Honig sammeln' });
    await expect(hive).toBeVisible();
    const hint = page.getByRole('alert').filter({ hasText: 'Nicht genug Energie' });
    // 85 energy and 2 per hive click: a quick burst of 50 clicks runs out after about 43.
    await hive.click({ clickCount: 50 });
    // One assertion while the hint is up (it closes by itself after a few seconds).
    await expect(hint).toContainText('braucht hier 2 Energie, Sie haben nur');
    // The energy is used up: less than one click's worth is left.
    const energy = (await page.getByTestId('farm-energy').textContent()) ?? '';
    expect(Number(energy.split('/')[0]?.trim())).toBeLessThan(2);
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
    await expect(page.getByRole('alert')).toContainText('Ihre Farm konnte nicht geladen werden.', TIMEOUT);
    await page.unroute(farmGet);
    await page.getByRole('button', { name: 'Erneut versuchen' }).click();
    await expect(treeButton(page)).toBeVisible(TIMEOUT);
  });
});
