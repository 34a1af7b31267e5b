/**
 * The operator console at /admin (issue 20): an operator creates a project, which an investor then finds
 * in the marketplace and invests in; the 404 page for everyone else (axe on every console page:
 * admin-pages.e2e.ts). Runs in the `console` project, after the other specs (playwright.config.ts): a new
 * project changes the catalogue they count on.
 */
import { sampleNews } from '@wurzelwerk/shared';
import { expect, seriousViolations, test, toast } from './fixtures';
import { openConsole, openConsoleList, PNG } from './support/console';
import { acknowledgeInDialog } from './support/invest';
import { card, dialog, openDialog } from './support/marketplace';
import { HERBS, orderSeedsThroughApi } from './support/shop';

const SLOW = { timeout: 20_000 };

test.describe.configure({ timeout: 120_000 });

test('an operator creates a project; an investor finds it in the marketplace and invests', async ({
  browser,
  baseURL,
  investorPage: investor,
  user,
}) => {
  const page = await openConsole(browser, baseURL);
  const id = `${Date.now().toString(36)}${process.pid.toString(36)}`;
  const name = `Eichenhain Spessart ${id}`;

  await page.getByRole('button', { name: 'Neues Projekt' }).click();
  const form = dialog(page);
  await expect(form.getByRole('heading', { name: 'Neues Projekt' })).toBeVisible();
  await form.getByLabel('Kennung').fill(`eichenhain-${id}`);
  await form.getByLabel('Name (Deutsch)').fill(name);
  await form.getByLabel('Name (Englisch)').fill(`Oak grove Spessart ${id}`);
  await form.getByLabel('Beschreibung (Deutsch)').fill('Ein Mischwald aus Traubeneichen im Spessart.');
  await form.getByLabel('Beschreibung (Englisch)').fill('A mixed forest of sessile oaks in the Spessart.');
  await form.getByLabel('Erwartete Rendite').fill('4,5');
  await form.getByLabel('CO₂ pro Jahr').fill('0,8');
  await form.getByLabel('Ort', { exact: true }).fill('Lohr am Main, Bayern');
  await form.getByLabel('Breitengrad').fill('50,0');
  await form.getByLabel('Längengrad').fill('9,57');
  await form.getByLabel('Finanzierungsziel').fill('50000');
  await form.getByRole('combobox', { name: 'Emittent' }).click();
  await page.getByRole('option', { name: /^Muster-Waldgenossenschaft Süd eG/ }).click();
  await form
    .locator('input[type=file]')
    .setInputFiles({ name: 'eiche.png', mimeType: 'image/png', buffer: PNG });
  await expect(form.getByText(/Aktuelles Bild: uploads\/[0-9a-f-]+\.png/)).toBeVisible(SLOW);
  await form.getByRole('button', { name: 'Speichern' }).click();
  await expect(toast(page, 'Gespeichert')).toBeVisible(SLOW);
  await expect(dialog(page)).toBeHidden();
  const row = page.getByRole('row').filter({ hasText: name });
  await expect(row).toContainText('Veröffentlicht');

  // The investor finds it in the marketplace and invests the minimum.
  await investor.goto('/marketplace');
  await expect(card(investor, name)).toBeVisible(SLOW);
  await openDialog(investor, name);
  await expect(dialog(investor).getByRole('textbox', { name: 'Investitionsbetrag' })).toHaveValue('500 €');
  await dialog(investor).getByRole('button', { name: 'Weiter' }).click();
  await dialog(investor)
    .getByRole('radio', { name: /Banküberweisung/ })
    .click();
  await dialog(investor).getByRole('button', { name: 'Weiter' }).click();
  // The new project's information sheet opened and acknowledged (issue 35, decision 0074).
  await acknowledgeInDialog(investor, dialog(investor), user);
  await dialog(investor).getByRole('button', { name: 'Zahlungspflichtig investieren' }).click();
  await expect(
    dialog(investor).getByText('Investment erfolgreich getätigt! Sie erhalten eine Bestätigungs-E-Mail.'),
  ).toBeVisible(SLOW);

  // The console shows the money raised — paid investments only (issue 33): this one awaits its transfer.
  // Unpublished, the project leaves the marketplace again.
  await page.reload();
  await expect(row).toContainText(/\b0\s€ \/ 50\.000\s€/, SLOW);
  await row.getByRole('button', { name: `Zurückziehen: ${name}` }).click();
  await expect(row).toContainText('Entwurf', SLOW);
  await investor.reload();
  await expect(card(investor, 'Bienenvölker am Kaiserstuhl')).toBeVisible(SLOW);
  await expect(card(investor, name)).toHaveCount(0);
  await page.context().close();
});

