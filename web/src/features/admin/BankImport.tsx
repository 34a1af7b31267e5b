/**
 * The bank page's statement import (issue 33): a camt.053 file chosen (or the demonstration statement
 * made by the server), previewed item by item, then applied; the result summarised.
 */
import { Alert, Badge, Button, FileInput, Group, Stack, Text, Title } from '@mantine/core';
import { type BankItemOutcome, type StatementImport, xmlText } from '@wurzelwerk/shared';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { ErrorAlert } from '../../components/ErrorAlert';
import { useFailureText } from '../../lib/serverMessage';
import { trpc } from '../../lib/trpc';
import { type Column, RecordTable } from './AdminTable';
import { DEMO_COLOUR, OutcomeText, useBankItemColumns } from './BankTexts';
import { ConsolePart } from './layout';

/** The preview: each item of the statement and what it does. */
function ItemsTable({ items }: { items: BankItemOutcome[] }) {
  const columns: Column<BankItemOutcome>[] = [
    ...useBankItemColumns(),
    {
      label: 'admin.bank.outcome',
      cell: (item) => <OutcomeText outcome={item.outcome} reason={item.reason} />,
    },
  ];
  return <RecordTable rows={items} rowKey={(item) => item.importKey} minWidth={760} columns={columns} />;
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
    // In the encoding the file declares (a bank's ISO-8859-1 as well as UTF-8).
    if (chosen) previewOf(xmlText(new Uint8Array(await chosen.arrayBuffer())), false);
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
