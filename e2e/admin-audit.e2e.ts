/**
 * The console's audit log in words (issue 36): a customer's own status step is on record — the order list
 * names who moved the order, the audit log shows the action in words, the order by its number and the change
 * field by field, found by kind, person and search; axe-clean in every look. At 390 px the console's tables
 * scroll in a box the keyboard reaches, and a row's actions can be brought into view.
 */
import { sampleNews } from '@wurzelwerk/shared';
import { expect, LOOKS, openWith, seriousViolations, test } from './fixtures';
import { openConsole } from './support/console';
import { orderSeedsThroughApi } from './support/shop';

const SLOW = { timeout: 20_000 };

test.describe.configure({ timeout: 150_000 });

test('a customer’s step shows in the order list and in the audit log, filtered, named and as a diff', async ({
  browser,
  baseURL,
  signedInPage: investor,
}) => {
  const order = await orderSeedsThroughApi(investor.request, baseURL as string);
  const stepped = await investor.request.patch(`/api/orders/${order.id}/status`, {
    headers: { Origin: baseURL as string },
    data: { status: 'processing' },
  });
  expect(stepped.status()).toBe(200);

  const page = await openConsole(browser, baseURL, '/admin/orders');
  const row = page.getByRole('row').filter({ hasText: order.orderNumber });
  await expect(row).toContainText('In Bearbeitung – vom Kunden selbst', SLOW);

  await page
    .getByRole('navigation', { name: 'Bereiche der Konsole' })
    .getByRole('link', { name: 'Protokoll' })
    .click();
  await expect(page.getByRole('heading', { level: 2, name: 'Protokoll' })).toBeVisible(SLOW);
  await page.getByRole('combobox', { name: 'Art' }).click();
  await page.getByRole('option', { name: 'Bestellungen' }).click();
  await page.getByRole('searchbox', { name: 'Suche' }).fill(order.orderNumber);
  const entry = page.getByRole('row').filter({ hasText: 'Bestellung weitergesetzt (Kunde)' });
  await expect(entry).toHaveCount(1, SLOW);
  await expect(entry).toContainText(order.orderNumber);
  await expect(entry).toContainText('Kunde');
  // The change, field by field: the field by its name and the status in words, before and after.
  await expect(entry.getByRole('cell', { name: 'Status', exact: true })).toBeVisible();
  await expect(entry.getByRole('cell', { name: 'Ausstehend', exact: true })).toBeVisible();
  await expect(entry.getByRole('cell', { name: 'In Bearbeitung', exact: true })).toBeVisible();
  await expect(page.getByRole('cell', { name: order.id })).toHaveCount(0);

  // By person: the customers' entries keep it, the operator's alone do not.
  await page.getByRole('combobox', { name: 'Wer' }).click();
  await page.getByRole('option', { name: 'Kundinnen und Kunden' }).click();
  await expect(entry).toHaveCount(1, SLOW);
  await page.getByRole('combobox', { name: 'Wer' }).click();
  await page.getByRole('option', { name: 'operator@wurzelwerk.example' }).click();
  await expect(page.getByText('Keine Einträge für diese Auswahl.')).toBeVisible(SLOW);
  await page.getByRole('combobox', { name: 'Wer' }).click();
  await page.getByRole('option', { name: 'Alle', exact: true }).click();
  await expect(entry).toHaveCount(1, SLOW);

  // axe in every look, each loaded afresh: the header's toggles would save the look to the shared operator
  // account (decision 0078).
  for (const [language, scheme] of LOOKS) {
    await openWith(page, '/admin/audit', language, scheme);
    await expect(
      page.getByRole('heading', { level: 2, name: language === 'de' ? 'Protokoll' : 'Audit log' }),
    ).toBeVisible(SLOW);
    await expect(page.getByRole('row').nth(1)).toBeVisible(SLOW);
    await expect(page.getByRole('status')).toHaveCount(0, SLOW);
    expect(await seriousViolations(page), `${language} ${scheme}`).toEqual([]);
  }
  await page.context().close();
});

test('at 390 px the audit log and a list with actions scroll in a box the keyboard reaches; the actions come into view', async ({
  browser,
  baseURL,
}) => {
  const first = sampleNews[0]?.title.de ?? '';
  for (const [path, heading] of [
    ['/admin/audit', 'Protokoll'],
    ['/admin/news', 'News'],
  ] as const) {
    const page = await openConsole(browser, baseURL, path);
    await page.setViewportSize({ width: 390, height: 844 });
    await expect(page.getByRole('heading', { level: 2, name: heading })).toBeVisible(SLOW);
    const table = page.getByRole('table').first();
    await expect(table.getByRole('row').nth(1)).toBeVisible(SLOW);
    const box = table.locator('xpath=ancestor::div[@tabindex="0"][1]');
    // Narrower than its table: it scrolls, and Tab stops on it (axe scrollable-region-focusable).
    expect(await box.evaluate((element) => element.scrollWidth > element.clientWidth), path).toBe(true);
    await box.focus();
    await expect(box).toBeFocused();
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => box.evaluate((element) => element.scrollLeft)).toBeGreaterThan(0);
    if (path === '/admin/news') {
      const edit = page.getByRole('button', { name: `Bearbeiten: ${first}` });
      await edit.scrollIntoViewIfNeeded();
      await expect(edit).toBeInViewport();
    }
    expect(await seriousViolations(page), path).toEqual([]);
    await page.context().close();
  }
});
