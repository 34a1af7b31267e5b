/**
 * The console's bank page (issue 33, decision 0058): an operator uploads a camt.053 statement, sees the
 * preview, applies it (the investment is paid), assigns the unknown credit to another investment, imports
 * the demonstration statement, returns its unknown credit to the sender and downloads the pain.001 file
 * (parsed back); the page with its preview and a dialog is axe-clean in light and dark. Runs alone, one
 * test at a time, in the `console-bank` project after the other console specs (playwright.config.ts).
 */
import type { Browser, Page } from '@playwright/test';
import { expect, openWith, seriousViolations, type TestUser, test, toast } from './fixtures';
import { signInThroughApi } from './support/accounts';
import { OPERATOR } from './support/console';
import { investThroughApi } from './support/invest';
import { dialog } from './support/marketplace';

const SLOW = { timeout: 20_000 };

test.describe.configure({ timeout: 150_000 });

/** The demo operator on the bank page, in a browser context of its own (German). */
async function bankPage(browser: Browser, baseURL: string | undefined, scheme?: 'light' | 'dark') {
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  await signInThroughApi(page, baseURL, OPERATOR);
  await openWith(page, '/admin/bank', 'de', scheme);
  await expect(page.getByRole('heading', { level: 2, name: 'Bank' })).toBeVisible(SLOW);
  return page;
}

/** An investment of 500 € awaiting payment, its sheet acknowledged by `user` (issue 35): its id and RF reference. */
async function invest(investor: Page, baseURL: string | undefined, user: TestUser) {
  const created = await investThroughApi(investor.request, baseURL, user, 2);
  expect(created.status(), await created.text()).toBe(201);
  const { id } = (await created.json()) as { id: string };
  const payment = await investor.request.get(`/api/investments/${id}/payment`);
  const { reference } = (await payment.json()) as { reference: string };
  return { id, reference };
}

async function statusOf(investor: Page, id: string) {
  const listed = (await (await investor.request.get('/api/investments')).json()) as {
    id: string;
    status: string;
  }[];
  return listed.find((one) => one.id === id)?.status;
}

/** The newest open exception of the demonstration's unknown credit (oldest first: the last row). */
const unknownCredit = (page: Page) =>
  page
    .getByRole('region', { name: 'Klärungsliste' })
    .getByRole('row')
    .filter({ hasText: 'Erika Mustermann' })
    .filter({ hasText: 'unbekannte Referenz' })
    .last();

