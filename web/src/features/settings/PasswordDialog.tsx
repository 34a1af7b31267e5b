/**
 * A dialog that asks for the current password before an action (the account's deletion, a sensitive action
 * past 15 minutes after the sign-in): its texts, the password field, cancel and confirm. Cancelling empties
 * the field; the caller's mutation shows the server's refusal at the field (`refuse`).
 */
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { FormattedMessage } from 'react-intl';
import { PasswordField } from '../../components/PasswordField';
import type { MessageId } from '../../i18n/messages';
import { accountSchemas } from '../../lib/accountValidation';
import { useFailureText } from '../../lib/serverMessage';
import { useValidatedForm } from '../../lib/useValidatedForm';

/** The dialog's form, and `refuse(error)`: the server's refusal shown at the password field. */
export function usePasswordForm() {
  const failureText = useFailureText();
  const form = useValidatedForm<{ password: string }>(accountSchemas.deleteAccount, {
    initialValues: { password: '' },
  });
  return { form, refuse: (error: unknown) => form.setFieldError('password', failureText(error)) };
}

type PasswordForm = ReturnType<typeof usePasswordForm>['form'];

/** The field's label and the buttons' texts of each use. */
const TEXTS = {
  delete: {
    password: 'settings.delete.password',
    cancel: 'settings.delete.cancel',
    confirm: 'settings.delete.confirm',
  },
  reauth: {
    password: 'settings.reauth.password',
    cancel: 'settings.reauth.cancel',
    confirm: 'settings.reauth.confirm',
  },
} as const satisfies Record<string, Record<'password' | 'cancel' | 'confirm', MessageId>>;

export function PasswordDialog(props: {
  opened: boolean;
  form: PasswordForm;
  title: MessageId;
  /** Whose field label and button texts: the deletion's or the re-authentication's. */
  texts: keyof typeof TEXTS;
  /** What the dialog says above the field, a paragraph each. */
  paragraphs: readonly MessageId[];
  confirmColor?: string;
  /** The action the password confirms: called with it on submit; pending while it runs. */
  action: { mutate: (values: { password: string }) => void; isPending: boolean };
  onCancel: () => void;
}) {
  const { form, action } = props;
  const texts = TEXTS[props.texts];
  const pending = action.isPending;
  function cancel() {
    form.reset();
    props.onCancel();
  }
  return (
    <Modal opened={props.opened} onClose={cancel} title={<FormattedMessage id={props.title} />} centered>
      <form noValidate onSubmit={form.onSubmit((values) => action.mutate(values))}>
        <Stack gap="md">
          {props.paragraphs.map((id) => (
            <Text key={id} size="sm">
              <FormattedMessage id={id} />
            </Text>
          ))}
          <PasswordField
            label={<FormattedMessage id={texts.password} />}
            autoComplete="current-password"
            data-autofocus
            key={form.key('password')}
            {...form.getInputProps('password')}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={cancel} disabled={pending}>
              <FormattedMessage id={texts.cancel} />
            </Button>
            <Button type="submit" color={props.confirmColor} loading={pending}>
              <FormattedMessage id={texts.confirm} />
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
