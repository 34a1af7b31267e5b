/**
 * The installable app (issue 37, decision 0084) in Chromium with its service worker allowed: no installability
 * errors, the public pages and demos offline after one visit, a push message shown as a notification, and a new
 * deployment announced with "Neue Version verfügbar — neu laden".
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { BrowserContext, CDPSession, Page } from '@playwright/test';
import { expect, NOTIFICATIONS, test } from './fixtures';
import { registerAnother, signInThroughApi } from './support/accounts';
import { startDeployment } from './support/deployment';

test.use({ serviceWorkers: 'allow' });
test.describe.configure({ timeout: 120_000 });

const SLOW = { timeout: 20_000 };

/** Opens `path` and waits until the service worker controls the page (registered after the first paint). */
async function openControlled(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
    if (navigator.serviceWorker.controller) return;
    await new Promise((resolve) => navigator.serviceWorker.addEventListener('controllerchange', resolve));
  });
}

/** The registration id of the page's service worker, as the DevTools protocol names it. */
async function registrationId(cdp: CDPSession): Promise<string> {
  const found = new Promise<string>((resolve) => {
    cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
      const registration = registrations.find((r) => !r.isDeleted);
      if (registration) resolve(registration.registrationId);
    });
  });
  await cdp.send('ServiceWorker.enable');
  return found;
}

test('installable: Chromium reports no installability errors; the manifest names icons and shortcuts', async ({
  playwright,
  launchOptions,
  baseURL,
}) => {
  // A browser profile of its own: Chromium installs nothing from an incognito context (Playwright's default).
  const profile = mkdtempSync(join(tmpdir(), 'wurzelwerk-profile-'));
  const context = await playwright.chromium.launchPersistentContext(profile, {
    ...launchOptions,
    baseURL,
    serviceWorkers: 'allow',
  });
  try {
    const page = context.pages()[0] ?? (await context.newPage());
    await openControlled(page, '/');
    await expectInstallable(context, page);
  } finally {
    await context.close();
    rmSync(profile, { recursive: true, force: true });
  }
});

async function expectInstallable(context: BrowserContext, page: Page): Promise<void> {
  const cdp = await context.newCDPSession(page);
  const manifest = await cdp.send('Page.getAppManifest');
  expect(manifest.errors).toEqual([]);
  const parsed = JSON.parse(manifest.data ?? '{}');
  expect(parsed.display).toBe('standalone');
  expect(parsed.shortcuts.map((s: { url: string }) => s.url)).toEqual([
    '/dashboard',
    '/marketplace',
    '/farm',
  ]);
  expect(parsed.icons.map((i: { purpose: string }) => i.purpose)).toContain('maskable');
  const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
  expect(installabilityErrors).toEqual([]);
}

test('offline after one visit: the public pages and demos open from the precache', async ({
  page,
  context,
}) => {
  await openControlled(page, '/');
  await context.setOffline(true);
  try {
    // Never visited before: its files came with the precache.
    await page.goto('/marketplacedemo');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible(SLOW);
    await page.goto('/farmdemo');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible(SLOW);
  } finally {
    await context.setOffline(false);
  }
});

/** The texts of the notifications the page's service worker shows now. */
const shownNotifications = (page: Page) =>
  page.evaluate(async () => {
    const registration = await navigator.serviceWorker.ready;
    return (await registration.getNotifications()).map((n) => ({ title: n.title, body: n.body, tag: n.tag }));
  });

async function grantNotifications(context: BrowserContext, baseURL: string | undefined) {
  await context.grantPermissions(['notifications'], { origin: baseURL });
}

test(
  'a push message is shown as a notification with the server’s title, text and tag',
  NOTIFICATIONS,
  async ({ page, context, baseURL }) => {
    await grantNotifications(context, baseURL);
    await openControlled(page, '/');
    const cdp = await context.newCDPSession(page);
    const id = await registrationId(cdp);
    const payload = {
      title: 'Livestream in 15 Minuten',
      body: 'Fütterung im Bienenhaus beginnt um 18:00.',
      url: '/streams',
      tag: 'stream-7',
    };
    await cdp.send('ServiceWorker.deliverPushMessage', {
      origin: new URL(baseURL ?? '').origin,
      registrationId: id,
      data: JSON.stringify(payload),
    });
    await expect
      .poll(() => shownNotifications(page), SLOW)
      .toEqual([{ title: payload.title, body: payload.body, tag: payload.tag }]);
    // A push that is not the server's JSON shows nothing rather than a wrong text.
    await cdp.send('ServiceWorker.deliverPushMessage', {
      origin: new URL(baseURL ?? '').origin,
      registrationId: id,
      data: 'not json',
    });
    await page.waitForTimeout(500);
    expect(await shownNotifications(page)).toHaveLength(1);
  },
);

