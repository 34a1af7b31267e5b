/**
 * /statistik (issue 35, decision 0075): per project and year the share of payments on time, late and in
 * default, and what was repaid, with the method. Tables only: each is the accessible form of the figures.
 */
import { Badge, Group, Loader, Stack, Table, Text, Title } from '@mantine/core';
import { type PaymentFigures, shareOf } from '@wurzelwerk/shared';
import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { ErrorAlert } from '../../components/ErrorAlert';
import { type Column, TableHead } from '../../components/TableHead';
import { useFormat } from '../../lib/format';
import { useFailureText } from '../../lib/serverMessage';
import { trpc } from '../../lib/trpc';
import { MessageList, Section, TrustPage } from './TrustPage';

const METHOD = [
  'statistics.method.due',
  'statistics.method.onTime',
  'statistics.method.late',
  'statistics.method.default',
  'statistics.method.repaid',
  'statistics.method.sample',
] as const;

/** The year, then its figures (aligned right). */
const COLUMNS: readonly Column[] = [
  { label: 'statistics.table.year' },
  ...(
    [
      'statistics.table.due',
      'statistics.table.onTime',
      'statistics.table.late',
      'statistics.table.default',
      'statistics.table.principal',
      'statistics.table.interest',
    ] as const
  ).map((label) => ({ label, align: 'right' as const })),
];

function FiguresTable({ caption, years }: { caption: ReactNode; years: PaymentFigures[] }) {
  const intl = useIntl();
  const format = useFormat();
  const share = (count: number, due: number) =>
    intl.formatMessage(
      { id: 'statistics.table.share' },
      {
        count: intl.formatNumber(count),
        share: intl.formatNumber(shareOf(count, due), { style: 'percent', maximumFractionDigits: 1 }),
      },
    );
  return (
    <Table.ScrollContainer minWidth={720}>
      <Table withTableBorder captionSide="top">
        <Table.Caption>{caption}</Table.Caption>
        <TableHead columns={COLUMNS} />
        <Table.Tbody>
          {years.map((row) => (
            <Table.Tr key={row.year}>
              <Table.Th scope="row">{row.year}</Table.Th>
              <Table.Td ta="right">{intl.formatNumber(row.due)}</Table.Td>
              <Table.Td ta="right">{share(row.onTime, row.due)}</Table.Td>
              <Table.Td ta="right">{share(row.late, row.due)}</Table.Td>
              <Table.Td ta="right">{share(row.inDefault, row.due)}</Table.Td>
              <Table.Td ta="right">{format.cents(row.repaidPrincipalCents)}</Table.Td>
              <Table.Td ta="right">{format.cents(row.paidInterestCents)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

export default function StatisticsPage() {
  const format = useFormat();
  const failureText = useFailureText();
  const statistics = trpc.statistics.payments.useQuery();
  const data = statistics.data;
  return (
    <TrustPage
      page="page.statistics"
      description="meta.statistics"
      title="statistics.title"
      intro="statistics.intro"
      introValues={{ date: data ? format.day(data.asOf) : '…' }}
    >
      <Section id="statistics-method" title="statistics.method.title">
        <MessageList items={METHOD} />
      </Section>
      {statistics.isError && <ErrorAlert>{failureText(statistics.error)}</ErrorAlert>}
      {statistics.isPending && <Loader aria-label="…" />}
      {data && (
        <>
          <Section id="statistics-totals" title="statistics.totals.title">
            {data.totals.length === 0 ? (
              <Text>
                <FormattedMessage id="statistics.empty" />
              </Text>
            ) : (
              <FiguresTable
                caption={<FormattedMessage id="statistics.table.totalsCaption" />}
                years={data.totals}
              />
            )}
          </Section>
          {data.projects.length > 0 && (
            <Section id="statistics-projects" title="statistics.projects.title">
              <Stack gap="lg">
                {data.projects.map((project) => (
                  <Stack key={project.assetTypeId} gap={4}>
                    <Group gap="xs">
                      <Title order={3} size="h4">
                        {project.name}
                      </Title>
                      {project.inDefault && (
                        <Badge color="red" variant="light">
                          <FormattedMessage id="statistics.inDefault" />
                        </Badge>
                      )}
                    </Group>
                    <FiguresTable
                      caption={
                        <FormattedMessage
                          id="statistics.table.caption"
                          values={{ name: project.name, issuer: project.issuer }}
                        />
                      }
                      years={project.years}
                    />
                  </Stack>
                ))}
              </Stack>
            </Section>
          )}
        </>
      )}
    </TrustPage>
  );
}
