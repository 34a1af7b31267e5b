/**
 * axe on every page of the operator console at /admin and on the project dialog (issue 20). A file of its
 * own, apart from admin.e2e.ts: the `console` project runs a file's tests in order on one worker, and this
 * long tour beside that file's flows keeps the other worker busy (decision 0098).
 */
import { expect, seriousViolations, test } from './fixtures';
import { expectDialogAxeCleanAndEscapable, openConsole } from './support/console';

const SLOW = { timeout: 20_000 };
const CONSOLE_PAGES = [
  'Projekte',
  'Emittenten',
  'Bank',
  'Freigaben',
  'News',
  'Livestreams',
  'Produkte',
  'Bestellungen',
  'Nutzer',
  'Protokoll',
] as const;

test.describe.configure({ timeout: 120_000 });

test('every console page and the project dialog are axe-clean', async ({ browser, baseURL }) => {
  const page = await openConsole(browser, baseURL);
  const nav = page.getByRole('navigation', { name: 'Bereiche der Konsole' });
  for (const section of CONSOLE_PAGES) {
    await nav.getByRole('link', { name: section, exact: true }).click();
    await expect(page.getByRole('heading', { level: 2, name: section })).toBeVisible(SLOW);
    await expect(page.getByRole('status')).toHaveCount(0, SLOW);
    expect(await seriousViolations(page), section).toEqual([]);
  }
  await nav.getByRole('link', { name: 'Projekte', exact: true }).click();
  await expectDialogAxeCleanAndEscapable(page, 'Neues Projekt', 'project dialog');
  await page.context().close();
});