test('a new deployment: "Neue Version verfügbar — neu laden", then the page runs the new version', async ({
  page,
}) => {
  const deployment = await startDeployment(Number(process.env.E2E_PORT ?? 4173) + 100);
  try {
    await openControlled(page, `${deployment.origin}/`);
    deployment.deployNext();
    // What the app does every 30 minutes and when the tab comes back into view.
    await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
    await expectUpdateOffered(page);
  } finally {
    await deployment.stop();
  }
});

async function expectUpdateOffered(page: Page): Promise<void> {
  const notice = page.getByRole('status').filter({ hasText: 'Neue Version verfügbar' });
  await expect(notice).toHaveText('Neue Version verfügbar — neu laden', SLOW);
  const reloaded = page.waitForEvent('load');
  await notice.getByRole('button', { name: 'neu laden' }).click();
  await reloaded;
  await expect(notice).toHaveCount(0);
  // The page is controlled by the new worker (the one that waited), and nothing waits any more.
  const state = await page.evaluate(async () => {
    const registration = await navigator.serviceWorker.ready;
    return {
      waiting: registration.waiting !== null,
      controlled: navigator.serviceWorker.controller !== null,
    };
  });
  expect(state).toEqual({ waiting: false, controlled: true });
}

/** The e-mail address of the user whose data this browser keeps for offline use (lib/offlineData.ts), or null. */
const keptFor = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<string | null>((resolve) => {
        const open = indexedDB.open('keyval-store');
        open.onsuccess = () => {
          const db = open.result;
          if (!db.objectStoreNames.contains('keyval')) return resolve(null);
          const read = db.transaction('keyval').objectStore('keyval').get('wurzelwerk-offline-data');
          read.onsuccess = () => resolve(read.result?.user?.email ?? null);
          read.onerror = () => resolve(null);
        };
        open.onerror = () => resolve(null);
      }),
  );

test('signed in and offline: the dashboard opens with its last data and "Offline — Stand vom …"; sign-out keeps nothing', async ({
  signedInPage: page,
  user,
  context,
}) => {
  await openControlled(page, '/');
  const greeting = page.getByRole('heading', { level: 1, name: `Hallo ${user.firstName}!` });
  await expect(greeting).toBeVisible(SLOW);
  const assets = page.getByRole('region', { name: 'Meine Assets' });
  await expect(assets).toContainText('Sie haben noch keine Assets.', SLOW);
  await expect.poll(() => keptFor(page), SLOW).toBe(user.email);

  await context.setOffline(true);
  try {
    await page.reload();
    await expect(greeting).toBeVisible(SLOW);
    await expect(assets).toContainText('Sie haben noch keine Assets.', SLOW);
    await expect(page.getByRole('status').filter({ hasText: /^Offline — Stand vom / })).toBeVisible();
  } finally {
    await context.setOffline(false);
  }

  await page.reload();
  await expect(page.getByRole('status').filter({ hasText: 'Offline' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Benutzermenü' }).click();
  await page.getByRole('menuitem', { name: 'Abmelden' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Wurzelwerk' })).toBeVisible(SLOW);
  await expect.poll(() => keptFor(page), SLOW).toBeNull();
  // Offline now, the next start shows the public page: no user's data is left to show.
  await context.setOffline(true);
  try {
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Wurzelwerk' })).toBeVisible(SLOW);
    await expect(greeting).toHaveCount(0);
  } finally {
    await context.setOffline(false);
  }
});

test('another user signs in on the same browser: only that user’s data is kept from then on', async ({
  signedInPage: page,
  user,
  baseURL,
}) => {
  await openControlled(page, '/');
  await expect(page.getByRole('heading', { level: 1, name: `Hallo ${user.firstName}!` })).toBeVisible(SLOW);
  await expect.poll(() => keptFor(page), SLOW).toBe(user.email);
  // The session cookie is replaced (as when the first user's session ended on the server) by another user's.
  const other = await registerAnother(page, baseURL);
  await signInThroughApi(page, baseURL, other);
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: `Hallo ${other.firstName}!` })).toBeVisible(SLOW);
  await expect.poll(() => keptFor(page), SLOW).toBe(other.email);
});
