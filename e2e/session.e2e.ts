/**
 * The session check and the first paint (issue 16): signed out, the check answers without an error and
 * the public pages paint without waiting for it; signed in, the server's hint makes the page wait for it,
 * so the landing page never shows.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { holdRequests } from './support/network';
import { SESSION_CHECK, watchForFlashes } from './support/pages';

const SESSION_CHECK_URL = /\/api\/auth\/session$/;
const HINT = 'ww_session_hint';
const SESSION_PRELOAD_LIST = join(import.meta.dirname, '..', 'web', 'dist', '.vite', 'session-preload.json');

async function hintCookie(page: Page) {
  return (await page.context().cookies()).find((cookie) => cookie.name === HINT);
}

test('signed out, the session check logs nothing: no console error, no failed request', async ({ page }) => {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`console: ${message.text()}`);
  });
  page.on('response', (response) => {
    if (response.status() >= 400) problems.push(`${response.status()} ${response.url()}`);
  });
  for (const path of ['/', '/login', '/map', '/marketplacedemo']) {
    const check = page.waitForResponse((response) => new URL(response.url()).pathname === SESSION_CHECK);
    await page.goto(path);
    expect((await check).status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.waitForLoadState('networkidle');
  }
  expect(problems).toEqual([]);
});

test('signed out, the shell, the banner and the hero paint before the session check answers', async ({
  page,
}) => {
  const release = await holdRequests(page, SESSION_CHECK_URL);
  const checking = page.waitForRequest(SESSION_CHECK_URL);
  await page.goto('/');
  await checking;
  // The check is held: everything below shows while it is still out.
  await expect(page.getByRole('heading', { level: 1, name: 'Wurzelwerk' })).toBeVisible();
  await expect(page.getByRole('note', { name: 'Vorankündigung' })).toBeVisible();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Anmelden', exact: true })).toBeVisible();
  await expect(page.getByText('Lade Wurzelwerk...')).toHaveCount(0);
  release();
  await page.waitForLoadState('networkidle');
  await expect(page.getByRole('heading', { level: 1, name: 'Wurzelwerk' })).toBeVisible();
  expect(await hintCookie(page)).toBeUndefined();
});

test('signed in, the loading view shows until the session is known, and reloads never show the landing page', async ({
  signedInPage: page,
  user,
}) => {
  const flashes = await watchForFlashes(page);
  expect((await hintCookie(page))?.value).toBe('1');

  const release = await holdRequests(page, SESSION_CHECK_URL);
  await page.goto('/');
  await expect(page.getByText('Lade Wurzelwerk...')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Wurzelwerk' })).toHaveCount(0);
  release();
  await expect(page.getByRole('heading', { level: 1, name: `Hallo ${user.firstName}!` })).toBeVisible();
  expect(await flashes()).toEqual([]);
  await page.unrouteAll();

  for (const path of ['/', '/marketplace']) {
    await page.goto(path);
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(await flashes()).toEqual([]);
  }
});

test('signed in, the frame with the simulation notice paints before the signed-in set has loaded; the check is asked once', async ({
  signedInPage: page,
  user,
}) => {
  const checks: string[] = [];
  // The files that read the check's answer beyond the app, preloaded with the page (the build's list,
  // decision 0044): none since the app reads it without zod (decision 0097).
  const preloaded = JSON.parse(readFileSync(SESSION_PRELOAD_LIST, 'utf8')) as string[];
  const fetched: string[] = [];
  page.on('request', (request) => {
    if (SESSION_CHECK_URL.test(request.url())) checks.push(request.url());
    fetched.push(new URL(request.url()).pathname.slice(1));
  });
  const release = await holdRequests(page, /\/assets\/SignedInApp-[^/]+\.js$/);
  await page.goto('/marketplace');
  await expect(page.getByRole('note', { name: 'Demonstration – bitte nichts überweisen' })).toBeVisible();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Marktplatz' })).toBeVisible();
  await expect(page.getByRole('main').getByRole('status')).toBeVisible();
  await expect(page.getByText('Lade Wurzelwerk...')).toHaveCount(0);
  // The frame painted without zod and the shared schemas: the check's answer is read by the app itself.
  expect(preloaded).toEqual([]);
  expect(fetched.filter((path) => /^assets\/(zod|schemas)-/.test(path))).toEqual([]);
  release();
  await expect(page.getByRole('heading', { level: 1, name: 'Marktplatz' })).toBeVisible();
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: `Hallo ${user.firstName}!` })).toBeVisible();
  // The server preloads the check with the page (the Link header); the app's own fetch takes that answer.
  expect(checks).toHaveLength(2);
});

test('signed in with a session from before the hint: the signed-in set follows, and the hint comes back', async ({
  signedInPage: page,
  user,
}) => {
  await page.context().clearCookies({ name: HINT });
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: `Hallo ${user.firstName}!` })).toBeVisible();
  expect((await hintCookie(page))?.value).toBe('1');
});

test('sign-out clears the hint', async ({ signedInPage: page }) => {
  await page.goto('/');
  await page.getByRole('button', { name: 'Benutzermenü' }).click();
  await page.getByRole('menuitem', { name: 'Abmelden' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Wurzelwerk' })).toBeVisible();
  await expect.poll(() => hintCookie(page)).toBeUndefined();
});
