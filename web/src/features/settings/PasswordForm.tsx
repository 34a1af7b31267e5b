/**
 * Change password (spec §5, §8): the shared schema's messages on the client, then auth.changePassword,
 * which checks the current password and ends all the user's sessions (this browser gets a new one). On
 * success the spec's message is shown and the fields are cleared; a server refusal (wrong current
 * password, too many attempts) is shown above the button.
 */
import { Alert, Button, Stack } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import type { ChangePasswordInput } from '@wurzelwerk/shared';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { PasswordField } from '../../components/PasswordField';
import type { MessageId } from '../../i18n/messages';
import { accountSchemas } from '../../lib/accountValidation';
import { trpc } from '../../lib/trpc';
import { useValidatedForm } from '../../lib/useValidatedForm';

const EMPTY: ChangePasswordInput = { currentPassword: '', newPassword: '', confirmPassword: '' };

const FIELDS: readonly { name: keyof ChangePasswordInput; label: MessageId; autoComplete: string }[] = [
  { name: 'currentPassword', label: 'settings.password.current', autoComplete: 'current-password' },
  { name: 'newPassword', label: 'settings.password.new', autoComplete: 'new-password' },
  { name: 'confirmPassword', label: 'settings.password.confirm', autoComplete: 'new-password' },
];

export function PasswordForm() {
  const intl = useIntl();
  const [done, setDone] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);
  const form = useValidatedForm<ChangePasswordInput>(accountSchemas.changePassword, { initialValues: EMPTY });
  const change = trpc.auth.changePassword.useMutation({
    onSuccess: () => {
      form.reset();
      setDone(true);
    },
    onError: (error) => setServerError(error.message || intl.formatMessage({ id: 'error.generic' })),
  });

  return (
    <form
      noValidate
      onSubmit={form.onSubmit((values) => {
        setServerError(null);
        setDone(false);
        change.mutate(values);
      })}
    >
      <Stack gap="md" maw={420}>
        {FIELDS.map((field) => (
          <PasswordField
            key={form.key(field.name)}
            label={<FormattedMessage id={field.label} />}
            autoComplete={field.autoComplete}
            {...form.getInputProps(field.name)}
          />
        ))}
        {serverError && (
          <Alert color="red" variant="light" role="alert">
            {serverError}
          </Alert>
        )}
        {done && (
          <Alert color="green" variant="light" role="status" icon={<IconCheck size={18} aria-hidden />}>
            <FormattedMessage id="settings.password.success" />
          </Alert>
        )}
        <Button type="submit" loading={change.isPending} style={{ alignSelf: 'flex-start' }}>
          <FormattedMessage id="settings.password.submit" />
        </Button>
      </Stack>
    </form>
  );
}
