/**
 * The password asked again before a sensitive action (issue 31; decision 0048): the server answers 403 with
 * the code REAUTH_REQUIRED when this session's sign-in or last password confirmation is older than 15
 * minutes. The dialog confirms the password (auth.reauthenticate) and then runs the action again.
 */
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { REAUTH_REQUIRED, type ReauthenticateInput } from '@wurzelwerk/shared';
import { useRef, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { PasswordField } from '../../components/PasswordField';
import { accountSchemas } from '../../lib/accountValidation';
import { ApiError } from '../../lib/api';
import { useFailureText } from '../../lib/serverMessage';
import { trpc } from '../../lib/trpc';
import { useValidatedForm } from '../../lib/useValidatedForm';

/** True for the server's "confirm your password first" (403, code REAUTH_REQUIRED). */
export function needsReauthentication(error: unknown): boolean {
  return error instanceof ApiError && error.status === 403 && error.code === REAUTH_REQUIRED;
}

function ReauthDialog({
  opened,
  onConfirmed,
  onCancel,
}: {
  opened: boolean;
  onConfirmed: () => void;
  onCancel: () => void;
}) {
  const failureText = useFailureText();
  const form = useValidatedForm<ReauthenticateInput>(accountSchemas.deleteAccount, {
    initialValues: { password: '' },
  });
  const confirm = trpc.auth.reauthenticate.useMutation({
    onSuccess: () => {
      form.reset();
      onConfirmed();
    },
    onError: (error) => form.setFieldError('password', failureText(error)),
  });

  function cancel() {
    form.reset();
    onCancel();
  }

  return (
    <Modal opened={opened} onClose={cancel} title={<FormattedMessage id="settings.reauth.title" />} centered>
      <form noValidate onSubmit={form.onSubmit((values) => confirm.mutate(values))}>
        <Stack gap="md">
          <Text size="sm">
            <FormattedMessage id="settings.reauth.text" />
          </Text>
          <PasswordField
            label={<FormattedMessage id="settings.reauth.password" />}
            autoComplete="current-password"
            data-autofocus
            key={form.key('password')}
            {...form.getInputProps('password')}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={cancel} disabled={confirm.isPending}>
              <FormattedMessage id="settings.reauth.cancel" />
            </Button>
            <Button type="submit" loading={confirm.isPending}>
              <FormattedMessage id="settings.reauth.confirm" />
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

/**
 * Runs sensitive actions: `run(action)` calls it, and when the server wants the password first, asks for
 * it in the dialog (render `dialog`) and calls the action once more. Resolves with the action's result,
 * or with undefined when the user cancelled the dialog; other failures reject as they are.
 */
export function useReauthentication() {
  const [opened, setOpened] = useState(false);
  const pending = useRef<{ confirmed: () => void; cancelled: () => void } | null>(null);

  async function run<T>(action: () => Promise<T>): Promise<T | undefined> {
    try {
      return await action();
    } catch (error) {
      if (!needsReauthentication(error)) throw error;
    }
    const confirmed = await new Promise<boolean>((resolve) => {
      pending.current = { confirmed: () => resolve(true), cancelled: () => resolve(false) };
      setOpened(true);
    });
    setOpened(false);
    pending.current = null;
    return confirmed ? action() : undefined;
  }

  const dialog = (
    <ReauthDialog
      opened={opened}
      onConfirmed={() => pending.current?.confirmed()}
      onCancel={() => pending.current?.cancelled()}
    />
  );
  return { run, dialog, asking: opened };
}
