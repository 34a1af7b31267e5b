/**
 * The form of a complaint or accessibility feedback (issue 35): signed in, the account's name and address
 * are used; signed out, both are asked for. After sending: the ticket number and the day the answer is due.
 */
import { Button, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { COMPLAINT_LIMITS, type ComplaintKind, complaintInput } from '@wurzelwerk/shared';
import { FormattedMessage, useIntl } from 'react-intl';
import { ErrorAlert, OutcomeAlert } from '../../components/ErrorAlert';
import type { MessageId } from '../../i18n/messages';
import { useFormat } from '../../lib/format';
import { useFailureText } from '../../lib/serverMessage';
import { useSession } from '../../lib/session';
import { trpc } from '../../lib/trpc';
import { useValidatedForm } from '../../lib/useValidatedForm';

export function ComplaintForm({ kind, submit }: { kind: ComplaintKind; submit: MessageId }) {
  const intl = useIntl();
  const format = useFormat();
  const failureText = useFailureText();
  const signedIn = Boolean(useSession());
  const send = trpc.complaints.submit.useMutation();
  const form = useValidatedForm(
    complaintInput,
    { initialValues: { kind, name: '', email: '', subject: '', message: '' } },
    (values) => ({
      ...(signedIn || values.name?.trim() ? {} : { name: 'complaint.nameMissing' }),
      ...(signedIn || values.email?.trim() ? {} : { email: 'complaint.emailMissing' }),
    }),
  );
  const label = (id: MessageId) => intl.formatMessage({ id });
  const idPrefix = `${kind}-form`;
  return (
    <form
      noValidate
      aria-labelledby={`${kind}-form-title`}
      onSubmit={form.onSubmit(({ name, email, ...values }) =>
        send.mutate(signedIn ? values : { ...values, name, email }, { onSuccess: () => form.reset() }),
      )}
    >
      <Stack gap="sm" maw={640}>
        {signedIn ? (
          <Text size="sm">
            <FormattedMessage id="complaints.form.signedIn" />
          </Text>
        ) : (
          <>
            <TextInput
              id={`${idPrefix}-name`}
              label={label('complaints.form.name')}
              autoComplete="name"
              required
              maxLength={COMPLAINT_LIMITS.nameMax}
              key={form.key('name')}
              {...form.getInputProps('name')}
            />
            <TextInput
              id={`${idPrefix}-email`}
              type="email"
              label={label('complaints.form.email')}
              autoComplete="email"
              required
              key={form.key('email')}
              {...form.getInputProps('email')}
            />
          </>
        )}
        <TextInput
          id={`${idPrefix}-subject`}
          label={label('complaints.form.subject')}
          required
          maxLength={COMPLAINT_LIMITS.subjectMax}
          key={form.key('subject')}
          {...form.getInputProps('subject')}
        />
        <Textarea
          id={`${idPrefix}-message`}
          label={label('complaints.form.message')}
          description={label('complaints.form.messageHint')}
          required
          autosize
          minRows={5}
          maxLength={COMPLAINT_LIMITS.messageMax}
          key={form.key('message')}
          {...form.getInputProps('message')}
        />
        {send.isError && <ErrorAlert>{failureText(send.error)}</ErrorAlert>}
        {send.data && (
          <OutcomeAlert tone="success">
            <FormattedMessage
              id="complaints.form.sent"
              values={{
                ticket: <strong>{send.data.ticket}</strong>,
                date: format.day(send.data.answerDueOn),
              }}
            />
          </OutcomeAlert>
        )}
        <Button type="submit" loading={send.isPending} style={{ alignSelf: 'flex-start' }}>
          <FormattedMessage id={submit} />
        </Button>
      </Stack>
    </form>
  );
}
