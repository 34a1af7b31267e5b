/** Accounts made and checked through the REST API, without the browser's own session. */
import { type APIRequestContext, type Browser, expect, type Page } from '@playwright/test';
import { acknowledgementFor, readyToInvest } from './invest';

export interface TestUser {
  firstName: string;
  lastName: string;
  username: string;
  email: string;
  password: string;
}

let counter = 0;

/** Unique sign-up data; nothing is created yet. */
export function newUserData(firstName = 'Erika'): TestUser {
  const id = `${Date.now().toString(36)}${process.pid.toString(36)}${(counter++).toString(36)}`;
  return {
    firstName,
    lastName: 'Mustermann',
    username: `e2e_${id}`,
    email: `e2e-${id}@example.org`,
    password: 'geheim123',
  };
}

/** Registers `user` through POST /api/auth/register and expects 201. */
export async function registerThroughApi(
  api: APIRequestContext,
  baseURL: string | undefined,
  user: TestUser,
) {
  const response = await api.post('/api/auth/register', {
    data: user,
    headers: { Origin: baseURL as string },
  });
  expect(response.status(), await response.text()).toBe(201);
}

/** Registers a further user (Jonas) from a fresh context of `page`'s browser; the page's session is untouched. */
export async function registerAnother(page: Page, baseURL: string | undefined): Promise<TestUser> {
  const other = newUserData('Jonas');
  const context = await page.context().browser()?.newContext({ baseURL });
  if (!context) throw new Error('the page has no browser to open a context in');
  try {
    await registerThroughApi(context.request, baseURL, other);
  } finally {
    await context.close();
  }
  return other;
}

/** Signs in through the API in a fresh browser context; returns the HTTP status. */
export async function signInStatus(
  browser: Browser,
  baseURL: string | undefined,
  email: string,
  password: string,
) {
  const context = await browser.newContext({ baseURL });
  try {
    const response = await context.request.post('/api/auth/login', {
      data: { email, password },
      headers: { Origin: baseURL as string },
    });
    return response.status();
  } finally {
    await context.close();
  }
}

/** POST /api/auth/login through `api` and expects 200: the session cookie lands in `api`'s context. */
async function signIn(
  api: APIRequestContext,
  baseURL: string | undefined,
  credentials: { email: string; password: string },
) {
  const response = await api.post('/api/auth/login', {
    data: { email: credentials.email, password: credentials.password },
    headers: { Origin: baseURL as string },
  });
  expect(response.status(), await response.text()).toBe(200);
}

/**
 * Signs `page`'s browser context in through POST /api/auth/login and expects 200: page.request shares the
 * context's cookies, so the session cookie lands in the browser.
 */
export async function signInThroughApi(
  page: Page,
  baseURL: string | undefined,
  credentials: { email: string; password: string },
) {
  await signIn(page.request, baseURL, credentials);
}

/** A fresh browser context (another device) signed in through the API; the caller closes it. */
export async function signedInContext(
  browser: Browser,
  baseURL: string | undefined,
  credentials: { email: string; password: string },
) {
  const context = await browser.newContext({ baseURL });
  await signIn(context.request, baseURL, credentials);
  return context;
}

/**
 * Invests 500 € in the first asset type through POST /api/investments as `user`, the user of `page`'s
 * session: their address confirmed and birth data given first, the sheet acknowledged (issue 35).
 */
export async function investInFirstAsset(page: Page, baseURL: string | undefined, user: TestUser) {
  const [asset] = (await (await page.request.get('/api/asset-types')).json()) as { id: number }[];
  await readyToInvest(page.request, baseURL, user);
  const acknowledgement = await acknowledgementFor(page.request, user, asset?.id ?? 0);
  const response = await page.request.post('/api/investments', {
    data: { assetTypeId: asset?.id, quantity: 1, totalInvestment: '500.00', acknowledgement },
    headers: { Origin: baseURL as string },
  });
  expect(response.status(), await response.text()).toBeLessThan(300);
}
