/**
 * Investing needs a confirmed address, a date and place of birth in the profile and, in the dialog's
 * confirm step, the information sheet opened and the acknowledgement typed (issue 35, decision 0074).
 */
import { createHash } from 'node:crypto';
import { type APIRequestContext, expect, type Locator, type Page } from '@playwright/test';
import type { TestUser } from './accounts';
import { mailedToken } from './mail';

/** The date and place of birth every e2e investor has. */
export const E2E_BIRTH = { birthDate: '1985-04-12', birthPlace: 'Berlin' } as const;

/**
 * Confirms `user`'s address with the registration mail's link and gives the profile its birth data;
 * `request` is signed in as `user`.
 */
export async function readyToInvest(request: APIRequestContext, baseURL: string | undefined, user: TestUser) {
  const headers = { Origin: baseURL as string };
  const me = (await (await request.get('/api/auth/me')).json()) as { user?: { emailVerified?: boolean } };
  if (!me.user?.emailVerified) {
    const token = await mailedToken(request, user.email, 'Bitte bestätigen Sie Ihre E-Mail-Adresse');
    const verified = await request.post('/api/auth/verify-email', { data: { token }, headers });
    expect(verified.status(), await verified.text()).toBe(200);
  }
  const profile = await request.patch('/api/profile', { data: E2E_BIRTH, headers });
  expect(profile.status(), await profile.text()).toBe(200);
}

/** The acknowledgement of an asset type's current sheet by `user`, for POST /api/investments. */
export async function acknowledgementFor(request: APIRequestContext, user: TestUser, assetTypeId: number) {
  const sheet = await request.get(`/api/asset-types/${assetTypeId}/information-sheet.pdf`);
  return {
    informationSheetVersion: createHash('sha256')
      .update(await sheet.body())
      .digest('hex'),
    firstName: user.firstName,
    lastName: user.lastName,
    ...E2E_BIRTH,
    acceptedTerms: true,
    readRiskWarning: true,
  };
}

const LABELS = {
  de: {
    sheet: 'Informationsblatt öffnen und lesen (PDF)',
    opened: /Informationsblatt geöffnet/,
    terms: /Ich akzeptiere die Anlagebedingungen/,
    risk: 'Ich habe den Warnhinweis zu den Risiken gelesen.',
    firstName: 'Vorname',
    lastName: 'Nachname',
    birthDate: 'Geburtsdatum',
    birthPlace: 'Geburtsort',
  },
  en: {
    sheet: 'Open and read the information sheet (PDF)',
    opened: /Information sheet opened/,
    terms: /I accept the investment conditions/,
    risk: 'I have read the risk warning.',
    firstName: 'First name',
    lastName: 'Last name',
    birthDate: 'Date of birth',
    birthPlace: 'Place of birth',
  },
} as const;

/** In the dialog's confirm step: opens the sheet (its tab closed again), confirms both and types the data. */
export async function acknowledgeInDialog(
  page: Page,
  dialog: Locator,
  user: Pick<TestUser, 'firstName' | 'lastName'>,
  language: 'de' | 'en' = 'de',
  birth: { birthDate: string; birthPlace: string } = E2E_BIRTH,
) {
  const l = LABELS[language];
  const tab = page.context().waitForEvent('page');
  await dialog.getByRole('link', { name: l.sheet }).click();
  await (await tab).close();
  await expect(dialog.getByText(l.opened)).toBeVisible({ timeout: 20_000 });
  await dialog.getByRole('checkbox', { name: l.terms }).check();
  await dialog.getByRole('checkbox', { name: l.risk }).check();
  await dialog.getByRole('textbox', { name: l.firstName }).fill(user.firstName);
  await dialog.getByRole('textbox', { name: l.lastName }).fill(user.lastName);
  await dialog.getByLabel(l.birthDate).fill(birth.birthDate);
  await dialog.getByRole('textbox', { name: l.birthPlace }).fill(birth.birthPlace);
}

/**
 * POST /api/investments as `user` (the session of `request`, ready to invest: `investorPage`), the sheet of
 * the asset type acknowledged; the response as it came.
 */
export async function investThroughApi(
  request: APIRequestContext,
  baseURL: string | undefined,
  user: TestUser,
  assetTypeId: number,
  totalInvestment = '500.00',
) {
  const acknowledgement = await acknowledgementFor(request, user, assetTypeId);
  return request.post('/api/investments', {
    data: { assetTypeId, quantity: 1, totalInvestment, acknowledgement },
    headers: { Origin: baseURL as string },
  });
}
