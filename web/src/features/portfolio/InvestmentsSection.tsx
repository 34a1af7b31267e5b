/** The portfolio's investments: each with its status, paid to date, next payment and its schedule, expandable. */

import { Accordion, Group, Stack, Table, Text, Title } from '@mantine/core';
import type { PortfolioInvestment } from '@wurzelwerk/shared';
import { FormattedMessage } from 'react-intl';
import { DataTable } from '../../components/DataTable';
import { usePortfolioFormat } from './portfolioFormat';

/** The status words, one literal id each (the catalogue test finds every id used). */
const STATUS_TEXT = {
  awaiting_payment: 'portfolio.status.awaitingPayment',
  paid: 'portfolio.status.paid',
  lapsed: 'portfolio.status.lapsed',
  withdrawn: 'portfolio.status.withdrawn',
} as const;

const SCHEDULE_COLUMNS = [
  { label: 'portfolio.col.date' },
  { label: 'portfolio.col.interest', align: 'right' },
  { label: 'portfolio.col.principal', align: 'right' },
  { label: 'portfolio.col.state' },
] as const;

export function InvestmentsSection({ investments }: { investments: readonly PortfolioInvestment[] }) {
  const format = usePortfolioFormat();
  return (
    <Stack gap="sm">
      <Title order={2} size="h3">
        <FormattedMessage id="portfolio.investments.title" />
      </Title>
      <Accordion variant="separated" chevronPosition="left">
        {investments.map((investment) => {
          const next = investment.nextPayment;
          return (
            <Accordion.Item key={investment.id} value={investment.id}>
              <Accordion.Control>
                <Group justify="space-between" wrap="wrap" gap="xs">
                  <Text fw={600}>{investment.assetName}</Text>
                  <Group gap="xs">
                    <Text size="sm" fw={600}>
                      <FormattedMessage id={STATUS_TEXT[investment.status]} />
                    </Text>
                    <Text>{format.cents(investment.amountCents)}</Text>
                  </Group>
                </Group>
              </Accordion.Control>
              <Accordion.Panel>
                <Stack gap="xs">
                  <Text size="sm">
                    <FormattedMessage id="portfolio.col.paidToDate" />:{' '}
                    {format.cents(investment.paidToDateCents)}
                  </Text>
                  <Text size="sm">
                    <FormattedMessage id="portfolio.col.next" />:{' '}
                    {next ? (
                      <FormattedMessage
                        id="portfolio.next.value"
                        values={{
                          amount: format.cents(next.interestCents + next.principalCents),
                          date: format.day(next.dueDate),
                        }}
                      />
                    ) : (
                      <FormattedMessage id="portfolio.next.none" />
                    )}
                  </Text>
                  {investment.schedule ? (
                    <>
                      {investment.schedule.state === 'projected' && (
                        <Text size="sm" c="dimmed">
                          <FormattedMessage id="portfolio.schedule.projected" />
                        </Text>
                      )}
                      <DataTable
                        minWidth={320}
                        columns={SCHEDULE_COLUMNS}
                        caption={
                          <FormattedMessage
                            id="portfolio.schedule.show"
                            values={{ asset: investment.assetName }}
                          />
                        }
                      >
                        {investment.schedule.rows.map((row) => (
                          <Table.Tr key={row.number}>
                            <Table.Td>{format.day(row.dueDate)}</Table.Td>
                            <Table.Td ta="right">{format.cents(row.interestCents)}</Table.Td>
                            <Table.Td ta="right">{format.cents(row.principalCents)}</Table.Td>
                            <Table.Td>
                              <FormattedMessage id={row.paid ? 'portfolio.row.paid' : 'portfolio.row.open'} />
                            </Table.Td>
                          </Table.Tr>
                        ))}
                      </DataTable>
                    </>
                  ) : (
                    <Text size="sm" c="dimmed">
                      <FormattedMessage id="portfolio.schedule.none" />
                    </Text>
                  )}
                </Stack>
              </Accordion.Panel>
            </Accordion.Item>
          );
        })}
      </Accordion>
    </Stack>
  );
}
