/**
 * Paying in from the investor's side (issue 33): the payment step offers the bank transfer (the other
 * methods listed as not available yet) and says that on the demonstration account nothing is to be
 * transferred; after the confirmation the dialog shows the instructions — IBAN, reference, amount, deadline
 * and the GiroCode — and the dashboard lists the investment as awaiting its payment, apart from the totals.
 * German in the light theme, English in the dark one; axe-clean at every stop.
 */
import { expect, openWith, seriousViolations, test } from './fixtures';
import { acknowledgeInDialog, readyToInvest } from './support/invest';
import { BEES, cards, dialog } from './support/marketplace';

const SLOW = { timeout: 20_000 };
/** The demonstration escrow account's IBAN (server/src/banking/escrow.ts), in groups of four as shown. */
const DEMO_IBAN = 'DE50 0000 0000 0123 4567 89';

const TEXTS = {
  de: {
    invest: 'Jetzt investieren',
    next: 'Weiter',
    payment: 'Zahlung',
    bank: /Banküberweisung/,
    card: /Kreditkarte/,
    noTransfer: 'Überweisen Sie kein Geld',
    confirm: 'Zahlungspflichtig investieren',
    confirmed: 'Investment erfolgreich getätigt! Sie erhalten eine Bestätigungs-E-Mail.',
    demoWarning: 'Demonstrationskonto – bitte nichts überweisen',
    qr: 'GiroCode für diese Überweisung',
    amount: /500,00\s€/,
    toDashboard: 'Zum Dashboard',
    assets: 'Meine Assets',
    awaiting: 'Zahlung ausstehend',
    coins: 'Coins',
    zero: /^0,00\s€$/,
    locale: 'de-DE',
    date: { day: '2-digit', month: '2-digit', year: 'numeric' },
    shellNote: 'Demonstration – bitte nichts überweisen',
  },
  en: {
    invest: 'Invest now',
    next: 'Next',
    payment: 'Payment',
    bank: /Bank transfer/,
    card: /Credit card/,
    noTransfer: 'Do not transfer any money',
    confirm: 'Invest with obligation to pay',
    confirmed: 'Investment successful! You will receive a confirmation e-mail.',
    demoWarning: 'Demonstration account – please do not transfer anything',
    qr: 'GiroCode for this transfer',
    amount: /€500\.00/,
    toDashboard: 'Go to the dashboard',
    assets: 'My assets',
    awaiting: 'Payment pending',
    coins: 'Coins',
    zero: /^€0\.00$/,
    locale: 'en-GB',
    date: { day: 'numeric', month: 'short', year: 'numeric' },
    shellNote: 'Demonstration – please transfer nothing',
  },
} as const;

for (const [language, scheme] of [
  ['de', 'light'],
  ['en', 'dark'],
] as const) {
  test(`invest, see how to pay, find it awaiting its payment on the dashboard (${language}, ${scheme})`, async ({
    signedInPage: page,
    user,
    baseURL,
  }) => {
    // Four axe checks and an investment on a machine shared with other suites.
    test.setTimeout(150_000);
    const t = TEXTS[language];
    await readyToInvest(page.request, baseURL, user);
    await openWith(page, '/marketplace', language, scheme);
    await expect(cards(page)).toHaveCount(16, SLOW);
    await expect(page.getByRole('note', { name: t.shellNote })).toBeVisible();
    await cards(page)
      .filter({ hasText: BEES.name[language] })
      .getByRole('button', { name: t.invest })
      .click();
    await expect(dialog(page)).toBeVisible();
    await dialog(page).getByRole('button', { name: t.next }).click();

    // The payment step: bank transfer chosen, the others listed but not available; the demo's warning.
    await expect(dialog(page).getByRole('tab', { name: t.payment })).toHaveAttribute('aria-selected', 'true');
    await expect(dialog(page).getByRole('radio', { name: t.bank })).toBeChecked();
    await expect(dialog(page).getByRole('radio', { name: t.card })).toBeDisabled();
    await expect(dialog(page).getByTestId('invest-payment-note')).toContainText(t.noTransfer);
    expect(await seriousViolations(page)).toEqual([]);
    await dialog(page).getByRole('button', { name: t.next }).click();

    // The confirm step (issue 35): the sheet opened, both confirmations, name and birth data as in the profile.
    await acknowledgeInDialog(page, dialog(page), user, language);
    expect(await seriousViolations(page)).toEqual([]);
    await dialog(page).getByRole('button', { name: t.confirm }).click();

    // The success step: the instructions of the new investment.
    await expect(dialog(page).getByText(t.confirmed)).toBeVisible(SLOW);
    await expect(dialog(page).getByText(t.demoWarning)).toBeVisible(SLOW);
    const [investment] = (await (await page.request.get('/api/investments')).json()) as {
      id: string;
      paymentDueAt: string;
      informationSheetVersion: string;
    }[];
    expect(investment?.informationSheetVersion).toMatch(/^[0-9a-f]{64}$/);
    const payment = (await (await page.request.get(`/api/investments/${investment?.id}/payment`)).json()) as {
      reference: string;
    };
    const table = dialog(page).getByRole('table');
    await expect(table).toContainText(DEMO_IBAN);
    await expect(table).toContainText(payment.reference.replace(/(.{4})(?=.)/g, '$1 '));
    await expect(table).toContainText(t.amount);
    const due = new Intl.DateTimeFormat(t.locale, t.date).format(new Date(investment?.paymentDueAt ?? 0));
    await expect(table).toContainText(due);
    const qr = dialog(page).getByRole('img', { name: t.qr });
    await expect(qr).toBeVisible();
    expect(await qr.getAttribute('src')).toMatch(/^data:image\/svg\+xml/);
    expect(await seriousViolations(page)).toEqual([]);

    // The dashboard: listed as awaiting its payment with the deadline; the totals count paid ones only.
    await dialog(page).getByRole('link', { name: t.toDashboard }).click();
    await expect(dialog(page)).toBeHidden();
    const assets = page.getByRole('region', { name: t.assets });
    await expect(assets.getByRole('listitem', { name: BEES.name[language] })).toContainText(t.awaiting, SLOW);
    await expect(assets).toContainText(due);
    await expect(page.getByTestId('awaiting-payment')).toContainText(t.amount);
    await expect(
      page.getByText(t.coins, { exact: true }).locator('xpath=following-sibling::*[1]'),
    ).toHaveText(t.zero);
    expect(await seriousViolations(page)).toEqual([]);
  });
}
