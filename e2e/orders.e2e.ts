/**
 * Orders at /orders (product §2 Orders, §4, §8). Only the first test changes the demo account's
 * orders (its pending order, step by step to delivered); every other test on the demo account only reads
 * orders that test does not touch, because other suites read the demo account too.
 */
import type { Page } from '@playwright/test';
import { DEMO_ACCOUNT } from '@wurzelwerk/shared';
import { expect, LOOKS, openWith, seriousViolations, test } from './fixtures';
import { signInThroughApi } from './support/accounts';
import { holdRequests } from './support/network';

const TIMEOUT = { timeout: 20_000 };

const signInAsDemo = (page: Page, baseURL: string | undefined) =>
  signInThroughApi(page, baseURL, DEMO_ACCOUNT);

function orderCard(page: Page, itemName: string) {
  return page.getByRole('article').filter({ hasText: itemName });
}

test('the pending demo order moves forward step by step to delivered, with details and tracking', async ({
  page,
  baseURL,
}) => {
  await signInAsDemo(page, baseURL);
  const statusCalls: unknown[] = [];
  page.on('request', (request) => {
    if (request.url().includes('orders.updateStatus')) statusCalls.push(request.postDataJSON());
  });
  await page.goto('/orders');
  await expect(page.getByRole('heading', { level: 1, name: 'Meine Bestellungen' })).toBeVisible(TIMEOUT);

  const card = orderCard(page, 'Buch: Grün investieren');
  await expect(card.getByText('Ausstehend', { exact: true })).toBeVisible(TIMEOUT);
  await expect(card.getByText(/^Bestellt am \d{2}\.\d{2}\.\d{4}$/)).toBeVisible();
  // No shipment yet, so nothing to track.
  await expect(card.getByRole('button', { name: 'Sendung verfolgen' })).toHaveCount(0);

  await card.getByRole('button', { name: 'Als „In Bearbeitung“ markieren' }).click();
  await expect(card.getByText('In Bearbeitung', { exact: true })).toBeVisible(TIMEOUT);

  await card.getByRole('button', { name: 'Als versandt markieren' }).click();
  await expect(card.getByText('Versandt', { exact: true })).toBeVisible(TIMEOUT);
  // Issue 15: the server generates the tracking number (TRK and the current time); the web sends none.
  expect(JSON.stringify(statusCalls)).toMatch(/"status":"shipped"/);
  expect(JSON.stringify(statusCalls)).not.toContain('trackingNumber');

  await card.getByRole('button', { name: 'Als zugestellt markieren' }).click();
  await expect(card.getByText('Zugestellt', { exact: true })).toBeVisible(TIMEOUT);
  // Delivered is the last step: no status button is left.
  await expect(card.getByRole('button', { name: /markieren/ })).toHaveCount(0);

  const orderNumber = (await card.getByRole('heading', { level: 2 }).textContent())?.replace(
    'Bestellung ',
    '',
  );
  expect(orderNumber).toMatch(/^WW-\d{4}-\d{6}$/);

  await card.getByRole('button', { name: 'Details' }).click();
  const details = page.getByRole('dialog', { name: `Details zu Bestellung ${orderNumber}` });
  await expect(details).toBeVisible(TIMEOUT);
  await expect(details.getByRole('cell', { name: 'Buch: Grün investieren' })).toBeVisible();
  await expect(details.getByText('Lieferadresse')).toBeVisible();
  await expect(details.getByText('Kreditkarte')).toBeVisible();
  await expect(details.getByText(/^TRK\d+$/)).toBeVisible();
  // TRK, the current time in milliseconds, and three random digits against collisions.
  const tracked = Number((await details.getByText(/^TRK\d+$/).textContent())?.slice(3, 16));
  expect(Math.abs(Date.now() - tracked)).toBeLessThan(10 * 60_000);
  // 19.99 € plus 4.99 € shipping.
  await expect(details.getByText('19,99 €', { exact: true }).first()).toBeVisible();
  await expect(details.getByText('4,99 €', { exact: true })).toBeVisible();
  await expect(details.getByText('24,98 €', { exact: true })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(details).toBeHidden(TIMEOUT);

  // By keyboard: the button is busy while the shipment loads, and still gets the focus back (issue 36).
  const track = card.getByRole('button', { name: 'Sendung verfolgen' });
  await track.focus();
  await page.keyboard.press('Enter');
  const tracking = page.getByRole('dialog', { name: 'Sendungsverfolgung' });
  await expect(tracking).toBeVisible(TIMEOUT);
  await expect(tracking.getByText('DHL GoGreen', { exact: true })).toBeVisible();
  await expect(tracking.getByText(/^TRK\d+$/)).toBeVisible();
  await expect(tracking.getByText('Voraussichtliche Zustellung')).toBeVisible();
  // The customer's own steps say so: no carrier claimed to have the parcel (issue 36).
  for (const event of [
    'Von Ihnen selbst als zugestellt markiert',
    'Von Ihnen selbst als versandt markiert – keine Übergabe an DHL GoGreen bestätigt',
    'Von Ihnen selbst als „in Bearbeitung“ markiert',
    'Bestellung eingegangen',
  ]) {
    await expect(tracking.getByText(event)).toBeVisible();
  }
  await expect(tracking.getByText('Sendung an DHL GoGreen übergeben')).toHaveCount(0);
  await page.keyboard.press('Escape');
  await expect(tracking).toBeHidden(TIMEOUT);
  await expect(track).toBeFocused();
});

test('the first two items, "+N weitere Artikel" and exact amounts (German and English)', async ({
  page,
  baseURL,
}) => {
  await signInAsDemo(page, baseURL);
  await openWith(page, '/orders', 'de');
  const threeItems = orderCard(page, 'Wildblumenmischung Bienenweide');
  await expect(threeItems.getByText('+1 weitere Artikel')).toBeVisible(TIMEOUT);
  await expect(threeItems.getByText('Buch: Permakultur im Hausgarten')).toBeVisible();
  await expect(threeItems.getByText('Einkaufstasche aus Bio-Baumwolle')).toHaveCount(0);
  await expect(threeItems.getByText('Zugestellt', { exact: true })).toBeVisible();
  await expect(threeItems.getByRole('button', { name: /markieren/ })).toHaveCount(0);

  // 34.90 € item, 4.99 € shipping: subtotal = total minus shipping.
  const oneItem = orderCard(page, 'Gartenschere aus Edelstahl und Buchenholz');
  await expect(oneItem.getByText('34,90 €')).toHaveCount(2);
  await expect(oneItem.getByText('4,99 €')).toBeVisible();
  await expect(oneItem.getByText('39,89 €')).toBeVisible();
  await expect(oneItem.getByText(/^Bestellt am \d{2}\.\d{2}\.\d{4}$/)).toBeVisible();

  // The details dialog lists every item.
  await threeItems.getByRole('button', { name: 'Details' }).click();
  const details = page.getByRole('dialog');
  await expect(details.getByRole('cell', { name: 'Einkaufstasche aus Bio-Baumwolle' })).toBeVisible(TIMEOUT);
  await page.keyboard.press('Escape');
  await expect(details).toBeHidden(TIMEOUT);

  // In English the item names are the catalogue's English names of order time.
  await openWith(page, '/orders', 'en');
  await expect(page.getByRole('heading', { level: 1, name: 'My orders' })).toBeVisible(TIMEOUT);
  const threeInEnglish = orderCard(page, 'Wildflower mix for bees');
  await expect(threeInEnglish.getByText('+1 more item')).toBeVisible(TIMEOUT);
  await expect(threeInEnglish.getByText('Book: Permaculture in the home garden')).toBeVisible();
  const oneInEnglish = orderCard(page, 'Stainless steel and beech pruning shears');
  await expect(oneInEnglish.getByText('€39.89')).toBeVisible();
  // English dates in the British convention, the month named (decision 0040).
  await expect(oneInEnglish.getByText(/^Ordered on \d{1,2} [A-Z][a-z]{2,3} \d{4}$/)).toBeVisible();
});

test('switching the language refetches what the server words: item names change without a reload', async ({
  signedInPage: page,
  baseURL,
}) => {
  // Its own account: switching the language in the shell is saved to the account's settings.
  const products = await (
    await page.request.get('/api/products', { headers: { 'Accept-Language': 'en' } })
  ).json();
  const book = products.find((product: { slug: string }) => product.slug === 'buch-gruen-investieren');
  const placed = await page.request.post('/api/orders', {
    data: {
      items: [{ productId: book.id, quantity: 1 }],
      shippingAddress: {
        name: 'Erika Mustermann',
        street: 'Hauptstraße 1',
        zipCode: '10115',
        city: 'Berlin',
        country: 'Deutschland',
      },
      paymentMethod: 'creditcard',
    },
    headers: { Origin: baseURL as string },
  });
  expect(placed.status(), await placed.text()).toBe(201);

  await openWith(page, '/orders', 'de');
  await expect(orderCard(page, 'Buch: Grün investieren')).toBeVisible(TIMEOUT);
  await page.getByRole('link', { name: 'Dashboard' }).first().click();
  await expect(page.getByText(/^Bestellung WW-\d{4}-\d{8} über /)).toBeVisible(TIMEOUT);

  await page.getByRole('button', { name: 'Sprache wählen' }).click();
  await page.getByRole('menuitemradio', { name: 'English' }).click();
  await expect(page.getByText(/^Order WW-\d{4}-\d{8} for €24\.98 placed$/)).toBeVisible(TIMEOUT);

  // Fetched before the switch but not on screen: refetched when shown again.
  await page.getByRole('button', { name: /User menu$/ }).click();
  await page.getByRole('menuitem', { name: 'My orders' }).click();
  await expect(orderCard(page, book.name)).toBeVisible(TIMEOUT);
  await expect(page.getByText('Buch: Grün investieren')).toHaveCount(0);
});

test('"Lade Bestellungen..." while loading, and a failed tracking call stays silent', async ({
  page,
  baseURL,
}) => {
  await signInAsDemo(page, baseURL);
  const release = await holdRequests(page, /\/trpc\/.*orders\.list/);
  await page.goto('/orders');
  await expect(page.getByRole('status').getByText('Lade Bestellungen...')).toBeVisible(TIMEOUT);
  release();
  const card = orderCard(page, 'Gartenschere aus Edelstahl und Buchenholz');
  await expect(card).toBeVisible(TIMEOUT);
  await expect(page.getByText('Lade Bestellungen...')).toHaveCount(0);

  let trackingCalls = 0;
  await page.route(/\/trpc\/.*orders\.track/, (route) => {
    trackingCalls += 1;
    return route.fulfill({ status: 500, contentType: 'application/json', body: '{}' });
  });
  await card.getByRole('button', { name: 'Sendung verfolgen' }).click();
  await expect.poll(() => trackingCalls, TIMEOUT).toBeGreaterThan(0);
  await expect(card.getByRole('button', { name: 'Sendung verfolgen' })).toBeEnabled(TIMEOUT);
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page.getByRole('alert')).toHaveCount(0);
});

