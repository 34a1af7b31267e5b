/**
 * Releases (issue 33, decision 0059): the operator closes a project's funding and releases its paid
 * investments, each after a confirmation, and downloads the release's pain.001 file, which is read back
 * (number of transfers, control sum, IBANs); the page is axe-clean in light and dark, the confirmation in light.
 * The project "Freigabe-Testwald" (unpublished, deadline passed, one investment paid 20 days ago) is made
 * before the server starts (server/test/e2eReleaseData.ts). Runs in the `console` project.
 */
import { readFile } from 'node:fs/promises';
import { expect, seriousViolations, test, toast } from './fixtures';
import { openConsole, openConsoleList } from './support/console';

const SLOW = { timeout: 20_000 };
const PROJECT = 'Freigabe-Testwald';

test.describe.configure({ timeout: 120_000 });

test('an operator closes the funding, releases it and downloads the pain.001 file', async ({
  browser,
  baseURL,
}) => {
  const page = await openConsole(browser, baseURL, '/admin/releases');
  const [fundings, made] = [page.getByRole('table').nth(0), page.getByRole('table')];
  const row = fundings.getByRole('row').filter({ hasText: PROJECT });
  await expect(row).toContainText('Frist abgelaufen', SLOW);
  await expect(row).toContainText('2.500,00 €');

  await row.getByRole('button', { name: `Finanzierung abschließen: ${PROJECT}` }).click();
  const confirm = page.getByRole('dialog');
  await expect(confirm).toContainText('keine neuen Investitionen');
  expect(await seriousViolations(page), 'confirmation').toEqual([]);
  await confirm.getByRole('button', { name: 'Finanzierung abschließen' }).click();
  await expect(toast(page, 'Die Finanzierung ist abgeschlossen.')).toBeVisible(SLOW);
  await expect(row).toContainText('Abgeschlossen', SLOW);

  await row.getByRole('button', { name: `Freigeben: ${PROJECT}` }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Freigeben' }).click();
  await expect(toast(page, 'Die Freigabe ist angelegt.')).toBeVisible(SLOW);
  const release = made.last().getByRole('row').filter({ hasText: PROJECT });
  await expect(release).toContainText('Beauftragt', SLOW);
  await expect(release).toContainText('2.500,00 €');

  const downloading = page.waitForEvent('download');
  await release.getByRole('link', { name: /^pain\.001 herunterladen: WWR/ }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^pain001-WWR[0-9A-F]{24}\.xml$/);
  const xml = await readFile((await download.path()) as string, 'utf8');
  const issuers: { name: string; iban: string | null }[] = await (
    await page.request.get('/api/admin/issuers')
  ).json();
  // Read back in the browser's own XML parser.
  const read = await page.evaluate((text) => {
    const doc = new DOMParser().parseFromString(text, 'application/xml');
    const all = (name: string) => [...doc.getElementsByTagName(name)].map((node) => node.textContent?.trim());
    return {
      namespace: doc.documentElement.namespaceURI,
      transactions: all('NbOfTxs')[0],
      controlSum: all('CtrlSum')[0],
      ibans: all('IBAN'),
      creditor: doc.querySelector('Cdtr > Nm')?.textContent,
    };
  }, xml);
  expect(read).toMatchObject({
    namespace: 'urn:iso:std:iso:20022:tech:xsd:pain.001.001.09',
    transactions: '1',
    controlSum: '2500.00',
  });
  const creditorIban = read.ibans[1];
  expect(read.ibans[0]).toMatch(/^DE\d{20}$/);
  expect(issuers.some((issuer) => issuer.iban === creditorIban)).toBe(true);
  await page.context().close();
});

for (const scheme of ['light', 'dark'] as const) {
  test(`the releases page is axe-clean (${scheme})`, async ({ browser, baseURL }) => {
    const page = await openConsoleList(browser, baseURL, '/admin/releases', {
      heading: 'Freigaben',
      row: PROJECT,
      scheme,
    });
    expect(await seriousViolations(page), 'releases').toEqual([]);
    await page.context().close();
  });
}
