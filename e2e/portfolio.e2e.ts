/**
 * /portfolio (issue 34, decision 0068): reached from the dashboard's Portfolio tile, the totals, the charts
 * (a lazily loaded module) each with its table alternative, axe clean in both themes and languages, and at
 * 390 px no horizontal scroll. The demo account has paid investments, so the charts have data.
 */
import type { Page } from '@playwright/test';
import { DEMO_ACCOUNT } from '@wurzelwerk/shared';
import { expect, openWith, seriousViolations, test } from './fixtures';
import { signInThroughApi } from './support/accounts';

const TIMEOUT = { timeout: 30_000 };

test.describe.configure({ timeout: 120_000 });

const signInAsDemo = (page: Page, baseURL: string) => signInThroughApi(page, baseURL, DEMO_ACCOUNT);

test('from the dashboard tile: totals, charts with their tables, axe light (de)', async ({
  page,
  baseURL,
}) => {
  await signInAsDemo(page, baseURL as string);
  await openWith(page, '/', 'de', 'light');
  await page.locator('a.dashboard-quick-link', { hasText: 'Portfolio' }).click();
  await expect(page).toHaveURL(/\/portfolio$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Mein Portfolio' })).toBeVisible(TIMEOUT);
  await expect(page.getByText('Investiert', { exact: true })).toBeVisible();
  await expect(
    page.getByRole('heading', { name: 'Erwartete Auszahlungen der nächsten 12 Monate' }),
  ).toBeVisible();

  const charts = page.getByTestId('portfolio-chart');
  await expect(charts).toHaveCount(3, TIMEOUT);
  for (const chart of await charts.all()) await expect(chart.locator('svg').first()).toBeVisible(TIMEOUT);

  // Each chart's table alternative behind its toggle.
  const toggles = page.getByRole('button', { name: 'Als Tabelle zeigen' });
  await expect(toggles).toHaveCount(3);
  await toggles.first().click();
  await expect(page.getByRole('button', { name: 'Tabelle ausblenden' })).toHaveAttribute(
    'aria-expanded',
    'true',
  );
  await expect(
    page.getByRole('table', { name: 'Ausstehendes Kapital und kumulierte Auszahlungen' }),
  ).toBeVisible();

  // An investment's schedule opens from its row.
  await page.locator('.mantine-Accordion-control').first().click();
  await expect(page.getByText('Bezahlt oder offen').first()).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});

test('at 390 px in the dark theme (en): no horizontal scroll, tables, axe', async ({ page, baseURL }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signInAsDemo(page, baseURL as string);
  await openWith(page, '/portfolio', 'en', 'dark');
  await expect(page.getByRole('heading', { level: 1, name: 'My portfolio' })).toBeVisible(TIMEOUT);
  await expect(page.getByTestId('portfolio-chart')).toHaveCount(3, TIMEOUT);
  // Each click renames its button, so the first remaining one is the next.
  for (let i = 0; i < 3; i++) await page.getByRole('button', { name: 'Show as table' }).first().click();
  await expect(page.getByRole('table', { name: 'CO₂ saved (kg, accumulated)' })).toBeVisible();
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(1);
  expect(await seriousViolations(page)).toEqual([]);
});
