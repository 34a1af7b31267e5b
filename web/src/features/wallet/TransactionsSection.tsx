/**
 * The wallet's transactions (issue 34): filtered by kind and period (days in Europe/Berlin), newest first,
 * a page at a time, and the same selection as a CSV file (in the page's language: decision 0065).
 */
import { Button, Group, Table, Text } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { WALLET_TRANSACTION_KINDS, type WalletFilter } from '@wurzelwerk/shared';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { DataTable } from '../../components/DataTable';
import { ErrorAlert } from '../../components/ErrorAlert';
import { ListFilter, usePeriod } from '../../components/ListFilter';
import { Panel } from '../../components/Panel';
import { ApiError, pageLanguage } from '../../lib/api';
import { saveFile } from '../../lib/download';
import { useFormat } from '../../lib/format';
import { useFailureText } from '../../lib/serverMessage';
import { trpc } from '../../lib/trpc';
import { kindLabel } from './walletTexts';

const COLUMNS = [
  { label: 'wallet.tx.date' },
  { label: 'wallet.tx.kind' },
  { label: 'wallet.tx.amount', align: 'right' },
] as const;

const PAGE = 50;

/** The exports for portfolio trackers (decision 0069): the whole history, in the page's language. */
const TRACKER_EXPORTS = [
  { path: '/api/wallet/export/portfolio-performance.csv', label: 'wallet.tx.exportPortfolioPerformance' },
  { path: '/api/wallet/export/ghostfolio.json', label: 'wallet.tx.exportGhostfolio' },
] as const;

async function download(path: string): Promise<void> {
  const response = await fetch(path, {
    credentials: 'include',
    headers: { 'Accept-Language': pageLanguage() },
  });
  if (!response.ok) throw new ApiError(response.status, await response.text(), response.statusText);
  const name = /filename="([^"]+)"/.exec(response.headers.get('Content-Disposition') ?? '')?.[1];
  saveFile(await response.blob(), name ?? 'transactions');
}

const downloadCsv = (filter: WalletFilter) =>
  download(
    `/api/wallet/transactions.csv?${new URLSearchParams(
      Object.entries(filter).filter((entry): entry is [string, string] => Boolean(entry[1])),
    )}`,
  );

export function TransactionsSection() {
  const intl = useIntl();
  const format = useFormat();
  const failureText = useFailureText();
  const [kind, setKind] = useState<string>('all');
  const period = usePeriod();
  const { from, to } = period;
  const [csvError, setCsvError] = useState<unknown>(null);
  const filter: WalletFilter = {
    ...(kind !== 'all' ? { kind: kind as WalletFilter['kind'] } : {}),
    ...(from ? { from } : {}),
    ...(to ? { to } : {}),
  };
  const list = trpc.wallet.transactions.useInfiniteQuery(
    { filter, limit: PAGE },
    { getNextPageParam: (last) => last.next ?? undefined },
  );
  const items = list.data?.pages.flatMap((page) => page.items) ?? [];
  const kindOptions = [
    { value: 'all', label: intl.formatMessage({ id: 'wallet.tx.allKinds' }) },
    ...WALLET_TRANSACTION_KINDS.map((k) => ({ value: k, label: intl.formatMessage({ id: kindLabel(k) }) })),
  ];

  return (
    <Panel
      headingId="transactions-title"
      title={<FormattedMessage id="wallet.tx.title" />}
      action={
        <Button
          variant="default"
          leftSection={<IconDownload size={16} aria-hidden />}
          onClick={() => {
            setCsvError(null);
            downloadCsv(filter).catch(setCsvError);
          }}
        >
          <FormattedMessage id="wallet.tx.csv" />
        </Button>
      }
    >
      <ListFilter
        gap="sm"
        choice={{ label: 'wallet.tx.kind', options: kindOptions, value: kind, onChange: setKind }}
        period={period}
        periodLabels={{ from: 'wallet.tx.from', to: 'wallet.tx.to' }}
      />
      <Group gap="xs">
        <Text size="sm" c="dimmed">
          <FormattedMessage id="wallet.tx.exports" />
        </Text>
        {TRACKER_EXPORTS.map((item) => (
          <Button
            key={item.path}
            size="compact-sm"
            variant="subtle"
            leftSection={<IconDownload size={14} aria-hidden />}
            onClick={() => {
              setCsvError(null);
              download(item.path).catch(setCsvError);
            }}
          >
            <FormattedMessage id={item.label} />
          </Button>
        ))}
      </Group>
      {csvError !== null && <ErrorAlert>{failureText(csvError)}</ErrorAlert>}
      {list.isError && <ErrorAlert>{failureText(list.error)}</ErrorAlert>}
      {list.isSuccess && items.length === 0 && (
        <Text c="dimmed">
          <FormattedMessage id="wallet.tx.none" />
        </Text>
      )}
      {items.length > 0 && (
        <DataTable minWidth={420} columns={COLUMNS}>
          {items.map((item) => (
            <Table.Tr key={item.id}>
              <Table.Td>{format.dateTime(item.postedAt)}</Table.Td>
              <Table.Td>
                <FormattedMessage id={kindLabel(item.kind)} />
              </Table.Td>
              <Table.Td ta="right">{format.euro(item.amountCents / 100)}</Table.Td>
            </Table.Tr>
          ))}
        </DataTable>
      )}
      {list.hasNextPage && (
        <Button
          variant="default"
          style={{ alignSelf: 'flex-start' }}
          loading={list.isFetchingNextPage}
          onClick={() => void list.fetchNextPage()}
        >
          <FormattedMessage id="wallet.tx.more" />
        </Button>
      )}
    </Panel>
  );
}
