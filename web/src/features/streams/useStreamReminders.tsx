/**
 * The livestreams with their reminder toggle (product §4): the switch is saved through the API, followed by a
 * 3 s toast (set or removed). Used by the streams page and the dashboard's stream cards. The 15-minute
 * warnings are not scheduled here but once for the whole signed-in app (StreamReminderWarnings), so a page
 * that shows the streams never schedules them a second time.
 */
import { IconBell } from '@tabler/icons-react';
import type { Livestream } from '@wurzelwerk/shared';
import { useCallback, useState } from 'react';
import { useIntl } from 'react-intl';
import { useFailureToast, useToast } from '../../components/useToast';
import { trpc } from '../../lib/trpc';
import { TOGGLE_TOAST_MS } from './reminderWarning';

export function useStreamReminders() {
  const intl = useIntl();
  const utils = trpc.useUtils();
  const toast = useToast();
  const failureToast = useFailureToast();
  const streams = trpc.livestreams.list.useQuery();
  const [pendingId, setPendingId] = useState<number | null>(null);

  const onSettled = () => setPendingId(null);
  const onError = (error: unknown) => failureToast('streams.reminder.failedTitle', error, TOGGLE_TOAST_MS);
  const onSuccess = ({ id, reminderSet }: { id: number; reminderSet: boolean }) => {
    // The shared list query is what the warnings read, so they follow the switch at once.
    utils.livestreams.list.setData(undefined, (list) =>
      list?.map((s) => (s.id === id ? { ...s, reminderSet } : s)),
    );
    const title = utils.livestreams.list.getData()?.find((s) => s.id === id)?.title ?? '';
    toast({
      title: intl.formatMessage({
        id: reminderSet ? 'streams.reminder.setTitle' : 'streams.reminder.removedTitle',
      }),
      message: intl.formatMessage(
        { id: reminderSet ? 'streams.reminder.setMessage' : 'streams.reminder.removedMessage' },
        { title },
      ),
      durationMs: TOGGLE_TOAST_MS,
      icon: <IconBell size={18} aria-hidden />,
    });
  };
  const setReminder = trpc.livestreams.setReminder.useMutation({ onSuccess, onError, onSettled });
  const removeReminder = trpc.livestreams.removeReminder.useMutation({ onSuccess, onError, onSettled });

  // One function for the hook's life (the mutations' `mutate` are): a card list drawn from it can be memoised.
  const { mutate: set } = setReminder;
  const { mutate: remove } = removeReminder;
  const toggleReminder = useCallback(
    (stream: Livestream) => {
      setPendingId(stream.id);
      (stream.reminderSet ? remove : set)({ id: stream.id });
    },
    [set, remove],
  );

  return { streams, toggleReminder, pendingId };
}
