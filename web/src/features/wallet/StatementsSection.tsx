/**
 * The yearly statements (Jahresübersichten, issue 34, decision 0070): one PDF per past calendar year with
 * wallet transactions, downloaded in the page's language.
 */
import { Button, Group, Text } from '@mantine/core';
import { IconFileTypePdf } from '@tabler/icons-react';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { ErrorAlert } from '../../components/ErrorAlert';
import { Panel } from '../../components/Panel';
import { ApiError, pageLanguage } from '../../lib/api';
import { saveFile } from '../../lib/download';
import { useFailureText } from '../../lib/serverMessage';
import { trpc } from '../../lib/trpc';

async function downloadStatement(year: number): Promise<void> {
  const response = await fetch(`/api/wallet/statements/${year}.pdf`, {
    credentials: 'include',
    headers: { 'Accept-Language': pageLanguage() },
  });
  if (!response.ok) throw new ApiError(response.status, await response.text(), response.statusText);
  const name = /filename="([^"]+)"/.exec(response.headers.get('Content-Disposition') ?? '')?.[1];
  saveFile(await response.blob(), name ?? `${year}.pdf`);
}

export function StatementsSection() {
  const intl = useIntl();
  const failureText = useFailureText();
  const statements = trpc.statements.list.useQuery();
  const [error, setError] = useState<unknown>(null);
  const years = statements.data?.years ?? [];

  return (
    <Panel headingId="statements-title" title={<FormattedMessage id="wallet.statements.title" />}>
      <Text c="dimmed" size="sm">
        <FormattedMessage id="wallet.statements.intro" />
      </Text>
      {statements.isError ? (
        <ErrorAlert>
          <FormattedMessage id="wallet.statements.loadFailed" />
        </ErrorAlert>
      ) : statements.isPending ? null : years.length === 0 ? (
        <Text size="sm">
          <FormattedMessage id="wallet.statements.none" />
        </Text>
      ) : (
        <Group gap="sm" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {years.map((year) => (
            <li key={year}>
              <Button
                variant="default"
                leftSection={<IconFileTypePdf size={16} aria-hidden />}
                aria-label={intl.formatMessage({ id: 'wallet.statements.download' }, { year: String(year) })}
                onClick={() => {
                  setError(null);
                  downloadStatement(year).catch(setError);
                }}
              >
                {String(year)}
              </Button>
            </li>
          ))}
        </Group>
      )}
      {error !== null && <ErrorAlert>{failureText(error)}</ErrorAlert>}
    </Panel>
  );
}
