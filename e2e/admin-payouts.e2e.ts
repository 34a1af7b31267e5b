/**
 * Payouts in the console (issue 34, decision 0067): the due dates of the released projects, late first; a
 * payment recorded by hand after a confirmation that says what is distributed — refused with the server's
 * message while the issuer's repayments do not cover it; a default declared with its required reason; the
 * asset page's "x von y Zahlungen pünktlich" and its late and default notices; axe-clean in light and dark.
 * The projects (unpublished, released 100 days ago, monthly due dates) are made before the server starts
 * (server/test/e2ePayoutData.ts); the spec publishes them for the asset page. Runs in the `console` project.
 */
import type { Page } from '@playwright/test';
import { expect, openWith, seriousViolations, test, toast } from './fixtures';
import { openConsole, openConsoleList } from './support/console';

const SLOW = { timeout: 20_000 };
const RECORD = 'Ausschüttungs-Testwald';
const DEFAULT = 'Ausfall-Testwiese';

test.describe.configure({ timeout: 120_000 });

interface Due {
  id: string;
  assetTypeId: number;
  assetNameDe: string;
  number: number;
  totalCents: number;
  reference: string;
  state: string;
  issuerHeldCents: number;
}

const euro = (cents: number) =>
  new Intl.NumberFormat('de-DE', { style: 'currency', currency: 'EUR' }).format(cents / 100);

async function dueDates(page: Page, project: string): Promise<Due[]> {
  const reply = await page.request.get('/api/admin/payouts');
  expect(reply.status()).toBe(200);
  return ((await reply.json()) as Due[]).filter((due) => due.assetNameDe === project);
}

/** Publishes the project (made unpublished, so that no other spec saw it) and opens its asset page. */
async function openAssetPage(
  page: Page,
  baseURL: string | undefined,
  assetTypeId: number,
  lang: 'de' | 'en',
) {
  const published = await page.request.put(`/api/admin/asset-types/${assetTypeId}/published`, {
    headers: { Origin: baseURL as string },
    data: { published: true },
  });
  expect(published.status()).toBe(200);
  await openWith(page, `/marketplace/${assetTypeId}`, lang);
}

test('the due dates, a refused and a recorded payment by hand', async ({ browser, baseURL }) => {
  const page = await openConsole(browser, baseURL, '/admin/payouts');
  await expect(page.getByRole('heading', { level: 2, name: 'Ausschüttungen' })).toBeVisible(SLOW);
  const dues = await dueDates(page, RECORD);
  const [first, second, , , last] = [dues[0], dues[1], dues[2], dues[3], dues.at(-1)];
  if (!first || !second || !last) throw new Error('the prepared due dates');
  expect(first.state).toBe('paid');
  expect(second.issuerHeldCents).toBe(second.totalCents);

  // The unpaid first: due date 1 (paid) is not listed, 2 and 3 are late.
  const table = page.getByRole('table').first();
  const rowOf = (due: Due) => table.getByRole('row').filter({ hasText: due.reference });
  await expect(rowOf(second)).toContainText('Verspätet', SLOW);
  await expect(rowOf(first)).toHaveCount(0);
  await expect(table.getByRole('row').nth(1)).toContainText('Verspätet');

  // The last due date (with the principal) is more than the repayments hold: refused with the server's words.
  await page.getByRole('button', { name: `Zahlung erfassen: ${RECORD}, Nr. ${last.number}` }).click();
  let dialog = page.getByRole('dialog');
  await expect(dialog).toContainText(euro(last.totalCents));
  await expect(dialog).toContainText(`Es fehlen ${euro(last.totalCents - last.issuerHeldCents)}`);
  await dialog.getByRole('button', { name: 'Zahlung erfassen' }).click();
  await expect(
    toast(page, 'Die Rückzahlungen des Emittenten decken diesen Fälligkeitstermin noch nicht.'),
  ).toBeVisible(SLOW);

  // Due date 2: what the repayments hold covers it; the dialog says what goes where, by keyboard.
  await page.getByRole('button', { name: `Zahlung erfassen: ${RECORD}, Nr. 2` }).focus();
  await page.keyboard.press('Enter');
  dialog = page.getByRole('dialog');
  await expect(dialog).toContainText(`Ausgeschüttet werden ${euro(second.totalCents)}`);
  await expect(dialog).toContainText('an 1 Investition');
  await expect(dialog).toContainText(`halten derzeit ${euro(second.issuerHeldCents)}`);
  await dialog.getByRole('button', { name: 'Zahlung erfassen' }).click();
  await expect(toast(page, 'Die Zahlung ist erfasst und ausgeschüttet.')).toBeVisible(SLOW);
  await expect(rowOf(second)).toHaveCount(0, SLOW);

  // By project: only this project's due dates; then the paid ones.
  await expect(table.getByRole('row').filter({ hasText: DEFAULT }).first()).toBeVisible();
  await page.getByRole('combobox', { name: 'Projekt' }).click();
  await page.getByRole('option', { name: RECORD }).click();
  await expect(table.getByRole('row').filter({ hasText: DEFAULT })).toHaveCount(0);
  await page.getByRole('combobox', { name: 'Status' }).click();
  await page.getByRole('option', { name: 'Bezahlt' }).click();
  await expect(rowOf(second)).toContainText('Bezahlt', SLOW);
  await expect(rowOf(first)).toContainText('Bezahlt');
  await expect(table.getByRole('row')).toHaveCount(3);
  const after = (await dueDates(page, RECORD)).find((due) => due.id === second.id);
  expect(after).toMatchObject({ state: 'paid', issuerHeldCents: 0 });
  await page.context().close();
});

