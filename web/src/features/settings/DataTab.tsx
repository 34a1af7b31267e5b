/**
 * Data export and account deletion (product §2.14, §5, §8). The export asks for the mail with a download link
 * (POST /api/account/export, issue 17), downloads GET /api/account/export as a JSON file and shows the
 * spec's alert text; past 15 minutes after the sign-in it asks for the password first (ReauthDialog). Deletion asks the browser's confirmation, then the password
 * in a dialog, calls account.delete, drops every cached data of the session and returns to the landing page
 * with the spec's alert text.
 */
import { Alert, Button, type ButtonProps, Stack, Text, Title } from '@mantine/core';
import { IconDownload, IconTrash } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { languageOf } from '@wurzelwerk/shared';
import { type ReactNode, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import { DANGER_FILL } from '../../components/danger';
import { ErrorAlert } from '../../components/ErrorAlert';
import { OnlineRequired } from '../../components/OnlineRequired';
import { useToast } from '../../components/useToast';
import { paths } from '../../config/paths';
import type { MessageId } from '../../i18n/messages';
import { ApiError, apiFetch } from '../../lib/api';
import { saveFile } from '../../lib/download';
import { clearSession } from '../../lib/session';
import { trpc } from '../../lib/trpc';
import { PasswordDialog, usePasswordForm } from './PasswordDialog';
import { useReauthentication } from './ReauthDialog';
import { downloadName } from './settingsRules';

const EXPORT_PATH = '/api/account/export';

/** Fetches the export and hands it to the browser as a file download; resolves with the file name. */
async function downloadExport(language: string): Promise<string> {
  const response = await fetch(EXPORT_PATH, {
    credentials: 'include',
    headers: { 'Accept-Language': language },
  });
  if (!response.ok) throw new ApiError(response.status, await response.text(), response.statusText);
  const name = downloadName(response.headers.get('Content-Disposition'), new Date());
  saveFile(await response.blob(), name);
  return name;
}

/** A section of the tab: its title, its text, its button and what follows the button. */
function DataSection({
  texts,
  button,
  children,
}: {
  texts: { title: MessageId; text: MessageId; button: MessageId };
  button: ButtonProps & { onClick: () => unknown };
  children: ReactNode;
}) {
  return (
    <Stack gap="sm">
      <Title order={3} size="h5">
        <FormattedMessage id={texts.title} />
      </Title>
      <Text size="sm" c="dimmed">
        <FormattedMessage id={texts.text} />
      </Text>
      <OnlineRequired>
        <Button {...button} style={{ alignSelf: 'flex-start' }}>
          <FormattedMessage id={texts.button} />
        </Button>
      </OnlineRequired>
      {children}
    </Stack>
  );
}

function ExportSection() {
  const intl = useIntl();
  const [state, setState] = useState<
    | { kind: 'idle' }
    | { kind: 'pending' }
    | { kind: 'done'; file: string }
    | { kind: 'failed'; message: string }
  >({ kind: 'idle' });
  // The export needs a recent sign-in: past 15 minutes the password is asked again (ReauthDialog).
  const reauth = useReauthentication();

  async function start() {
    setState({ kind: 'pending' });
    try {
      // The spec's alert promises a mail with the download link: ask for it (202; throttled → 429), then
      // hand over the immediate download as well.
      const file = await reauth.run(async () => {
        await apiFetch(EXPORT_PATH, { method: 'POST' });
        return downloadExport(languageOf(intl.locale));
      });
      setState(file === undefined ? { kind: 'idle' } : { kind: 'done', file });
    } catch (error) {
      const message = error instanceof ApiError ? error.serverMessage : undefined;
      setState({ kind: 'failed', message: message ?? intl.formatMessage({ id: 'error.generic' }) });
    }
  }

  return (
    <DataSection
      texts={{
        title: 'settings.export.title',
        text: 'settings.export.text',
        button: 'settings.export.button',
      }}
      button={{
        leftSection: <IconDownload size={16} aria-hidden />,
        variant: 'default',
        loading: state.kind === 'pending',
        onClick: start,
      }}
    >
      {reauth.dialog}
      {/*
        One state at a time (issue 36): while it runs, the spec's text; once the file is here, that it was
        downloaded — and the spec's text as what it is then, the copy that comes by mail.
      */}
      {state.kind === 'pending' && !reauth.asking && (
        <Alert color="blue" variant="light" role="status">
          <Text size="sm">
            <FormattedMessage id="settings.export.alert" />
          </Text>
        </Alert>
      )}
      {state.kind === 'done' && (
        <Alert
          color="green"
          variant="light"
          role="status"
          title={<FormattedMessage id="settings.export.downloaded" values={{ file: state.file }} />}
        >
          <Text size="sm">
            <FormattedMessage id="settings.export.mailToo" /> <FormattedMessage id="settings.export.alert" />
          </Text>
        </Alert>
      )}
      {state.kind === 'failed' && <ErrorAlert>{state.message}</ErrorAlert>}
    </DataSection>
  );
}

function DeleteDialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const intl = useIntl();
  const toast = useToast();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { form, refuse } = usePasswordForm();
  const remove = trpc.account.delete.useMutation({
    onSuccess: () => {
      onClose();
      // The account is gone: no cached data of it may stay in the tab.
      clearSession(queryClient);
      navigate(paths.home);
      toast({
        title: intl.formatMessage({ id: 'settings.delete.doneTitle' }),
        message: intl.formatMessage({ id: 'settings.delete.alert' }),
        durationMs: 10_000,
      });
    },
    onError: refuse,
  });

  return (
    <PasswordDialog
      opened={opened}
      form={form}
      title="settings.delete.dialogTitle"
      texts="delete"
      confirmColor={DANGER_FILL}
      paragraphs={['settings.delete.dialogText', 'settings.delete.retention']}
      action={remove}
      onCancel={onClose}
    />
  );
}

function DeleteSection() {
  const intl = useIntl();
  const [dialogOpen, setDialogOpen] = useState(false);
  return (
    <DataSection
      texts={{
        title: 'settings.delete.title',
        text: 'settings.delete.text',
        button: 'settings.delete.button',
      }}
      button={{
        color: DANGER_FILL,
        leftSection: <IconTrash size={16} aria-hidden />,
        // Product §5: deletion needs the browser's confirmation first.
        onClick: () =>
          window.confirm(intl.formatMessage({ id: 'settings.delete.browserConfirm' })) && setDialogOpen(true),
      }}
    >
      <DeleteDialog opened={dialogOpen} onClose={() => setDialogOpen(false)} />
    </DataSection>
  );
}

export function DataTab() {
  return (
    <Stack gap="xl" maw={640}>
      <ExportSection />
      <DeleteSection />
    </Stack>
  );
}