test('an operator imports a statement, resolves its exceptions and downloads the return file', async ({
  browser,
  baseURL,
  investorPage: investor,
  user,
}) => {
  const a = await invest(investor, baseURL, user);
  const page = await bankPage(browser, baseURL);

  // Upload: the demonstration statement as a file (pays the open investments, plus an unknown credit).
  const made = await page.request.post('/api/admin/bank/demo-statement', {
    headers: { Origin: baseURL as string },
    data: { unknownCredit: true },
  });
  expect(made.status()).toBe(200);
  const { xml, fileName } = (await made.json()) as { xml: string; fileName: string };
  await page
    .locator('input[type=file]')
    .setInputFiles({ name: fileName, mimeType: 'application/xml', buffer: Buffer.from(xml) });
  await expect(page.getByRole('heading', { name: 'Vorschau' })).toBeVisible(SLOW);
  const preview = page.getByRole('region', { name: 'Bank' }).getByRole('table').first();
  await expect(preview.getByRole('row').filter({ hasText: a.reference })).toContainText(
    'Bezahlt eine Investition',
  );
  await expect(preview.getByRole('row').filter({ hasText: 'Erika Mustermann' })).toContainText(
    'Zu klären: unbekannte Referenz',
  );
  await expect(preview).toContainText('500,00 €');
  expect(await statusOf(investor, a.id)).toBe('awaiting_payment');
  await page.getByRole('button', { name: 'Übernehmen' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Kontoauszug importiert' })).toBeVisible(SLOW);
  expect(await statusOf(investor, a.id)).toBe('paid');

  // Assign the unknown credit to another investment of 500 €, picked from the candidates.
  const b = await invest(investor, baseURL, user);
  await unknownCredit(page)
    .getByRole('button', { name: /^Zuordnen/ })
    .click();
  const assign = dialog(page);
  await assign.getByRole('radio', { name: new RegExp(b.reference) }).check();
  await assign.getByRole('button', { name: 'Zuordnen' }).click();
  await expect(toast(page, 'Die Zahlung ist zugeordnet')).toBeVisible(SLOW);
  expect(await statusOf(investor, b.id)).toBe('paid');

  // The demonstration button: a marked preview; its unknown credit goes back to the sender.
  await page.getByRole('button', { name: 'Demonstrations-Kontoauszug erstellen' }).click();
  await expect(page.getByRole('heading', { name: 'Vorschau' })).toBeVisible(SLOW);
  await expect(page.getByText(/Ein erfundener Auszug des Demonstrations-Treuhandkontos/)).toBeVisible();
  await page.getByRole('button', { name: 'Übernehmen' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Kontoauszug importiert' })).toBeVisible(SLOW);
  await unknownCredit(page)
    .getByRole('button', { name: /^Zurücküberweisen/ })
    .click();
  await dialog(page).getByRole('button', { name: 'Zurücküberweisen' }).click();
  await expect(toast(page, 'Die Rücküberweisung ist vorgemerkt')).toBeVisible(SLOW);
  const returns = page.getByRole('region', { name: 'Rücküberweisungen' });
  await expect(returns.getByRole('row').filter({ hasText: 'wartet auf eine Datei' })).toHaveCount(1, SLOW);

  const downloading = page.waitForEvent('download');
  await returns.getByRole('button', { name: /^Überweisungsdatei für 1 offene Rücküberweisung/ }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^WW-RET-.*\.xml$/);
  const file = await (await import('node:fs/promises')).readFile((await download.path()) as string, 'utf8');
  // Parsed back by the browser's XML parser: one transfer to the sender's IBAN.
  const transfer = await page.evaluate((text) => {
    const doc = new DOMParser().parseFromString(text, 'application/xml');
    const one = (name: string) => doc.getElementsByTagName(name)[0]?.textContent ?? null;
    return {
      errors: doc.getElementsByTagName('parsererror').length,
      namespace: doc.documentElement.namespaceURI,
      transfers: doc.getElementsByTagName('CdtTrfTxInf').length,
      endToEndId: one('EndToEndId') ?? '',
      amount: one('InstdAmt'),
      currency: doc.getElementsByTagName('InstdAmt')[0]?.getAttribute('Ccy'),
      iban: doc.getElementsByTagName('CdtrAcct')[0]?.getElementsByTagName('IBAN')[0]?.textContent,
      name: doc.getElementsByTagName('Cdtr')[0]?.getElementsByTagName('Nm')[0]?.textContent,
    };
  }, file);
  expect(transfer).toMatchObject({
    errors: 0,
    namespace: 'urn:iso:std:iso:20022:tech:xsd:pain.001.001.09',
    transfers: 1,
    amount: '500.00',
    currency: 'EUR',
    iban: 'DE02120300000000202051',
    name: 'Erika Mustermann',
  });
  expect(transfer.endToEndId).toMatch(/^WW-RET-\d+$/);
  await expect(returns.getByRole('row').filter({ hasText: transfer.endToEndId })).toContainText(
    'in einer Überweisungsdatei',
    SLOW,
  );
  await page.context().close();
});

for (const scheme of ['light', 'dark'] as const) {
  test(`the bank page, its preview and a dialog are axe-clean (${scheme})`, async ({ browser, baseURL }) => {
    const page = await bankPage(browser, baseURL, scheme);
    await expect(page.getByRole('heading', { name: 'Kontoauszug importieren' })).toBeVisible(SLOW);
    expect(await seriousViolations(page), 'bank page').toEqual([]);
    await page.getByRole('button', { name: 'Demonstrations-Kontoauszug erstellen' }).click();
    await expect(page.getByRole('heading', { name: 'Vorschau' })).toBeVisible(SLOW);
    expect(await seriousViolations(page), 'preview').toEqual([]);
    // Applied, its unknown credit is an exception; its note dialog opens from the keyboard.
    await page.getByRole('button', { name: 'Übernehmen' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Kontoauszug importiert' })).toBeVisible(SLOW);
    const note = unknownCredit(page).getByRole('button', { name: /^Notiz:/ });
    await note.focus();
    await page.keyboard.press('Enter');
    await expect(dialog(page)).toBeVisible();
    expect(await seriousViolations(page), 'note dialog').toEqual([]);
    await page.keyboard.press('Escape');
    await expect(dialog(page)).toBeHidden();
    expect(await seriousViolations(page), 'exception list').toEqual([]);
    await page.context().close();
  });
}
