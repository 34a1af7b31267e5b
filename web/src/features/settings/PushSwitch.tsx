/**
 * The notifications tab's switch "Push-Benachrichtigungen" (issue 37, decision 0085): the saved `push`
 * preference, and — where a service worker is registered — this device's subscription. Turning it on saves
 * the preference, asks the browser's permission, subscribes with the server's key and sends the
 * subscription to the server; off ends this device's subscription and saves the preference off. Without a
 * service worker only the preference is saved, and the switch says what push needs.
 */
import { Stack, Switch, Text } from '@mantine/core';
import type { Settings } from '@wurzelwerk/shared';
import { useEffect, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { OutcomeAlert } from '../../components/ErrorAlert';
import { useOnlineRequired } from '../../components/OnlineRequired';
import type { MessageId } from '../../i18n/messages';
import { trpc } from '../../lib/trpc';
import { pushRegistration, subscribeThisBrowser, unsubscribeThisBrowser } from '../../lib/webPush';
import { useSaveSettings } from './useSaveSettings';

type Note =
  | 'settings.notifications.pushNoWorker'
  | 'settings.notifications.pushDenied'
  | 'settings.notifications.pushFailed';

export function PushSwitch({ settings }: { settings: Settings }) {
  const { save } = useSaveSettings();
  const utils = trpc.useUtils();
  const devices = trpc.auth.devices.list.useQuery();
  const subscribe = trpc.push.subscribe.useMutation();
  const unsubscribe = trpc.push.unsubscribe.useMutation();
  /** Whether a service worker can receive pushes here; undefined until known. */
  const [worker, setWorker] = useState<boolean>();
  const [busy, setBusy] = useState(false);
  const [note, setNote] = useState<Note>();
  const { offline } = useOnlineRequired();
  useEffect(() => {
    let live = true;
    void pushRegistration().then((registration) => live && setWorker(registration !== undefined));
    return () => {
      live = false;
    };
  }, []);

  const saved = settings.notifications.push;
  const thisDevice = devices.data?.sessions.find((device) => device.current)?.push ?? false;
  const checked = worker ? saved && thisDevice : saved;

  async function turnOn() {
    save({ notifications: { ...settings.notifications, push: true } });
    const outcome = await subscribeThisBrowser(async () => (await utils.push.publicKey.fetch()).publicKey);
    if (outcome.kind === 'noWorker') return setNote('settings.notifications.pushNoWorker');
    if (outcome.kind === 'denied') return setNote('settings.notifications.pushDenied');
    await subscribe.mutateAsync(outcome.subscription as Parameters<typeof subscribe.mutateAsync>[0]);
  }

  async function turnOff() {
    save({ notifications: { ...settings.notifications, push: false } });
    const endpoint = await unsubscribeThisBrowser();
    await unsubscribe.mutateAsync(endpoint ? { endpoint } : {});
  }

  async function change(on: boolean) {
    setBusy(true);
    setNote(undefined);
    try {
      await (on ? turnOn() : turnOff());
    } catch {
      setNote('settings.notifications.pushFailed');
    } finally {
      await utils.auth.devices.list.invalidate();
      setBusy(false);
    }
  }

  const description: MessageId =
    worker && checked ? 'settings.notifications.pushOn' : 'settings.notifications.pushHint';
  return (
    <Stack gap="xs">
      <Switch
        size="md"
        checked={checked}
        disabled={busy || worker === undefined || offline}
        onChange={(event) => void change(event.currentTarget.checked)}
        label={<FormattedMessage id="settings.notifications.push" />}
        description={<FormattedMessage id={description} />}
      />
      {note === 'settings.notifications.pushNoWorker' ? (
        <Text size="sm" role="status">
          <FormattedMessage id={note} />
        </Text>
      ) : (
        note && (
          <OutcomeAlert tone="error">
            <FormattedMessage id={note} />
          </OutcomeAlert>
        )
      )}
    </Stack>
  );
}
