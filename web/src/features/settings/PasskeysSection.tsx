/**
 * Passkeys in settings → account (issue 37, decision 0083): add one under a name (the password again past
 * 15 minutes after the sign-in; the browser asks for the fingerprint, face or PIN), list them with when they
 * were added and last used, remove one. Each change is told to the owner by mail. `/settings#passkeys`
 * (the mobile-app page's link) scrolls here.
 */
import { Button, Group, Paper, Skeleton, Stack, Text, TextInput } from '@mantine/core';
import { IconFingerprint } from '@tabler/icons-react';
import { PASSKEY_NAME_MAX, type Passkey } from '@wurzelwerk/shared';
import { useEffect, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useLocation } from 'react-router-dom';
import { ErrorAlert, OutcomeAlert } from '../../components/ErrorAlert';
import { OnlineRequired } from '../../components/OnlineRequired';
import type { MessageId } from '../../i18n/messages';
import { ApiError, apiFetch } from '../../lib/api';
import {
  createPasskey,
  passkeyAlreadyThere,
  passkeyDialogEnded,
  passkeysAvailable,
} from '../../lib/passkeys';
import { trpc } from '../../lib/trpc';
import { useReauthentication } from './ReauthDialog';

const PATH = '/api/auth/passkeys';

function PasskeyRow({
  passkey,
  onRemove,
  removing,
}: {
  passkey: Passkey;
  onRemove: () => void;
  removing: boolean;
}) {
  const intl = useIntl();
  const when = (date: Date) => intl.formatDate(date, { dateStyle: 'medium', timeStyle: 'short' });
  return (
    <Paper withBorder radius="md" p="md" component="li" aria-label={passkey.name}>
      <Group justify="space-between" wrap="wrap" gap="sm">
        <Stack gap={2}>
          <Text fw={600}>{passkey.name}</Text>
          <Text size="sm" c="dimmed">
            <FormattedMessage
              id={passkey.lastUsedAt ? 'passkeys.times' : 'passkeys.timesUnused'}
              values={{
                created: when(passkey.createdAt),
                used: passkey.lastUsedAt ? when(passkey.lastUsedAt) : '',
              }}
            />
          </Text>
        </Stack>
        <OnlineRequired>
          <Button
            variant="default"
            size="xs"
            loading={removing}
            onClick={onRemove}
            aria-label={intl.formatMessage({ id: 'passkeys.removeNamed' }, { name: passkey.name })}
          >
            <FormattedMessage id="passkeys.remove" />
          </Button>
        </OnlineRequired>
      </Group>
    </Paper>
  );
}

export function PasskeysSection() {
  const intl = useIntl();
  const utils = trpc.useUtils();
  const list = trpc.auth.passkeys.list.useQuery();
  const reauth = useReauthentication();
  const [name, setName] = useState('');
  const [busy, setBusy] = useState<'add' | number | null>(null);
  const [outcome, setOutcome] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const anchor = useRef<HTMLDivElement>(null);
  const { hash } = useLocation();
  useEffect(() => {
    if (hash === '#passkeys') anchor.current?.scrollIntoView({ block: 'start' });
  }, [hash]);

  const say = (tone: 'success' | 'error', id: MessageId, values?: Record<string, string>) =>
    setOutcome({ tone, text: intl.formatMessage({ id }, values) });
  const failed = (failure: unknown) => {
    if (passkeyDialogEnded(failure)) return say('error', 'passkeys.ended');
    if (passkeyAlreadyThere(failure)) return say('error', 'passkeys.alreadyThere');
    const message = failure instanceof ApiError ? failure.serverMessage : undefined;
    setOutcome({ tone: 'error', text: message ?? intl.formatMessage({ id: 'error.generic' }) });
  };

  async function add() {
    const named = name.trim();
    if (!named) return say('error', 'passkeys.nameMissing');
    setBusy('add');
    setOutcome(null);
    try {
      const started = (await reauth.run(() =>
        apiFetch(`${PATH}/registration-options`, { method: 'POST', body: {} }),
      )) as { options: Record<string, unknown> } | undefined;
      if (!started) return;
      const response = await createPasskey(started.options);
      await apiFetch(PATH, { method: 'POST', body: { name: named, response } });
      setName('');
      say('success', 'passkeys.added', { name: named });
      await utils.auth.passkeys.list.invalidate();
    } catch (failure) {
      failed(failure);
    } finally {
      setBusy(null);
    }
  }

  async function remove(passkey: Passkey) {
    setBusy(passkey.id);
    setOutcome(null);
    try {
      const done = await reauth.run(() => apiFetch(`${PATH}/${passkey.id}`, { method: 'DELETE' }));
      if (done) say('success', 'passkeys.removed', { name: passkey.name });
      await utils.auth.passkeys.list.invalidate();
    } catch (failure) {
      failed(failure);
    } finally {
      setBusy(null);
    }
  }

  return (
    <Stack gap="md" ref={anchor} id="passkeys" style={{ scrollMarginTop: 80 }}>
      {reauth.dialog}
      {passkeysAvailable() ? (
        <form
          onSubmit={(event) => {
            event.preventDefault();
            void add();
          }}
        >
          <Group align="flex-end" gap="sm">
            <TextInput
              label={intl.formatMessage({ id: 'passkeys.name' })}
              description={intl.formatMessage({ id: 'passkeys.nameHint' })}
              value={name}
              maxLength={PASSKEY_NAME_MAX}
              onChange={(event) => setName(event.currentTarget.value)}
            />
            <OnlineRequired>
              <Button
                type="submit"
                leftSection={<IconFingerprint size={16} aria-hidden />}
                loading={busy === 'add'}
              >
                <FormattedMessage id="passkeys.add" />
              </Button>
            </OnlineRequired>
          </Group>
        </form>
      ) : (
        <Text size="sm">
          <FormattedMessage id="passkeys.unsupported" />
        </Text>
      )}
      {outcome && <OutcomeAlert tone={outcome.tone}>{outcome.text}</OutcomeAlert>}
      {list.isPending && <Skeleton h={80} aria-hidden />}
      {list.isError && (
        <ErrorAlert>
          <FormattedMessage id="settings.loadFailed" />
        </ErrorAlert>
      )}
      {list.isSuccess && list.data.passkeys.length === 0 && (
        <Text size="sm" c="dimmed">
          <FormattedMessage id="passkeys.none" />
        </Text>
      )}
      {list.isSuccess && list.data.passkeys.length > 0 && (
        <Stack
          gap="sm"
          component="ul"
          aria-label={intl.formatMessage({ id: 'passkeys.title' })}
          style={{ listStyle: 'none', padding: 0, margin: 0 }}
        >
          {list.data.passkeys.map((passkey) => (
            <PasskeyRow
              key={passkey.id}
              passkey={passkey}
              removing={busy === passkey.id}
              onRemove={() => void remove(passkey)}
            />
          ))}
        </Stack>
      )}
    </Stack>
  );
}
