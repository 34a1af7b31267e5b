/**
 * The password asked again before a sensitive action (issue 31; decision 0048): the server answers 403 with
 * the code REAUTH_REQUIRED when this session's sign-in or last password confirmation is older than 15
 * minutes. The dialog confirms the password (auth.reauthenticate) and then runs the action again.
 */
import { REAUTH_REQUIRED } from '@wurzelwerk/shared';
import { useRef, useState } from 'react';
import { ApiError } from '../../lib/api';
import { trpc } from '../../lib/trpc';
import { PasswordDialog, usePasswordForm } from './PasswordDialog';

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
  const { form, refuse } = usePasswordForm();
  const confirm = trpc.auth.reauthenticate.useMutation({
    onSuccess: () => {
      form.reset();
      onConfirmed();
    },
    onError: refuse,
  });

  return (
    <PasswordDialog
      opened={opened}
      form={form}
      title="settings.reauth.title"
      texts="reauth"
      paragraphs={['settings.reauth.text']}
      action={confirm}
      onCancel={onCancel}
    />
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
