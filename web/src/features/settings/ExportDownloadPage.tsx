/**
 * The page of the data export's mailed link (`/export?token=…`, issue 31). Opening the link downloads
 * nothing — a mail scanner that fetches it gets this page and no data. The signed-in owner downloads with
 * the button: a POST with the token, which the server answers only for the link's own account and then
 * uses up. Signed out, the page leads to sign-in and back; the token stays in this tab, out of the address.
 */
import { Anchor, Button, Paper, Stack, Text } from '@mantine/core';
import { IconDownload, IconLogin } from '@tabler/icons-react';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { ErrorAlert, OutcomeAlert } from '../../components/ErrorAlert';
import { MessagePageHeader } from '../../components/PageHeader';
import { paths } from '../../config/paths';
import { ApiError, pageLanguage } from '../../lib/api';
import { saveFile } from '../../lib/download';
import { forgetLinkToken, useLinkToken } from '../../lib/linkToken';
import { signInReturningTo } from '../../lib/returnPath';
import { useSession } from '../../lib/session';
import { downloadName } from './settingsRules';

const DOWNLOAD_PATH = '/api/account/export/download';

/** Downloads the export the token stands for and hands it to the browser; resolves with the file name. */
async function downloadWithToken(token: string): Promise<string> {
  const response = await fetch(DOWNLOAD_PATH, {
    method: 'POST',
    credentials: 'include',
    headers: { 'Content-Type': 'application/json', 'Accept-Language': pageLanguage() },
    body: JSON.stringify({ token }),
  });
  if (!response.ok) throw new ApiError(response.status, await response.text(), response.statusText);
  const name = downloadName(response.headers.get('Content-Disposition'), new Date());
  saveFile(await response.blob(), name);
  return name;
}

type State =
  | { kind: 'idle' }
  | { kind: 'pending' }
  | { kind: 'done'; file: string }
  | { kind: 'failed'; message: string };

function DownloadButton({ token }: { token: string }) {
  const intl = useIntl();
  const [state, setState] = useState<State>({ kind: 'idle' });
  async function start() {
    setState({ kind: 'pending' });
    try {
      const file = await downloadWithToken(token);
      forgetLinkToken(paths.exportDownload);
      setState({ kind: 'done', file });
    } catch (error) {
      const message = error instanceof ApiError ? error.serverMessage : undefined;
      setState({ kind: 'failed', message: message ?? intl.formatMessage({ id: 'error.generic' }) });
    }
  }
  if (state.kind === 'done')
    return (
      <OutcomeAlert tone="success">
        <FormattedMessage id="settings.export.downloaded" values={{ file: state.file }} />
      </OutcomeAlert>
    );
  return (
    <>
      <Button
        leftSection={<IconDownload size={16} aria-hidden />}
        loading={state.kind === 'pending'}
        onClick={start}
      >
        <FormattedMessage id="exportPage.button" />
      </Button>
      {state.kind === 'failed' && <ErrorAlert>{state.message}</ErrorAlert>}
    </>
  );
}

export default function ExportDownloadPage() {
  // Read once, then out of the address bar (lib/linkToken.ts).
  const token = useLinkToken();
  const user = useSession();
  let content: React.ReactNode;
  if (!token) {
    content = (
      <ErrorAlert>
        <FormattedMessage id="auth.incompleteLink" />
      </ErrorAlert>
    );
  } else if (!user) {
    content = (
      <>
        <Text size="sm">
          <FormattedMessage id="exportPage.signIn" />
        </Text>
        <Button
          component={Link}
          to={signInReturningTo(paths.exportDownload)}
          leftSection={<IconLogin size={16} aria-hidden />}
        >
          <FormattedMessage id="exportPage.signInButton" />
        </Button>
      </>
    );
  } else {
    content = (
      <>
        <Text size="sm">
          <FormattedMessage id="exportPage.text" />
        </Text>
        <DownloadButton token={token} />
      </>
    );
  }
  return (
    <Paper withBorder shadow="sm" p="xl" radius="md" w="100%" maw={520} mx="auto">
      <Stack gap="lg">
        <MessagePageHeader title="exportPage.title" subtitle="exportPage.subtitle" />
        {content}
        <Anchor component={Link} to={paths.settings} size="sm" ta="center">
          <FormattedMessage id="exportPage.settings" />
        </Anchor>
      </Stack>
    </Paper>
  );
}
