/** Accounts made and checked through the REST API, without the browser's own session. */
import { type APIRequestContext, type Browser, expect, type Page } from '@playwright/test';
import { KNOWLEDGE_ANSWER_KEY } from '@wurzelwerk/shared';
import { investThroughApi, readyToInvest } from './invest';

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

/**
 * Registers `user` through POST /api/auth/register and expects 201. Like an investor who has been here
 * before, the user has passed the knowledge test (issue 35) unless `knowledgeTest` is false: the tests of
 * the gate itself start without it.
 */
export async function registerThroughApi(
  api: APIRequestContext,
  baseURL: string | undefined,
  user: TestUser,
  { knowledgeTest = true } = {},
) {
  const headers = { Origin: baseURL as string };
  const response = await api.post('/api/auth/register', { data: user, headers });
  expect(response.status(), await response.text()).toBe(201);
  if (!knowledgeTest) return;
  const passed = await api.post('/api/protection/knowledge-test', {
    data: { answers: KNOWLEDGE_ANSWER_KEY },
    headers,
  });
  expect(passed.status(), await passed.text()).toBe(201);
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
  const response = await investThroughApi(page.request, baseURL, user, asset?.id ?? 0);
  expect(response.status(), await response.text()).toBeLessThan(300);
}
