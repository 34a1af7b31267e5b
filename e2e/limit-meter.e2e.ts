/**
 * The limits of § 2a VermAnlG in the investment dialog (issue 35, decision 0072): the limit meter per issuer
 * shows used / allowed before an amount is chosen, counts every offer of the issuer, and the self-disclosure
 * is asked for only when the chosen amount needs it — in German and English, axe-clean in both themes.
 */
import { sampleAssetTypes, sampleIssuerOf } from '@wurzelwerk/shared';
import { expect, type Language, openWith, SCHEME_OF, seriousViolations, test } from './fixtures';
import { investThroughApi } from './support/invest';
import { BEES, card, dialog, shot } from './support/marketplace';

const SLOW = { timeout: 20_000 };
test.describe.configure({ timeout: 120_000 });

const ISSUER = sampleIssuerOf(BEES);
/** Another offer of the same issuer as the bees. */
const SHEEP = sampleAssetTypes.find(
  (asset) => asset.issuer === BEES.issuer && asset.slug !== BEES.slug,
) as (typeof sampleAssetTypes)[number];

const TEXT = {
  de: {
    invest: 'Jetzt investieren',
    meter: `Ihre Anlagegrenze bei ${ISSUER.name}`,
    used: (used: string) => `${used} von 1.000,00 € genutzt`,
    label: `Genutzte Anlagegrenze bei ${ISSUER.name}`,
    form: 'Selbstauskunft erforderlich',
    quick: /^2\.500\s€$/,
    thousand: /^1\.000\s€$/,
    zero: '0,00 €',
    six: '600,00 €',
  },
  en: {
    invest: 'Invest now',
    meter: `Your investment limit with ${ISSUER.name}`,
    used: (used: string) => `${used} of €1,000.00 used`,
    label: `Investment limit used with ${ISSUER.name}`,
    form: 'Self-disclosure required',
    quick: /^€2,500$/,
    thousand: /^€1,000$/,
    zero: '€0.00',
    six: '€600.00',
  },
} as const;

for (const language of ['de', 'en'] as Language[]) {
  test(`the limit meter and the self-disclosure only when needed (${language})`, async ({
    signedInPage: page,
  }) => {
    const text = TEXT[language];
    await openWith(page, '/marketplace', language);
    const name = BEES.name[language];
    await card(page, name).getByRole('button', { name: text.invest }).click();
    const meter = dialog(page).getByTestId('limit-meter');
    await expect(meter).toContainText(text.meter, SLOW);
    await expect(meter).toContainText(text.used(text.zero));
    // At 0 % the bar's section has no width: it is there (and named), not visible.
    await expect(meter.getByRole('progressbar', { name: new RegExp(text.label) })).toBeAttached();
    // 500 € (the default) and 1,000 € fit the 1,000 € without a self-disclosure: nothing is asked.
    const form = dialog(page).getByRole('alert').filter({ hasText: text.form });
    await expect(form).toHaveCount(0);
    await dialog(page).getByRole('button', { name: text.thousand }).click();
    await expect(form).toHaveCount(0);
    // 2,500 € needs one: now it is asked for.
    await dialog(page).getByRole('button', { name: text.quick }).click();
    await expect(form).toBeVisible();
    await shot(page, `limit-meter-${language}`);

    // In the language's look (fixtures.ts, LOOKS: de light, en dark).
    await page.evaluate((colors) => {
      document.documentElement.setAttribute('data-mantine-color-scheme', colors);
    }, SCHEME_OF[language]);
    expect(await seriousViolations(page)).toEqual([]);
  });
}

test('the meter counts every offer of the issuer', async ({ investorPage: page, baseURL, user }) => {
  const assets = (await (await page.request.get('/api/asset-types')).json()) as {
    id: number;
    name: string;
  }[];
  const bees = assets.find((asset) => asset.name === BEES.name.de);
  const response = await investThroughApi(page.request, baseURL, user, bees?.id ?? 0, '600.00');
  expect(response.status(), await response.text()).toBe(201);
  await openWith(page, '/marketplace', 'de');
  await card(page, SHEEP.name.de).getByRole('button', { name: TEXT.de.invest }).click();
  const meter = dialog(page).getByTestId('limit-meter');
  await expect(meter).toContainText(TEXT.de.used(TEXT.de.six), SLOW);
  await expect(meter).toContainText('noch 400,00 € investieren');
  // 500 € more would be 1,100 €: now the self-disclosure is asked for already at the default amount.
  await expect(dialog(page).getByRole('alert').filter({ hasText: TEXT.de.form })).toBeVisible();
});

test('the amount is offered with the meter, not before it: nothing moves under a tap', async ({
  signedInPage: page,
}) => {
  // The room answered only when the test says so: the moment the meter's figures arrive is the test's.
  let answer: () => void = () => {};
  const held = new Promise<void>((resolve) => {
    answer = resolve;
  });
  await page.route(/\/trpc\/[^?]*investments\.room/, async (route) => {
    await held;
    await route.continue();
  });
  await openWith(page, '/marketplace', 'de');
  await card(page, BEES.name.de).getByRole('button', { name: TEXT.de.invest }).click();
  await expect(
    dialog(page).getByRole('status').filter({ hasText: 'Ihre Anlagegrenze wird geladen' }),
  ).toBeVisible(SLOW);
  // Before the figures: no amount to tap (the meter would push it down), no step on.
  await expect(dialog(page).getByRole('button', { name: TEXT.de.thousand })).toHaveCount(0);
  await expect(dialog(page).getByRole('button', { name: 'Weiter' })).toBeDisabled();
  answer();
  await expect(dialog(page).getByTestId('limit-meter')).toContainText(TEXT.de.meter, SLOW);
  await dialog(page).getByRole('button', { name: TEXT.de.thousand }).click();
  await expect(dialog(page).getByRole('textbox', { name: 'Investitionsbetrag' })).toHaveValue('1000 €');
  await expect(dialog(page).getByRole('button', { name: 'Weiter' })).toBeEnabled();
});
