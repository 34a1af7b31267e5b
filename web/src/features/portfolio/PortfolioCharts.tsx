/**
 * The portfolio's charts (issue 34, decision 0068), a module of its own loaded with React.lazy: @mantine/charts
 * on recharts stays out of every other page's bundle. Each chart is labelled by its heading and has a table
 * alternative behind a toggle; colours are Mantine's theme colours, so both themes hold.
 */
import '@mantine/charts/styles.css';
import { AreaChart, BarChart, LineChart } from '@mantine/charts';
import { Button, Paper, Stack, Table, Title } from '@mantine/core';
import type { Portfolio } from '@wurzelwerk/shared';
import { type ReactNode, useId, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { DataTable } from '../../components/DataTable';
import type { MessageId } from '../../i18n/messages';
import { usePortfolioFormat } from './portfolioFormat';

type Cell = string;

function ChartBlock({
  title,
  columns,
  rows,
  children,
}: {
  title: MessageId;
  columns: readonly MessageId[];
  rows: readonly Cell[][];
  children: ReactNode;
}) {
  const [table, setTable] = useState(false);
  const id = useId();
  return (
    <Paper withBorder radius="md" p="md">
      <Stack gap="sm">
        <Title order={3} size="h4" id={`${id}-title`}>
          <FormattedMessage id={title} />
        </Title>
        <figure aria-labelledby={`${id}-title`} data-testid="portfolio-chart" style={{ margin: 0 }}>
          {children}
        </figure>
        <Button
          variant="subtle"
          size="compact-sm"
          aria-expanded={table}
          aria-controls={`${id}-table`}
          onClick={() => setTable((shown) => !shown)}
          style={{ alignSelf: 'flex-start' }}
        >
          <FormattedMessage id={table ? 'portfolio.charts.hideTable' : 'portfolio.charts.showTable'} />
        </Button>
        <div id={`${id}-table`} hidden={!table}>
          <DataTable
            minWidth={320}
            labelledBy={`${id}-title`}
            columns={columns.map((label, index) => ({
              label,
              align: index === 0 ? undefined : ('right' as const),
            }))}
          >
            {rows.map((cells) => (
              <Table.Tr key={cells[0]}>
                {cells.map((cell, index) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: the columns are fixed
                  <Table.Td key={index} ta={index === 0 ? undefined : 'right'}>
                    {cell}
                  </Table.Td>
                ))}
              </Table.Tr>
            ))}
          </DataTable>
        </div>
      </Stack>
    </Paper>
  );
}

/** A series of the timeline: its field (in cents), its name in the legend and table, its colour. */
interface TimelineSeries {
  key: 'outstanding' | 'cumulative' | 'paid' | 'expected';
  label: MessageId;
  color: string;
}

const CAPITAL: readonly TimelineSeries[] = [
  { key: 'outstanding', label: 'portfolio.series.outstanding', color: 'var(--mantine-color-blue-6)' },
  { key: 'cumulative', label: 'portfolio.series.cumulative', color: 'var(--mantine-color-teal-6)' },
];

const PAYOUTS: readonly TimelineSeries[] = [
  { key: 'paid', label: 'portfolio.series.paid', color: 'var(--mantine-color-teal-6)' },
  { key: 'expected', label: 'portfolio.series.expected', color: 'var(--mantine-color-gray-5)' },
];

export default function PortfolioCharts({ portfolio }: { portfolio: Portfolio }) {
  const intl = useIntl();
  const format = usePortfolioFormat();
  const label = (id: MessageId) => intl.formatMessage({ id });
  const euros = (value: number) => intl.formatNumber(value, { style: 'currency', currency: 'EUR' });
  // Euros for the charts' axes only: the tables show the cents formatted exactly.
  const timeline = portfolio.timeline.map((m) => ({
    month: format.month(m.month),
    outstanding: m.outstandingCents / 100,
    cumulative: m.cumulativeCents / 100,
    paid: m.paidCents / 100,
    expected: m.expectedCents / 100,
  }));
  const impact = portfolio.impact.map((m) => ({ month: format.month(m.month), co2: m.co2Kg }));
  /** A timeline chart's block: its table's columns and rows, and the chart's series. */
  const timelineBlock = (
    title: MessageId,
    series: readonly TimelineSeries[],
  ): { title: MessageId; columns: MessageId[]; rows: Cell[][] } => ({
    title,
    columns: ['portfolio.col.month', ...series.map((s) => s.label)],
    rows: portfolio.timeline.map((m) => [
      format.month(m.month),
      ...series.map((s) => format.cents(m[`${s.key}Cents`])),
    ]),
  });
  const chartSeries = (series: readonly TimelineSeries[]) =>
    series.map((s) => ({ name: s.key, label: label(s.label), color: s.color }));

  return (
    <Stack gap="md">
      <Title order={2} size="h3">
        <FormattedMessage id="portfolio.charts.title" />
      </Title>
      <ChartBlock {...timelineBlock('portfolio.charts.capital', CAPITAL)}>
        <LineChart
          h={240}
          data={timeline}
          dataKey="month"
          valueFormatter={euros}
          withLegend
          curveType="stepAfter"
          withDots={false}
          series={chartSeries(CAPITAL)}
        />
      </ChartBlock>
      <ChartBlock {...timelineBlock('portfolio.charts.payouts', PAYOUTS)}>
        <BarChart
          h={240}
          data={timeline}
          dataKey="month"
          type="stacked"
          valueFormatter={euros}
          withLegend
          series={chartSeries(PAYOUTS)}
        />
      </ChartBlock>
      <ChartBlock
        title="portfolio.charts.impact"
        columns={['portfolio.col.month', 'portfolio.series.co2']}
        rows={portfolio.impact.map((m) => [format.month(m.month), format.kg(m.co2Kg)])}
      >
        <AreaChart
          h={240}
          data={impact}
          dataKey="month"
          valueFormatter={format.kg}
          withDots={false}
          series={[
            { name: 'co2', label: label('portfolio.series.co2'), color: 'var(--mantine-color-green-6)' },
          ]}
        />
      </ChartBlock>
    </Stack>
  );
}
