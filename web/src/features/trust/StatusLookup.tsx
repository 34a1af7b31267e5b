/** A ticket's status by its number and the address it was sent from (issue 35). */
import { Button, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { complaintLookupInput } from '@wurzelwerk/shared';
import { FormattedMessage, useIntl } from 'react-intl';
import { ErrorAlert } from '../../components/ErrorAlert';
import { useFormat } from '../../lib/format';
import { useFailureText } from '../../lib/serverMessage';
import { trpc } from '../../lib/trpc';
import { useValidatedForm } from '../../lib/useValidatedForm';

export function StatusLookup() {
  const intl = useIntl();
  const format = useFormat();
  const failureText = useFailureText();
  const lookup = trpc.complaints.status.useMutation();
  const form = useValidatedForm(complaintLookupInput, { initialValues: { ticket: '', email: '' } });
  const found = lookup.data;
  return (
    <Stack gap="sm" maw={640}>
      <form noValidate onSubmit={form.onSubmit((values) => lookup.mutate(values))}>
        <Stack gap="sm">
          <TextInput
            id="status-ticket"
            label={intl.formatMessage({ id: 'complaints.status.ticket' })}
            description={intl.formatMessage({ id: 'complaints.status.ticketHint' })}
            required
            autoComplete="off"
            key={form.key('ticket')}
            {...form.getInputProps('ticket')}
          />
          <TextInput
            id="status-email"
            type="email"
            label={intl.formatMessage({ id: 'complaints.status.email' })}
            autoComplete="email"
            required
            key={form.key('email')}
            {...form.getInputProps('email')}
          />
          <Button
            type="submit"
            variant="light"
            loading={lookup.isPending}
            style={{ alignSelf: 'flex-start' }}
          >
            <FormattedMessage id="complaints.status.submit" />
          </Button>
        </Stack>
      </form>
      {lookup.isError && <ErrorAlert>{failureText(lookup.error)}</ErrorAlert>}
      {found && (
        <Paper withBorder p="md" role="status">
          <Stack gap="xs">
            <Title order={3} size="h4">
              {found.ticket}: {found.subject}
            </Title>
            <Text>
              {found.status === 'answered' && found.answeredAt ? (
                <FormattedMessage
                  id="complaints.status.answered"
                  values={{ date: format.date(found.answeredAt) }}
                />
              ) : (
                <FormattedMessage
                  id="complaints.status.received"
                  values={{ date: format.date(found.createdAt), due: format.day(found.answerDueOn) }}
                />
              )}
            </Text>
            {found.answer && (
              <>
                <Text fw={700}>
                  <FormattedMessage id="complaints.status.answer" />
                </Text>
                <Text style={{ whiteSpace: 'pre-wrap' }}>{found.answer}</Text>
              </>
            )}
            <Text fw={700}>
              <FormattedMessage id="complaints.status.yourMessage" />
            </Text>
            <Text style={{ whiteSpace: 'pre-wrap' }}>{found.message}</Text>
          </Stack>
        </Paper>
      )}
    </Stack>
  );
}
