/**
 * "My assets": a withdrawn or lapsed investment is listed, marked, and expects nothing — no "+… / Jahr"
 * (issue 36); the committed ones show their expected return.
 */
import { expect, test } from 'bun:test';
import { MantineProvider } from '@mantine/core';
import type { Investment, InvestmentStatus } from '@wurzelwerk/shared';
import { renderToStaticMarkup } from 'react-dom/server';
import { IntlProvider } from 'react-intl';
import { MemoryRouter } from 'react-router-dom';
import { paths } from '../../config/paths';
import { catalogs } from '../../i18n/catalogs';
import { loaded } from '../../lib/queryState';
import { MyAssetsCard } from './MyAssetsCard';

const confirmed = new Date('2026-11-01T10:00:00Z');

function investment(id: string, status: InvestmentStatus, expectedAnnualReturn: string): Investment {
  return {
    id,
    quantity: 1,
    totalInvestment: '500.00',
    expectedAnnualReturn,
    status,
    createdAt: confirmed,
    confirmedAt: confirmed,
    withdrawalEndsAt: new Date('2026-11-15T23:00:00Z'),
    withdrawnAt: status === 'withdrawn' ? new Date('2026-11-03T10:00:00Z') : null,
    paymentDueAt: null,
    paidAt: status === 'paid' ? confirmed : null,
    assetType: { id: 1, name: `Wald ${id}`, imageUrl: '/media/x.svg', location: 'Harz', category: 'trees' },
  };
}

test('withdrawn and lapsed: marked, no expected return; paid and awaiting: their return', () => {
  const html = renderToStaticMarkup(
    <MantineProvider>
      <IntlProvider locale="de" messages={catalogs.de}>
        <MemoryRouter>
          <MyAssetsCard
            investPath={paths.marketplace}
            investments={loaded([
              investment('a', 'paid', '21.00'),
              investment('b', 'withdrawn', '33.00'),
              investment('c', 'lapsed', '44.00'),
            ])}
          />
        </MemoryRouter>
      </IntlProvider>
    </MantineProvider>,
  );
  const text = html.replaceAll(/<[^>]+>/g, ' ').replaceAll('\u00a0', ' ');
  expect(text).toContain('+21,00 € / Jahr');
  expect(text).not.toContain('33,00');
  expect(text).not.toContain('44,00');
  expect(text).toContain('Widerrufen');
  expect(text.match(/\/ Jahr/g)).toHaveLength(1);
});
