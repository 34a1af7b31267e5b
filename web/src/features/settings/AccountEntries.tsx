/**
 * What signs in to or reads from the account, listed in the settings: devices, passkeys, API tokens. The
 * form that names a new one, the list (loading, failed, none, or each entry), and an entry's card — its name
 * with its badges, when it was added and last used, its action. What changes data is disabled offline.
 */
import { Button, Group, Paper, Skeleton, Stack, Text, TextInput } from '@mantine/core';
import type { ComponentProps, ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { ErrorAlert } from '../../components/ErrorAlert';
import { OnlineRequired } from '../../components/OnlineRequired';
import type { MessageId } from '../../i18n/messages';

/** A name for a new entry and the button that adds it (the name's rule is the server's; its length the input's). */
export function NameForm(props: {
  label: MessageId;
  hint: MessageId;
  maxLength: number;
  value: string;
  onChange: (value: string) => void;
  submit: MessageId;
  icon: ReactNode;
  loading: boolean;
  onSubmit: () => void;
}) {
  const intl = useIntl();
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        props.onSubmit();
      }}
    >
      <Group align="flex-end" gap="sm">
        <TextInput
          label={intl.formatMessage({ id: props.label })}
          description={intl.formatMessage({ id: props.hint })}
          value={props.value}
          maxLength={props.maxLength}
          onChange={(event) => props.onChange(event.currentTarget.value)}
        />
        <OnlineRequired>
          <Button type="submit" leftSection={props.icon} loading={props.loading}>
            <FormattedMessage id={props.submit} />
          </Button>
        </OnlineRequired>
      </Group>
    </form>
  );
}

/** The entries as a list named `label`, each an EntryCard. */
export function EntryList({ label, children }: { label: MessageId; children: ReactNode }) {
  const intl = useIntl();
  return (
    <Stack
      gap="sm"
      component="ul"
      aria-label={intl.formatMessage({ id: label })}
      style={{ listStyle: 'none', padding: 0, margin: 0 }}
    >
      {children}
    </Stack>
  );
}

/** A list while it loads (a placeholder), when it failed, when it is empty (`none`), else its entries. */
export function LoadedEntries<T>(props: {
  query: { isPending: boolean; isError: boolean };
  items: readonly T[] | undefined;
  label: MessageId;
  none: MessageId;
  children: (item: T) => ReactNode;
}) {
  if (props.query.isPending) return <Skeleton h={80} aria-hidden />;
  if (props.query.isError || !props.items)
    return (
      <ErrorAlert>
        <FormattedMessage id="settings.loadFailed" />
      </ErrorAlert>
    );
  if (props.items.length === 0)
    return (
      <Text size="sm" c="dimmed">
        <FormattedMessage id={props.none} />
      </Text>
    );
  return <EntryList label={props.label}>{props.items.map(props.children)}</EntryList>;
}

/** An entry: its name (also the list item's name) with its badges, the line of its times, its action. */
export function EntryCard(props: {
  name: string;
  icon?: ReactNode;
  badges?: ReactNode;
  times: ReactNode;
  /** A button that changes data (none where nothing is left to do). */
  action: ComponentProps<typeof OnlineRequired>['children'] | false;
}) {
  const text = (
    <Stack gap={2}>
      <Group gap="xs">
        <Text fw={600}>{props.name}</Text>
        {props.badges}
      </Group>
      <Text size="sm" c="dimmed">
        {props.times}
      </Text>
    </Stack>
  );
  return (
    <Paper withBorder radius="md" p="md" component="li" aria-label={props.name}>
      <Group justify="space-between" wrap="wrap" gap="sm">
        {props.icon ? (
          <Group gap="sm" wrap="nowrap">
            {props.icon}
            {text}
          </Group>
        ) : (
          text
        )}
        {props.action && <OnlineRequired>{props.action}</OnlineRequired>}
      </Group>
    </Paper>
  );
}

/** When an entry was added and last used, in the reader's language. */
export function useWhen() {
  const intl = useIntl();
  return (date: Date) => intl.formatDate(date, { dateStyle: 'medium', timeStyle: 'short' });
}