test('a default with its reason; the asset page says so', async ({ browser, baseURL }) => {
  const page = await openConsole(browser, baseURL, '/admin/payouts');
  const projects = page.getByRole('region', { name: 'Zahlungsstatus der Projekte' });
  const row = projects.getByRole('row').filter({ hasText: DEFAULT });
  await expect(row).toContainText('Verspätet', SLOW);
  await row.getByRole('button', { name: `Ausfall erklären: ${DEFAULT}` }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('Zinsen aller offenen und verspäteten Fälligkeitstermine');
  await dialog.getByRole('button', { name: 'Ausfall erklären' }).click();
  await expect(dialog).toContainText('Bitte geben Sie den Grund für den Ausfall an.');
  await dialog.getByRole('textbox', { name: 'Grund' }).fill('Insolvenz des Emittenten');
  await dialog.getByRole('button', { name: 'Ausfall erklären' }).click();
  await expect(toast(page, 'Der Ausfall ist erklärt; die Zinsen der offenen Termine entfallen.')).toBeVisible(
    SLOW,
  );
  await expect(row).toContainText('Im Ausfall', SLOW);
  await expect(row).toContainText('Insolvenz des Emittenten');
  await expect(row.getByRole('button')).toHaveCount(0);

  const [due] = await dueDates(page, DEFAULT);
  if (!due) throw new Error('the prepared due dates');
  await openAssetPage(page, baseURL, due.assetTypeId, 'de');
  await expect(page.getByRole('heading', { level: 1, name: DEFAULT })).toBeVisible(SLOW);
  const notice = page.getByRole('note').filter({ hasText: 'Im Ausfall' });
  await expect(notice).toContainText('die Tilgung bleibt geschuldet');
  await expect(page.getByText('0 von 3 Zahlungen pünktlich')).toBeVisible();
  await page.context().close();
});

test('the asset page: "x von y Zahlungen pünktlich" and the late payment, in both languages', async ({
  browser,
  baseURL,
}) => {
  const page = await openConsole(browser, baseURL, '/admin/payouts');
  const [due] = await dueDates(page, RECORD);
  if (!due) throw new Error('the prepared due dates');
  await openAssetPage(page, baseURL, due.assetTypeId, 'de');
  await expect(page.getByRole('heading', { level: 1, name: RECORD })).toBeVisible(SLOW);
  // Due date 1 paid on its day; 2 (recorded late, or not yet) and 3 not on time.
  await expect(page.getByText('1 von 3 Zahlungen pünktlich')).toBeVisible();
  await expect(page.getByRole('note').filter({ hasText: 'Zahlung verspätet' })).toBeVisible();
  expect(await seriousViolations(page), 'asset page').toEqual([]);

  await openWith(page, `/marketplace/${due.assetTypeId}`, 'en', 'dark');
  await expect(page.getByText('1 of 3 payments on time')).toBeVisible(SLOW);
  await expect(page.getByRole('note').filter({ hasText: 'Payment late' })).toBeVisible();
  expect(await seriousViolations(page), 'asset page, dark').toEqual([]);
  await page.context().close();
});

for (const scheme of ['light', 'dark'] as const) {
  test(`the payouts page is axe-clean (${scheme})`, async ({ browser, baseURL }) => {
    const page = await openConsoleList(browser, baseURL, '/admin/payouts', {
      heading: 'Ausschüttungen',
      row: RECORD,
      scheme,
    });
    expect(await seriousViolations(page), 'payouts').toEqual([]);
    await page.getByRole('button', { name: `Ausfall erklären: ${RECORD}` }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    expect(await seriousViolations(page), 'default dialog').toEqual([]);
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await page.context().close();
  });
}