test('a failed status change stays silent: logged only, the order unchanged', async ({ page, baseURL }) => {
  await signInAsDemo(page, baseURL);
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  await page.goto('/orders');
  // The processing order; the first test only moves the pending one. The refused call changes nothing.
  const card = orderCard(page, 'Edelstahl-Trinkflasche 750 ml');
  await expect(card.getByText('In Bearbeitung', { exact: true })).toBeVisible(TIMEOUT);

  let statusCalls = 0;
  await page.route(/\/trpc\/.*orders\.updateStatus/, (route) => {
    statusCalls += 1;
    return route.fulfill({ status: 500, contentType: 'application/json', body: '{}' });
  });
  const step = card.getByRole('button', { name: 'Als versandt markieren' });
  await step.click();
  await expect.poll(() => statusCalls, TIMEOUT).toBe(1);
  await expect(step).toBeEnabled(TIMEOUT);
  await expect
    .poll(() => errors.some((text) => text.includes('Order status change failed')), TIMEOUT)
    .toBe(true);
  await expect(card.getByText('In Bearbeitung', { exact: true })).toBeVisible();
  await expect(page.getByRole('alert')).toHaveCount(0);
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

test('a user without orders sees the empty state and goes shopping', async ({ signedInPage: page }) => {
  await page.goto('/orders');
  await expect(page.getByRole('heading', { name: 'Keine Bestellungen gefunden' })).toBeVisible(TIMEOUT);
  await expect(page.getByText('Sie haben noch keine Bestellungen aufgegeben.')).toBeVisible();
  await page.getByRole('link', { name: 'Jetzt einkaufen' }).click();
  await expect(page).toHaveURL(/\/shop$/, TIMEOUT);
});

test('no serious accessibility violations on /orders and its dialogs (de light, en dark)', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(240_000);
  await signInAsDemo(page, baseURL);
  // Loaded again for each look: the toggles would save the look to the demo account, which other tests share.
  for (const [language, scheme] of LOOKS) {
    const look = `${language}, ${scheme}`;
    await openWith(page, '/orders', language, scheme);
    const card = orderCard(
      page,
      language === 'de'
        ? 'Gartenschere aus Edelstahl und Buchenholz'
        : 'Stainless steel and beech pruning shears',
    );
    await expect(card).toBeVisible(TIMEOUT);
    expect(await seriousViolations(page), look).toEqual([]);

    await card.getByRole('button', { name: 'Details' }).click();
    await expect(page.getByRole('dialog')).toBeVisible(TIMEOUT);
    expect(await seriousViolations(page), `details ${look}`).toEqual([]);
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toBeHidden(TIMEOUT);

    await card
      .getByRole('button', { name: language === 'de' ? 'Sendung verfolgen' : 'Track shipment' })
      .click();
    await expect(page.getByRole('dialog').getByText('DHL GoGreen', { exact: true })).toBeVisible(TIMEOUT);
    expect(await seriousViolations(page), `tracking ${look}`).toEqual([]);
  }
});
