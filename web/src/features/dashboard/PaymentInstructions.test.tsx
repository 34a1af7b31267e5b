/**
 * Paying in (issue 33) on the dashboard: an investment awaiting its payment is marked with its deadline
 * and offers the instructions; the instructions show account, amount, reference and the GiroCode, and the
 * demonstration warning on the sample account — in German and English.
 */
import { describe, expect, test } from 'bun:test';
import { MantineProvider } from '@mantine/core';
import type { Investment, PaymentInstructions } from '@wurzelwerk/shared';
import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { IntlProvider } from 'react-intl';
import { MemoryRouter } from 'react-router-dom';
import { paths } from '../../config/paths';
import { catalogs } from '../../i18n/catalogs';
import { loaded } from '../../lib/queryState';
import { MyAssetsCard } from './MyAssetsCard';
import { PaymentInstructionsView } from './PaymentInstructionsView';

const DAY = 86_400_000;
const now = Date.now();

function investment(id: string, status: Investment['status']): Investment {
  return {
    id,
    quantity: 1,
    totalInvestment: '750.00',
    expectedAnnualReturn: '30.00',
    status,
    createdAt: new Date(now - DAY),
    confirmedAt: new Date(now - DAY),
    withdrawalEndsAt: new Date(now + 13 * DAY),
    withdrawnAt: null,
    paymentDueAt: status === 'awaiting_payment' ? new Date(Date.UTC(2026, 11, 12, 12)) : null,
    paidAt: status === 'paid' ? new Date(now) : null,
    assetType: { id: 1, name: `Wald ${id}`, imageUrl: '/x.svg', location: 'Harz', category: 'trees' },
  };
}

const instructions = (demo: boolean): PaymentInstructions => ({
  investmentId: 'a',
  holder: 'Wurzelwerk Treuhand (Demo)',
  iban: 'DE50000000000123456789',
  bic: demo ? null : 'COBADEFFXXX',
  amount: '750.00',
  dueAt: new Date(Date.UTC(2026, 11, 12, 12)),
  reference: 'RF18W0123456789ABCDEF0123',
  demo,
  giroCodeSvg: '<svg xmlns="http://www.w3.org/2000/svg"></svg>',
});

function render(node: ReactNode, locale: 'de' | 'en' = 'de') {
  const html = renderToStaticMarkup(
    <MantineProvider>
      <IntlProvider locale={locale} messages={catalogs[locale]}>
        <MemoryRouter>{node}</MemoryRouter>
      </IntlProvider>
    </MantineProvider>,
  );
  return { html, text: html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ') };
}

describe('payment on the dashboard', () => {
  test('an awaiting investment shows "Zahlung ausstehend", its deadline and the instructions button; a paid one none', () => {
    const { text } = render(
      <MyAssetsCard
        investments={loaded([
          investment('a', 'awaiting_payment'),
          investment('b', 'paid'),
          investment('c', 'lapsed'),
        ])}
        investPath={paths.marketplace}
        onPay={() => undefined}
      />,
    );
    expect(text).toContain('Zahlung ausstehend');
    expect(text).toContain('Zahlung bis 12.12.2026');
    expect(text.split('Zahlungsdaten').length - 1).toBe(1);
    expect(text).toContain('Unbezahlt beendet');
    const english = render(
      <MyAssetsCard
        investments={loaded([investment('a', 'awaiting_payment')])}
        investPath={paths.marketplace}
        onPay={() => undefined}
      />,
      'en',
    ).text;
    expect(english).toContain('Payment pending');
    expect(english).toContain('Payment details');
  });

  test('the instructions: account, amount, reference in groups, the GiroCode image, the demo warning only on the demo account', () => {
    const demo = render(<PaymentInstructionsView instructions={instructions(true)} />);
    expect(demo.text).toContain('DE50 0000 0000 0123 4567 89');
    expect(demo.text).toContain('RF18 W012 3456 789A BCDE F012 3');
    expect(demo.text).toContain('750,00');
    expect(demo.text).toContain('Demonstrationskonto');
    expect(demo.html).toContain('alt="GiroCode für diese Überweisung"');
    expect(demo.html).toContain('src="data:image/svg+xml;charset=utf-8,%3Csvg');
    expect(demo.text).not.toContain('BIC');
    const real = render(<PaymentInstructionsView instructions={instructions(false)} />, 'en');
    expect(real.text).not.toContain('Demonstration account');
    expect(real.text).toContain('COBADEFFXXX');
    expect(real.html).toContain('alt="GiroCode for this transfer"');
  });
});
