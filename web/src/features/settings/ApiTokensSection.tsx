/**
 * Personal read-only API tokens in settings → data (issue 34, decision 0069): create one with a name (the
 * password again past 15 minutes after the sign-in), see it once, list them with their last use, revoke.
 */
import { Badge, Button, Code, Stack, Text } from '@mantine/core';
import { IconKey } from '@tabler/icons-react';
import { API_TOKEN_NAME_MAX, type ApiToken } from '@wurzelwerk/shared';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { ErrorAlert, OutcomeAlert } from '../../components/ErrorAlert';
import { ApiError, apiFetch } from '../../lib/api';
import { useFailureText } from '../../lib/serverMessage';
import { trpc } from '../../lib/trpc';
import { EntryCard, LoadedEntries, NameForm, useWhen } from './AccountEntries';
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
  const when = useWhen();
  return (
    <EntryCard
      name={token.name}
      badges={
        <>
          <Code>{token.prefix}…</Code>
          {token.revokedAt && (
            <Badge variant="light" color="gray" c="var(--mantine-color-text)">
              <FormattedMessage id="apiTokens.revoked" />
            </Badge>
          )}
        </>
      }
      times={
        <FormattedMessage
          id={token.lastUsedAt ? 'apiTokens.times' : 'apiTokens.timesUnused'}
          values={{ created: when(token.createdAt), used: token.lastUsedAt ? when(token.lastUsedAt) : '' }}
        />
      }
      action={
        !token.revokedAt && (
          <Button variant="default" size="xs" loading={revoking} onClick={onRevoke}>
            <FormattedMessage id="apiTokens.revoke" />
          </Button>
        )
      }
    />
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
      <NameForm
        label="apiTokens.name"
        hint="apiTokens.nameHint"
        maxLength={API_TOKEN_NAME_MAX}
        value={name}
        onChange={setName}
        submit="apiTokens.create"
        icon={<IconKey size={16} aria-hidden />}
        loading={creating}
        onSubmit={() => void create()}
      />
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
      <LoadedEntries query={list} items={list.data} label="apiTokens.title" none="apiTokens.none">
        {(token) => (
          <TokenRow
            key={token.id}
            token={token}
            revoking={revoke.isPending && revoke.variables?.id === token.id}
            onRevoke={() => revoke.mutate({ id: token.id })}
          />
        )}
      </LoadedEntries>
      {revoke.error && <ErrorAlert>{failureText(revoke.error)}</ErrorAlert>}
    </Stack>
  );
}
