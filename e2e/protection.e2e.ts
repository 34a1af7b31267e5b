/**
 * Investor protection before the first investment (issue 35, decision 0073): the dialog leads a newcomer
 * to the knowledge test and back without losing the chosen amount (German and English); a wrong answer is
 * explained; the loss check; /protection and the settings' application axe-clean in both themes.
 */
import type { Page } from '@playwright/test';
import { expect, type Language, openWith, seriousViolations, test } from './fixtures';
import { newUserData, registerThroughApi, signInThroughApi } from './support/accounts';
import { acknowledgeInDialog, readyToInvest } from './support/invest';
import { BEES, card, dialog, openMarketplace } from './support/marketplace';

const SLOW = { timeout: 20_000 };
test.describe.configure({ timeout: 120_000 });

/** The right option of each question, by the question's German and English text's start. */
const RIGHT = {
  de: [
    ['Was kann im schlechtesten Fall', 'Sie können es vollständig verlieren'],
    ['Was bedeutet der qualifizierte Nachrang', 'In einer Krise oder Insolvenz'],
    ['Können Sie Ihre Anlage', 'In der Regel nicht'],
    ['Ist Ihre Anlage durch die Einlagensicherung', 'Nein, es gibt keine Einlagensicherung'],
    ['Wie verringern Sie das Risiko', 'Sie verteilen kleinere Beträge'],
    ['Was gilt für die angegebene erwartete Rendite', 'Sie ist eine Prognose'],
  ],
  en: [
    ['What can happen, at worst', 'You can lose all of it'],
    ['What does the qualified subordination', 'In a crisis or insolvency'],
    ['Can you sell your investment', 'Usually not'],
    ['Is your investment protected', 'No, there is no deposit insurance'],
    ['How do you reduce the risk', 'You spread smaller amounts'],
    ['What is true of the expected return', 'It is a forecast'],
  ],
} as const;

async function answer(scope: ReturnType<typeof dialog>, language: Language, wrongFirst = false) {
  for (const [index, [question, option]] of RIGHT[language].entries()) {
    const group = scope.getByRole('radiogroup', { name: new RegExp(question) });
    if (wrongFirst && index === 0) await group.getByRole('radio').first().check();
    else await group.getByRole('radio', { name: new RegExp(`^${option}`) }).check();
  }
}

/** A newcomer who has not taken the test, signed in on `page`. */
async function newcomer(page: Page, baseURL: string | undefined) {
  const user = newUserData();
  await registerThroughApi(page.request, baseURL, user, { knowledgeTest: false });
  await signInThroughApi(page, baseURL, user);
  return user;
}

