/**
 * The bank page's statement import (issue 33): a camt.053 file chosen (or the demonstration statement
 * made by the server), previewed item by item, then applied; the result summarised.
 */
import { Alert, Badge, Button, FileInput, Group, Stack, Table, Text, Title } from '@mantine/core';
import type { BankItemOutcome, StatementImport } from '@wurzelwerk/shared';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { ErrorAlert } from '../../components/ErrorAlert';
import { useFormat } from '../../lib/format';
import { useFailureText } from '../../lib/serverMessage';
import { trpc } from '../../lib/trpc';
import { AdminTable } from './AdminTable';
import { DEMO_COLOUR, OutcomeText } from './BankTexts';
import { ConsolePart } from './layout';

const PREVIEW_COLUMNS = [
  'admin.field.date',
  'admin.bank.counterparty',
  'admin.bank.amount',
  'admin.bank.reference',
  'admin.bank.outcome',
] as const;

function ItemsTable({ items }: { items: BankItemOutcome[] }) {
  const format = useFormat();
  return (
    <AdminTable minWidth={760} columns={PREVIEW_COLUMNS}>
      {items.map((item) => (
        <Table.Tr key={item.importKey}>
          <Table.Td>{format.date(item.bookingDate)}</Table.Td>
          <Table.Td>{item.counterpartyName ?? '–'}</Table.Td>
          <Table.Td>
            {format.euro((item.direction === 'debit' ? -item.amountCents : item.amountCents) / 100)}
          </Table.Td>
          <Table.Td style={{ wordBreak: 'break-all' }}>{item.remittance || '–'}</Table.Td>
          <Table.Td>
            <OutcomeText outcome={item.outcome} reason={item.reason} />
          </Table.Td>
        </Table.Tr>
      ))}
    </AdminTable>
  );
}

const count = (result: StatementImport, outcome: BankItemOutcome['outcome']) =>
  result.items.filter((item) => item.outcome === outcome).length;

/** The numbers of an import's summary line (previewed or applied). */
const summaryOf = (result: StatementImport) => ({
  items: result.items.length,
  paid: count(result, 'paid'),
  exceptions: count(result, 'exception'),
  duplicates: count(result, 'duplicate'),
});

export function BankImport() {
  const intl = useIntl();
  const failureText = useFailureText();
  const utils = trpc.useUtils();
  const [file, setFile] = useState<File | null>(null);
  const [source, setSource] = useState<{ xml: string; demo: boolean } | null>(null);
  const [preview, setPreview] = useState<StatementImport | null>(null);
  const [applied, setApplied] = useState<StatementImport | null>(null);
  const run = trpc.admin.bank.importStatement.useMutation();
  const demo = trpc.admin.bank.demoStatement.useMutation();

  const previewOf = (xml: string, isDemo: boolean) => {
    setSource({ xml, demo: isDemo });
    setApplied(null);
    setPreview(null);
    run.mutate({ xml, preview: true }, { onSuccess: setPreview });
  };
  const choose = async (chosen: File | null) => {
    setFile(chosen);
    if (chosen) previewOf(await chosen.text(), false);
    else setSource(null);
  };
  const apply = () => {
    if (!source) return;
    run.mutate(
      { xml: source.xml },
      {
        onSuccess: (result) => {
          setApplied(result);
          setPreview(null);
          void utils.admin.invalidate();
        },
      },
    );
  };
  const error = run.error ?? demo.error;

  return (
    <ConsolePart headingId="bank-import" title="admin.bank.importTitle">
      <Group align="flex-end" gap="md">
        <FileInput
          label={intl.formatMessage({ id: 'admin.bank.file' })}
          description={intl.formatMessage({ id: 'admin.bank.fileHint' })}
          accept=".xml,application/xml,text/xml"
          value={file}
          onChange={(chosen) => void choose(chosen)}
          clearable
          w={360}
        />
        <Stack gap={4}>
          <Badge color={DEMO_COLOUR} autoContrast>
            <FormattedMessage id="admin.bank.demoBadge" />
          </Badge>
          <Button
            variant="default"
            loading={demo.isPending}
            onClick={() =>
              demo.mutate({ unknownCredit: true }, { onSuccess: (made) => previewOf(made.xml, true) })
            }
          >
            <FormattedMessage id="admin.bank.demoButton" />
          </Button>
        </Stack>
      </Group>
      {error && (
        <ErrorAlert title={intl.formatMessage({ id: 'admin.bank.importFailed' })}>
          {failureText(error)}
        </ErrorAlert>
      )}
      {preview && source && (
        <Stack gap="sm">
          <Group gap="xs">
            <Title order={4}>
              <FormattedMessage id="admin.bank.previewTitle" />
            </Title>
            {source.demo && (
              <Badge color={DEMO_COLOUR} autoContrast>
                <FormattedMessage id="admin.bank.demoBadge" />
              </Badge>
            )}
          </Group>
          {source.demo && (
            <Alert
              color="yellow"
              variant="light"
              title={intl.formatMessage({ id: 'admin.bank.demoBadge' })}
              styles={{ title: { color: 'var(--mantine-color-text)' } }}
            >
              <FormattedMessage id="admin.bank.demoNotice" />
            </Alert>
          )}
          <Text size="sm">
            <FormattedMessage id="admin.bank.summary" values={summaryOf(preview)} />
          </Text>
          <ItemsTable items={preview.items} />
          <Group>
            <Button onClick={apply} loading={run.isPending}>
              <FormattedMessage id="admin.bank.apply" />
            </Button>
          </Group>
        </Stack>
      )}
      {applied && (
        // Plain text, not a tinted alert: it stays readable behind a dialog's overlay (axe, light scheme).
        <Stack gap={2} role="status">
          <Text fw={700}>
            <FormattedMessage id="admin.bank.appliedTitle" />
          </Text>
          <Text size="sm">
            <FormattedMessage id="admin.bank.summaryApplied" values={summaryOf(applied)} />
          </Text>
        </Stack>
      )}
    </ConsolePart>
  );
}
