/**
 * /portfolio (issue 34, decision 0068): the totals, the money-weighted returns, the expected payouts of the
 * next 12 months, the investments with their schedules and — loaded lazily, so no other page's bundle
 * carries the chart library — the charts over time, each with its table.
 */

import { SimpleGrid, Stack, Table, Title } from '@mantine/core';
import { IconChartPie } from '@tabler/icons-react';
import type { Portfolio } from '@wurzelwerk/shared';
import { lazy, Suspense } from 'react';
import { FormattedMessage } from 'react-intl';
import { DataTable } from '../../components/DataTable';
import { EmptyState } from '../../components/EmptyState';
import { LoadingLine } from '../../components/LoadingStatus';
import { MessagePageHeader } from '../../components/PageHeader';
import { QueryView } from '../../components/QueryView';
import { StatTile } from '../../components/StatTile';
import type { MessageId } from '../../i18n/messages';
import { trpc } from '../../lib/trpc';
import { InvestmentsSection } from './InvestmentsSection';
import { usePortfolioFormat } from './portfolioFormat';

const PortfolioCharts = lazy(() => import('./PortfolioCharts'));

export default function PortfolioPage() {
  const portfolio = trpc.portfolio.get.useQuery();

  return (
    <Stack gap="lg">
      <MessagePageHeader title="portfolio.page.title" subtitle="portfolio.intro" />
      <QueryView query={portfolio} loading="portfolio.page.title" failed="portfolio.loadFailed">
        {(data) =>
          data.investments.length === 0 ? (
            <EmptyState
              order={2}
              icon={<IconChartPie size={28} />}
              title={<FormattedMessage id="portfolio.page.title" />}
              hint={<FormattedMessage id="portfolio.empty" />}
            />
          ) : (
            <>
              <Totals portfolio={data} />
              <Calendar calendar={data.calendar} />
              <InvestmentsSection investments={data.investments} />
              <Suspense fallback={<LoadingLine message="portfolio.charts.loading" />}>
                <PortfolioCharts portfolio={data} />
              </Suspense>
            </>
          )
        }
      </QueryView>
    </Stack>
  );
}

/** A total: its label and its figure. */
function Figure({ label, value }: { label: MessageId; value: string }) {
  return <StatTile label={<FormattedMessage id={label} />} value={value} />;
}

function Totals({ portfolio }: { portfolio: Portfolio }) {
  const format = usePortfolioFormat();
  const { totals } = portfolio;
  return (
    <SimpleGrid cols={{ base: 2, sm: 3 }} spacing="md">
      <Figure label="portfolio.totals.invested" value={format.cents(totals.investedCents)} />
      <Figure label="portfolio.totals.repaid" value={format.cents(totals.repaidCents)} />
      <Figure label="portfolio.totals.interest" value={format.cents(totals.interestReceivedCents)} />
      <Figure label="portfolio.totals.outstanding" value={format.cents(totals.outstandingCents)} />
      <Figure label="portfolio.return.realised" value={format.rate(portfolio.realisedReturn)} />
      <Figure label="portfolio.return.expected" value={format.rate(portfolio.expectedReturn)} />
    </SimpleGrid>
  );
}

const CALENDAR_COLUMNS = [
  { label: 'portfolio.col.month' },
  { label: 'portfolio.col.interest', align: 'right' },
  { label: 'portfolio.col.principal', align: 'right' },
  { label: 'portfolio.col.total', align: 'right' },
] as const;

function Calendar({ calendar }: { calendar: Portfolio['calendar'] }) {
  const format = usePortfolioFormat();
  return (
    <Stack gap="sm">
      <Title order={2} size="h3" id="portfolio-calendar">
        <FormattedMessage id="portfolio.calendar.title" />
      </Title>
      <DataTable minWidth={320} columns={CALENDAR_COLUMNS} labelledBy="portfolio-calendar">
        {calendar.map((month) => (
          <Table.Tr key={month.month}>
            <Table.Td>{format.month(month.month)}</Table.Td>
            <Table.Td ta="right">{format.cents(month.interestCents)}</Table.Td>
            <Table.Td ta="right">{format.cents(month.principalCents)}</Table.Td>
            <Table.Td ta="right">{format.cents(month.interestCents + month.principalCents)}</Table.Td>
          </Table.Tr>
        ))}
      </DataTable>
    </Stack>
  );
}
