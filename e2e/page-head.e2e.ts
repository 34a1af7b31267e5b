/**
 * A page's head paints with the shell (issue 16, app/PageFallback.tsx): the marketplace's hero — its largest
 * text on a phone — is on screen while the marketplace's files are still held back, and stands in the same
 * place once they have arrived. Signed out (the demo) and signed in (where the signed-in set is held too).
 */
import type { Locator, Page } from '@playwright/test';
import { DEMO_ACCOUNT } from '@wurzelwerk/shared';
import { expect, test } from './fixtures';
import { signInThroughApi } from './support/accounts';
import { holdRequests } from './support/network';

const MARKETPLACE_FILES = /\/assets\/(MarketplaceView|SignedInApp)-[^/]+\.js$/;

async function expectHeadBeforeThePage(page: Page, path: string) {
  const release = await holdRequests(page, MARKETPLACE_FILES);
  await page.goto(path);
  const main = page.getByRole('main');
  const subtitle: Locator = main.getByText('Investieren Sie in echte Umweltprojekte', { exact: false });
  await expect(main.getByRole('heading', { level: 1, name: 'Marktplatz' })).toBeVisible();
  await expect(subtitle).toBeVisible();
  await expect(main.getByTestId('risk-warning')).toBeVisible();
  // Still waiting for the page: no search yet, the loader below the head.
  await expect(main.getByRole('status')).toBeVisible();
  await expect(main.getByRole('searchbox')).toHaveCount(0);
  const before = await subtitle.boundingBox();
  release();
  await expect(main.getByRole('searchbox', { name: 'Assets durchsuchen' })).toBeVisible();
  expect(await subtitle.boundingBox()).toEqual(before);
  await expect(main.getByRole('heading', { level: 1 })).toHaveCount(1);
}

test('the marketplace demo paints its hero before its files arrive, and the hero stays in place', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await expectHeadBeforeThePage(page, '/marketplacedemo');
});

test('signed in, the marketplace paints its hero with the frame, and the hero stays in place', async ({
  page,
  baseURL,
}) => {
  // The demo account's address is confirmed: no notice comes above the page with the signed-in set.
  await signInThroughApi(page, baseURL, DEMO_ACCOUNT);
  await page.setViewportSize({ width: 390, height: 844 });
  await expectHeadBeforeThePage(page, '/marketplace');
});

test('signed in with an unconfirmed address, the frame waits with the head until the notice above it is there', async ({
  signedInPage: page,
}) => {
  const release = await holdRequests(page, MARKETPLACE_FILES);
  await page.goto('/marketplace');
  await expect(page.getByRole('main').getByRole('status')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(0);
  release();
  await expect(page.getByRole('note').filter({ hasText: 'Bitte bestätigen Sie' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Marktplatz' })).toBeVisible();
});