test('the console lists each news item with its picture, described and lazy; axe-clean in the dark too', async ({
  browser,
  baseURL,
}) => {
  const [first] = sampleNews;
  const page = await openConsoleList(browser, baseURL, '/admin/news', {
    heading: 'News',
    row: first?.title.de ?? '',
    scheme: 'dark',
  });
  const row = page.getByRole('row').filter({ hasText: first?.title.de ?? '' });
  // Decorative beside the title (alt=""), so found by its file.
  const picture = row.locator(`img[src="/media/assets/${first?.assetSlug}.svg"]`);
  await expect(picture).toHaveAttribute('alt', '');
  await expect(picture).toHaveAttribute('loading', 'lazy');
  expect(await picture.boundingBox()).toMatchObject({ width: 64, height: 40 });
  expect(await seriousViolations(page)).toEqual([]);
  await page.context().close();
});

test('/admin is the 404 page for an investor and for a signed-out visitor', async ({
  signedInPage: investor,
  browser,
  baseURL,
}) => {
  await investor.goto('/admin/orders');
  await expect(investor.getByRole('heading', { name: '404 Page Not Found' })).toBeVisible(SLOW);
  await expect(investor.getByRole('heading', { name: 'Betreiberkonsole' })).toHaveCount(0);

  const context = await browser.newContext({ baseURL });
  const visitor = await context.newPage();
  await visitor.goto('/admin');
  await expect(visitor.getByRole('heading', { name: '404 Page Not Found' })).toBeVisible(SLOW);
  await context.close();
});

test('an operator moves an order on, ships it with a generated tracking number, and cancels another', async ({
  browser,
  baseURL,
  signedInPage: investor,
}) => {
  const order = async () => (await orderSeedsThroughApi(investor.request, baseURL as string)).orderNumber;
  const [shipped, cancelled] = [await order(), await order()];

  const page = await openConsole(browser, baseURL);
  await page
    .getByRole('navigation', { name: 'Bereiche der Konsole' })
    .getByRole('link', { name: 'Bestellungen' })
    .click();
  await page.getByRole('combobox', { name: 'Status' }).click();
  await page.getByRole('option', { name: 'Ausstehend' }).click();
  const row = page.getByRole('row').filter({ hasText: shipped });
  await row.getByRole('button', { name: `Weiter: In Bearbeitung – Bestellung ${shipped}` }).click();
  await expect(toast(page, 'Gespeichert')).toBeVisible(SLOW);
  await page.getByRole('combobox', { name: 'Status' }).click();
  await page.getByRole('option', { name: 'Alle' }).click();
  await row.getByRole('button', { name: /^Weiter: Versandt/ }).click();
  await dialog(page).getByRole('button', { name: 'Nummer erzeugen' }).click();
  const number = await dialog(page).getByRole('textbox', { name: 'Sendungsnummer' }).inputValue();
  expect(number).toMatch(/^TRK\d{16}$/);
  await dialog(page).getByRole('button', { name: 'Als versandt markieren' }).click();
  await expect(row).toContainText(number, SLOW);

  const other = page.getByRole('row').filter({ hasText: cancelled });
  await other.getByRole('button', { name: `Stornieren: Bestellung ${cancelled}` }).click();
  await dialog(page).getByRole('button', { name: 'Stornieren' }).click();
  // Without a reason it is not sent.
  await expect(dialog(page).getByRole('textbox', { name: /Grund/ })).toHaveAttribute('aria-invalid', 'true');
  await dialog(page).getByRole('textbox', { name: /Grund/ }).fill('Artikel nicht mehr lieferbar');
  await dialog(page).getByRole('button', { name: 'Stornieren' }).click();
  await expect(other).toContainText('Storniert', SLOW);
  await page.context().close();

  // The customer sees the order shipped, with its tracking number in the details.
  await investor.goto('/orders');
  const card = investor
    .getByRole('article')
    .filter({ has: investor.getByRole('heading', { name: `Bestellung ${shipped}` }) });
  await expect(card.getByText('Versandt', { exact: true })).toBeVisible(SLOW);
  await card.getByRole('button', { name: 'Details' }).click();
  await expect(dialog(investor).getByText(number)).toBeVisible(SLOW);
});