test('the dialog leads to the test, explains a wrong answer, and comes back with the amount kept', async ({
  page,
  baseURL,
}) => {
  const user = await newcomer(page, baseURL);
  // Address confirmed and birth data given: the confirm step's acknowledgement can be made (decision 0074).
  await readyToInvest(page.request, baseURL, user);
  await openMarketplace(page);
  await card(page, BEES.name.de).getByRole('button', { name: 'Jetzt investieren' }).click();
  const amount = dialog(page).getByRole('textbox', { name: 'Investitionsbetrag' });
  await dialog(page)
    .getByRole('button', { name: /^1\.000\s€$/ })
    .click();
  await expect(amount).toHaveValue('1000 €');
  await dialog(page).getByRole('button', { name: 'Weiter' }).click();

  const gate = dialog(page).getByTestId('invest-gate');
  await expect(gate.getByRole('heading', { name: 'Vor Ihrer ersten Investition' })).toBeVisible(SLOW);
  await expect(gate).toContainText(/Ihr gewählter Betrag von 1\.000,00\s€ bleibt erhalten/);
  await answer(dialog(page), 'de', true);
  await gate.getByRole('button', { name: 'Antworten prüfen' }).click();
  await expect(gate.getByRole('alert').filter({ hasText: 'Noch nicht bestanden: 5 von 6' })).toBeVisible(
    SLOW,
  );
  await expect(gate.getByRole('alert').filter({ hasText: 'nicht nur die Zinsen' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  await gate.getByRole('button', { name: 'Erneut versuchen' }).click();
  await answer(dialog(page), 'de');
  await gate.getByRole('button', { name: 'Antworten prüfen' }).click();
  await expect(gate.getByRole('status').filter({ hasText: 'Test bestanden.' })).toBeVisible(SLOW);

  // The loss check is offered: 36,000 + 20,000 − 18,000 = 38,000 € net worth, 3,800 € bearable.
  await gate.getByRole('textbox', { name: 'Jährliches Nettoeinkommen' }).fill('36000');
  await gate.getByRole('textbox', { name: 'Liquides Vermögen' }).fill('20000');
  await gate.getByRole('textbox', { name: 'Jährliche feste Verpflichtungen' }).fill('18000');
  await gate.getByRole('button', { name: 'Berechnen' }).click();
  const result = gate.getByTestId('loss-check-result');
  await expect(result.getByRole('row', { name: /Nettovermögen/ })).toContainText(/38\.000,00\s€/, SLOW);
  await expect(result.getByRole('row', { name: /Verlust, den Sie tragen könnten/ })).toContainText(
    /3\.800,00\s€/,
  );
  await expect(result.getByRole('row', { name: /Gesonderter Risikohinweis ab/ })).toContainText(
    /1\.900,00\s€/,
  );

  await gate.getByRole('button', { name: 'Weiter zur Investition' }).click();
  await expect(dialog(page).getByRole('tab', { name: 'Zahlung' })).toHaveAttribute('aria-selected', 'true');
  await dialog(page).getByRole('tab', { name: 'Betrag' }).click();
  await expect(amount).toHaveValue('1000 €');
  await dialog(page).getByRole('tab', { name: 'Bestätigen' }).click();
  // 1,000 € is below the warning's 1,900 €: no separate warning.
  await expect(dialog(page).getByText('Gesonderter Risikohinweis')).toBeHidden();
  await acknowledgeInDialog(page, dialog(page), user);
  await dialog(page).getByRole('button', { name: 'Zahlungspflichtig investieren' }).click();
  await expect(
    dialog(page).getByText('Investment erfolgreich getätigt! Sie erhalten eine Bestätigungs-E-Mail.'),
  ).toBeVisible(SLOW);

  const status = await (await page.request.get('/api/protection')).json();
  expect(status.knowledgeTest).not.toBeNull();
  expect(status.lossCheck).toMatchObject({ netWorthCents: 3_800_000, bearableLossCents: 380_000 });
});

test('in English: the gate, the test and back to the amount', async ({ page, baseURL }) => {
  await newcomer(page, baseURL);
  await openWith(page, '/marketplace', 'en');
  await card(page, BEES.name.en).getByRole('button', { name: 'Invest now' }).click();
  const amount = dialog(page).getByRole('textbox', { name: 'Investment amount' });
  await amount.fill('750');
  await dialog(page).getByRole('button', { name: 'Next' }).click();
  const gate = dialog(page).getByTestId('invest-gate');
  await expect(gate.getByRole('heading', { name: 'Before your first investment' })).toBeVisible(SLOW);
  await expect(gate).toContainText(/Your chosen amount of €750\.00 is kept/);
  // Back to the amount without taking it: the amount is still there, and "next" leads to the test again.
  await gate.getByRole('button', { name: 'Back to the amount' }).click();
  await expect(amount).toHaveValue('750 €');
  await dialog(page).getByRole('button', { name: 'Next' }).click();
  await answer(dialog(page), 'en');
  await gate.getByRole('button', { name: 'Check answers' }).click();
  await expect(gate.getByRole('status').filter({ hasText: 'Test passed.' })).toBeVisible(SLOW);
  await gate.getByRole('button', { name: 'Continue to the investment' }).click();
  await expect(dialog(page).getByRole('tab', { name: 'Payment' })).toHaveAttribute('aria-selected', 'true');
  await dialog(page).getByRole('tab', { name: 'Amount' }).click();
  await expect(amount).toHaveValue('750 €');
});

for (const scheme of ['light', 'dark'] as const) {
  test(`/protection and the settings' application are axe-clean (${scheme})`, async ({
    signedInPage: page,
  }) => {
    await openWith(page, '/protection', 'de', scheme);
    await expect(page.getByRole('heading', { level: 1, name: 'Anlegerschutz' })).toBeVisible(SLOW);
    await expect(page.getByTestId('knowledge-test-status')).toContainText('Bestanden am', SLOW);
    expect(await seriousViolations(page)).toEqual([]);

    await openWith(page, '/settings', 'de', scheme);
    await expect(page.getByRole('heading', { name: 'Erfahrener Anleger' })).toBeVisible(SLOW);
    const criteria = page.getByRole('group', { name: 'Kriterien, die auf Sie zutreffen' });
    await criteria.getByRole('checkbox', { name: /Bruttoeinkommen/ }).check();
    await criteria.getByRole('checkbox', { name: /Berufserfahrung im Finanzsektor/ }).check();
    await page
      .getByRole('textbox', { name: 'Ihre Nachweise' })
      .fill('Gehaltsnachweis 2025; seit 2019 bei einer Bank.');
    await page.getByRole('button', { name: 'Antrag stellen' }).click();
    await expect(page.getByTestId('sophisticated-state')).toContainText('wird geprüft', SLOW);
    expect(await seriousViolations(page)).toEqual([]);
  });
}
