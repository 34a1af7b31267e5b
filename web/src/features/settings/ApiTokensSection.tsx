/**
 * Personal read-only API tokens in settings → data (issue 34, decision 0069): create one with a name (the
 * password again past 15 minutes after the sign-in), see it once, list them with their last use, revoke.
 */
import { Badge, Button, Code, Group, Paper, Skeleton, Stack, Text, TextInput } from '@mantine/core';
import { IconKey } from '@tabler/icons-react';
import { API_TOKEN_NAME_MAX, type ApiToken } from '@wurzelwerk/shared';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { ErrorAlert, OutcomeAlert } from '../../components/ErrorAlert';
import { OnlineRequired } from '../../components/OnlineRequired';
import { ApiError, apiFetch } from '../../lib/api';
import { useFailureText } from '../../lib/serverMessage';
import { trpc } from '../../lib/trpc';
import { useReauthentication } from './ReauthDialog';

const PATH = '/api/account/api-tokens';

function TokenRow({
  token,
  onRevoke,
  revoking,
}: {
  token: ApiToken;
  onRevoke: () => void;
  revoking: boolean;
}) {
  const intl = useIntl();
  const when = (date: Date) => intl.formatDate(date, { dateStyle: 'medium', timeStyle: 'short' });
  return (
    <Paper withBorder radius="md" p="md" component="li" aria-label={token.name}>
      <Group justify="space-between" wrap="wrap" gap="sm">
        <Stack gap={2}>
          <Group gap="xs">
            <Text fw={600}>{token.name}</Text>
            <Code>{token.prefix}…</Code>
            {token.revokedAt && (
              <Badge variant="light" color="gray" c="var(--mantine-color-text)">
                <FormattedMessage id="apiTokens.revoked" />
              </Badge>
            )}
          </Group>
          <Text size="sm" c="dimmed">
            <FormattedMessage
              id={token.lastUsedAt ? 'apiTokens.times' : 'apiTokens.timesUnused'}
              values={{
                created: when(token.createdAt),
                used: token.lastUsedAt ? when(token.lastUsedAt) : '',
              }}
            />
          </Text>
        </Stack>
        {!token.revokedAt && (
          <OnlineRequired>
            <Button variant="default" size="xs" loading={revoking} onClick={onRevoke}>
              <FormattedMessage id="apiTokens.revoke" />
            </Button>
          </OnlineRequired>
        )}
      </Group>
    </Paper>
  );
}

export function ApiTokensSection() {
  const intl = useIntl();
  const failureText = useFailureText();
  const utils = trpc.useUtils();
  const list = trpc.apiTokens.list.useQuery();
  const revoke = trpc.apiTokens.revoke.useMutation({ onSuccess: () => utils.apiTokens.list.invalidate() });
  const reauth = useReauthentication();
  const [name, setName] = useState('');
  const [creating, setCreating] = useState(false);
  const [created, setCreated] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);

  async function create() {
    setCreating(true);
    setError(null);
    setCreated(null);
    try {
      const result = (await reauth.run(() => apiFetch(PATH, { method: 'POST', body: { name } }))) as
        | { token: string }
        | undefined;
      if (result) {
        setCreated(result.token);
        setName('');
        await utils.apiTokens.list.invalidate();
      }
    } catch (failure) {
      const message = failure instanceof ApiError ? failure.serverMessage : undefined;
      setError(message ?? intl.formatMessage({ id: 'error.generic' }));
    } finally {
      setCreating(false);
    }
  }

  return (
    <Stack gap="md">
      {reauth.dialog}
      <form
        onSubmit={(event) => {
          event.preventDefault();
          void create();
        }}
      >
        <Group align="flex-end" gap="sm">
          <TextInput
            label={intl.formatMessage({ id: 'apiTokens.name' })}
            description={intl.formatMessage({ id: 'apiTokens.nameHint' })}
            value={name}
            maxLength={API_TOKEN_NAME_MAX}
            onChange={(event) => setName(event.currentTarget.value)}
          />
          <OnlineRequired>
            <Button type="submit" leftSection={<IconKey size={16} aria-hidden />} loading={creating}>
              <FormattedMessage id="apiTokens.create" />
            </Button>
          </OnlineRequired>
        </Group>
      </form>
      {error && <ErrorAlert>{error}</ErrorAlert>}
      {created && (
        <OutcomeAlert tone="success">
          <Stack gap={4}>
            <Text size="sm">
              <FormattedMessage id="apiTokens.shownOnce" />
            </Text>
            <Code block data-testid="api-token" style={{ wordBreak: 'break-all', whiteSpace: 'pre-wrap' }}>
              {created}
            </Code>
          </Stack>
        </OutcomeAlert>
      )}
      {list.isPending && <Skeleton h={80} aria-hidden />}
      {list.isError && (
        <ErrorAlert>
          <FormattedMessage id="settings.loadFailed" />
        </ErrorAlert>
      )}
      {list.isSuccess && list.data.length === 0 && (
        <Text size="sm" c="dimmed">
          <FormattedMessage id="apiTokens.none" />
        </Text>
      )}
      {list.isSuccess && list.data.length > 0 && (
        <Stack
          gap="sm"
          component="ul"
          aria-label={intl.formatMessage({ id: 'apiTokens.title' })}
          style={{ listStyle: 'none', padding: 0, margin: 0 }}
        >
          {list.data.map((token) => (
            <TokenRow
              key={token.id}
              token={token}
              revoking={revoke.isPending && revoke.variables?.id === token.id}
              onRevoke={() => revoke.mutate({ id: token.id })}
            />
          ))}
        </Stack>
      )}
      {revoke.error && <ErrorAlert>{failureText(revoke.error)}</ErrorAlert>}
    </Stack>
  );
}
