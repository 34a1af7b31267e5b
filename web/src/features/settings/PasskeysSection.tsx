/**
 * Passkeys in settings → account (issue 37, decision 0083): add one under a name (the password again past
 * 15 minutes after the sign-in; the browser asks for the fingerprint, face or PIN), list them with when they
 * were added and last used, remove one. Each change is told to the owner by mail. `/settings#passkeys`
 * (the mobile-app page's link) scrolls here.
 */
import { Button, Stack, Text } from '@mantine/core';
import { IconFingerprint } from '@tabler/icons-react';
import { PASSKEY_NAME_MAX, type Passkey } from '@wurzelwerk/shared';
import { useEffect, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useLocation } from 'react-router-dom';
import { OutcomeAlert } from '../../components/ErrorAlert';
import type { MessageId } from '../../i18n/messages';
import { ApiError, apiFetch } from '../../lib/api';
import {
  createPasskey,
  passkeyAlreadyThere,
  passkeyDialogEnded,
  passkeysAvailable,
} from '../../lib/passkeys';
import { trpc } from '../../lib/trpc';
import { EntryCard, LoadedEntries, NameForm, useWhen } from './AccountEntries';
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
  const when = useWhen();
  return (
    <EntryCard
      name={passkey.name}
      times={
        <FormattedMessage
          id={passkey.lastUsedAt ? 'passkeys.times' : 'passkeys.timesUnused'}
          values={{
            created: when(passkey.createdAt),
            used: passkey.lastUsedAt ? when(passkey.lastUsedAt) : '',
          }}
        />
      }
      action={
        <Button
          variant="default"
          size="xs"
          loading={removing}
          onClick={onRemove}
          aria-label={intl.formatMessage({ id: 'passkeys.removeNamed' }, { name: passkey.name })}
        >
          <FormattedMessage id="passkeys.remove" />
        </Button>
      }
    />
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
        <NameForm
          label="passkeys.name"
          hint="passkeys.nameHint"
          maxLength={PASSKEY_NAME_MAX}
          value={name}
          onChange={setName}
          submit="passkeys.add"
          icon={<IconFingerprint size={16} aria-hidden />}
          loading={busy === 'add'}
          onSubmit={() => void add()}
        />
      ) : (
        <Text size="sm">
          <FormattedMessage id="passkeys.unsupported" />
        </Text>
      )}
      {outcome && <OutcomeAlert tone={outcome.tone}>{outcome.text}</OutcomeAlert>}
      <LoadedEntries query={list} items={list.data?.passkeys} label="passkeys.title" none="passkeys.none">
        {(passkey) => (
          <PasskeyRow
            key={passkey.id}
            passkey={passkey}
            removing={busy === passkey.id}
            onRemove={() => void remove(passkey)}
          />
        )}
      </LoadedEntries>
    </Stack>
  );
}
