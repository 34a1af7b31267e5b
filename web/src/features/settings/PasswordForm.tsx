/**
 * Change password (product §5, §8): the shared schema's messages on the client, then auth.changePassword,
 * which checks the current password and ends all the user's sessions (this browser gets a new one). On
 * success the spec's message is shown and the fields are cleared; a server refusal (wrong current
 * password, too many attempts) is shown above the button.
 */
import { Button, Stack } from '@mantine/core';
import type { ChangePasswordInput } from '@wurzelwerk/shared';
import { FormattedMessage } from 'react-intl';
import { ErrorAlert, OutcomeAlert } from '../../components/ErrorAlert';
import { OnlineRequired } from '../../components/OnlineRequired';
import { PasswordField } from '../../components/PasswordField';
import type { MessageId } from '../../i18n/messages';
import { accountSchemas } from '../../lib/accountValidation';
import { useFailureText } from '../../lib/serverMessage';
import { trpc } from '../../lib/trpc';
import { useValidatedForm } from '../../lib/useValidatedForm';

const EMPTY: ChangePasswordInput = { currentPassword: '', newPassword: '', confirmPassword: '' };

const FIELDS: readonly { name: keyof ChangePasswordInput; label: MessageId; autoComplete: string }[] = [
  { name: 'currentPassword', label: 'settings.password.current', autoComplete: 'current-password' },
  { name: 'newPassword', label: 'settings.password.new', autoComplete: 'new-password' },
  { name: 'confirmPassword', label: 'settings.password.confirm', autoComplete: 'new-password' },
];

export function PasswordForm() {
  const failureText = useFailureText();
  const form = useValidatedForm<ChangePasswordInput>(accountSchemas.changePassword, { initialValues: EMPTY });
  // A new submit starts the mutation afresh: the last outcome's notice goes with it.
  const change = trpc.auth.changePassword.useMutation({ onSuccess: () => form.reset() });

  return (
    <form noValidate onSubmit={form.onSubmit((values) => change.mutate(values))}>
      <Stack gap="md" maw={420}>
        {FIELDS.map((field) => (
          <PasswordField
            key={form.key(field.name)}
            label={<FormattedMessage id={field.label} />}
            autoComplete={field.autoComplete}
            {...form.getInputProps(field.name)}
          />
        ))}
        {change.isError && <ErrorAlert>{failureText(change.error)}</ErrorAlert>}
        {change.isSuccess && (
          <OutcomeAlert tone="success">
            <FormattedMessage id="settings.password.success" />
          </OutcomeAlert>
        )}
        <OnlineRequired>
          <Button type="submit" loading={change.isPending} style={{ alignSelf: 'flex-start' }}>
            <FormattedMessage id="settings.password.submit" />
          </Button>
        </OnlineRequired>
      </Stack>
    </form>
  );
}
