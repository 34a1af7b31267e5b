/**
 * The data export's mailed link (issue 31): the page /export downloads nothing by itself; the link's owner
 * signs in and downloads with a click. A scanner's GET of the old address gets no data, and the token
 * leaves the address bar.
 */
import { expect, seriousViolations, test } from './fixtures';
import { signedInContext } from './support/accounts';
import { mailedToken } from './support/mail';

const TIMEOUT = { timeout: 20_000 };

test('the mailed export link: its page downloads only after sign-in, with a click (issue 31)', async ({
  page,
  user,
  browser,
  baseURL,
}) => {
  // Asked for in a browser of its own: the page below opens the link signed out, like a mail client.
  const owner = await signedInContext(browser, baseURL, user);
  expect(
    (await owner.request.post('/api/account/export', { headers: { origin: baseURL ?? '' } })).status(),
  ).toBe(202);
  await owner.close();
  const token = await mailedToken(page.request, user.email, 'Ihr Datenexport ist bereit');

  // A scanner's GET of the old address gets no data and leaves the link good.
  const scanned = await page.request.get(`/api/account/export/download?token=${token}`);
  expect(await scanned.text()).not.toContain(user.email);

  await page.goto(`/export?token=${token}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Datenexport herunterladen' })).toBeVisible(
    TIMEOUT,
  );
  await expect(page).toHaveURL('/export');
  await page.getByRole('main').getByRole('link', { name: 'Anmelden' }).click();
  await page.getByLabel('E-Mail').fill(user.email, TIMEOUT);
  await page.getByLabel('Passwort', { exact: true }).fill(user.password);
  await page.getByRole('button', { name: 'Anmelden', exact: true }).click();
  await expect(page).toHaveURL('/export', TIMEOUT);
  expect(await seriousViolations(page)).toEqual([]);
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export herunterladen' }).click(TIMEOUT);
  const download = await downloading;
  const { readFile } = await import('node:fs/promises');
  const document = JSON.parse(await readFile(await download.path(), 'utf8'));
  expect(document.profile.email).toBe(user.email);
  await expect(
    page.getByText(`Die Datei ${download.suggestedFilename()} wurde heruntergeladen.`),
  ).toBeVisible();
});