test('a stock edit based on an old stock is refused and shows the current one; a stream must end after it starts', async ({
  browser,
  baseURL,
  signedInPage: investor,
}) => {
  const page = await openConsole(browser, baseURL);
  const nav = page.getByRole('navigation', { name: 'Bereiche der Konsole' });
  await nav.getByRole('link', { name: 'Produkte', exact: true }).click();
  // Seeds no other console spec orders: the orders of another spec running beside it would move the stock too.
  const stock = page.getByRole('textbox', { name: `Bestand von ${HERBS.name}` });
  await expect(stock).toBeVisible(SLOW);
  const seen = Number(await stock.inputValue());
  // A customer orders one while the operator types a new stock over the one shown.
  await orderSeedsThroughApi(investor.request, baseURL as string, HERBS.slug);
  await stock.fill(String(seen + 10));
  const row = page.getByRole('row').filter({ has: stock });
  await row.getByRole('button', { name: 'Speichern' }).click();
  await expect(toast(page, `Der Bestand wurde inzwischen geändert (jetzt ${seen - 1}).`)).toBeVisible(SLOW);
  await expect(stock).toHaveValue(String(seen - 1), SLOW);
  await stock.fill(String(seen + 10));
  await row.getByRole('button', { name: 'Speichern' }).click();
  await expect(toast(page, 'Der Bestand ist gespeichert.')).toBeVisible(SLOW);

  await nav.getByRole('link', { name: 'Livestreams', exact: true }).click();
  await page.getByRole('button', { name: 'Livestream planen' }).click();
  const form = dialog(page);
  await form.getByLabel('Kennung').fill(`zu-frueh-${Date.now().toString(36)}`);
  await form.getByLabel('Titel (Deutsch)').fill('Rückwärts');
  await form.getByLabel('Titel (Englisch)').fill('Backwards');
  await form.getByLabel('Ort', { exact: true }).fill('Hof');
  await form.getByLabel('Beginn', { exact: true }).fill('2030-05-01T10:00');
  await form.getByLabel(/^Ende/).fill('2030-05-01T09:00');
  await form
    .locator('input[type=file]')
    .setInputFiles({ name: 'bild.png', mimeType: 'image/png', buffer: PNG });
  await expect(form.getByText(/Aktuelles Bild: uploads\/[0-9a-f-]+\.png/)).toBeVisible(SLOW);
  await form.getByLabel('Stream-Adresse').fill('http://streams.example.org/live.m3u8');
  await form.getByRole('button', { name: 'Speichern' }).click();
  await expect(
    form.getByText('Die Stream-Adresse muss mit https:// beginnen oder ein Pfad unter /media/ sein.'),
  ).toBeVisible(SLOW);
  await form.getByLabel('Stream-Adresse').fill('https://streams.example.org/live.m3u8');
  await form.getByRole('button', { name: 'Speichern' }).click();
  await expect(form.getByText('Das Ende muss nach dem Beginn liegen.')).toBeVisible(SLOW);
  await expect(dialog(page)).toBeVisible();
  await page.context().close();
});
