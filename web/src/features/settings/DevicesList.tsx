/**
 * "Angemeldete Geräte" in settings → account (issue 18): every session of the account with browser and
 * system, when it started and was last used, "this device", whether it receives push messages (issue 37);
 * end one, or every other.
 */
import { Badge, Button, Skeleton, Stack } from '@mantine/core';
import { IconDeviceDesktop } from '@tabler/icons-react';
import type { DeviceSession } from '@wurzelwerk/shared';
import { FormattedMessage, useIntl } from 'react-intl';
import { ErrorAlert, OutcomeAlert } from '../../components/ErrorAlert';
import { OnlineRequired } from '../../components/OnlineRequired';
import { useFailureText } from '../../lib/serverMessage';
import { trpc } from '../../lib/trpc';
import { EntryCard, EntryList, useWhen } from './AccountEntries';

function Device({ device, onEnd, ending }: { device: DeviceSession; onEnd: () => void; ending: boolean }) {
  const intl = useIntl();
  const when = useWhen();
  const unknown = intl.formatMessage({ id: 'devices.unknown' });
  const name = intl.formatMessage(
    { id: 'devices.name' },
    { browser: device.browser ?? unknown, os: device.os ?? unknown },
  );
  return (
    <EntryCard
      name={name}
      icon={<IconDeviceDesktop size={22} aria-hidden />}
      badges={
        <>
          {device.current && (
            <Badge variant="light" c="var(--mantine-color-text)">
              <FormattedMessage id="devices.current" />
            </Badge>
          )}
          {device.push && (
            <Badge variant="outline" c="var(--mantine-color-text)">
              <FormattedMessage id="devices.push" />
            </Badge>
          )}
        </>
      }
      times={
        <FormattedMessage
          id="devices.times"
          values={{ created: when(device.createdAt), seen: when(device.lastSeenAt) }}
        />
      }
      action={
        <Button variant="default" size="xs" loading={ending} onClick={onEnd}>
          <FormattedMessage id={device.current ? 'devices.signOutHere' : 'devices.end'} />
        </Button>
      }
    />
  );
}

export function DevicesList({ onSignedOut }: { onSignedOut: () => void }) {
  const failureText = useFailureText();
  const utils = trpc.useUtils();
  const list = trpc.auth.devices.list.useQuery();
  const refresh = () => utils.auth.devices.list.invalidate();
  const end = trpc.auth.devices.end.useMutation();
  const endOthers = trpc.auth.devices.endOthers.useMutation({ onSuccess: refresh });
  const error = end.error ?? endOthers.error;
  if (list.isPending) return <Skeleton h={120} aria-hidden />;
  if (list.isError)
    return (
      <ErrorAlert>
        <FormattedMessage id="settings.loadFailed" />
      </ErrorAlert>
    );
  const sessions = list.data.sessions;
  return (
    <Stack gap="md">
      <EntryList label="devices.title">
        {sessions.map((device) => (
          <Device
            key={device.id}
            device={device}
            ending={end.isPending && end.variables?.id === device.id}
            onEnd={() =>
              end.mutate(
                { id: device.id },
                { onSuccess: () => (device.current ? onSignedOut() : void refresh()) },
              )
            }
          />
        ))}
      </EntryList>
      {error && <ErrorAlert>{failureText(error)}</ErrorAlert>}
      {endOthers.data && (
        <OutcomeAlert tone="success">
          <FormattedMessage id="devices.endedOthers" values={{ count: endOthers.data.ended }} />
        </OutcomeAlert>
      )}
      <OnlineRequired>
        <Button
          variant="default"
          style={{ alignSelf: 'flex-start' }}
          disabled={sessions.length < 2}
          loading={endOthers.isPending}
          onClick={() => endOthers.mutate()}
        >
          <FormattedMessage id="devices.endOthers" />
        </Button>
      </OnlineRequired>
    </Stack>
  );
}
