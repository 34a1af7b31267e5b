/**
 * Livestreams with their reminders (spec §4): the list, the toggle saved through the API with its 3 s
 * toasts, the notification permission asked on load, and the 15-minute warning (10 s toast plus a
 * browser notification). Used by the streams page and the dashboard's stream cards.
 */
import { IconBell } from '@tabler/icons-react';
import type { Livestream } from '@wurzelwerk/shared';
import { useCallback, useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { trpc } from '../lib/trpc';
import { scheduleStreamReminders } from './streamReminderScheduler';
import { useToast } from './useToast';

const TOGGLE_TOAST_MS = 3_000;
const DUE_TOAST_MS = 10_000;

function notificationApi(): typeof Notification | null {
  return typeof window !== 'undefined' && 'Notification' in window ? window.Notification : null;
}

export function useStreamReminders() {
  const intl = useIntl();
  const utils = trpc.useUtils();
  const streams = trpc.livestreams.list.useQuery();
  const [pendingId, setPendingId] = useState<number | null>(null);

  const toast = useToast();
  const showToast = useCallback(
    (title: string, message: string, durationMs: number, tone: 'success' | 'destructive' = 'success') =>
      toast({ title, message, durationMs, tone, icon: <IconBell size={18} aria-hidden /> }),
    [toast],
  );

  useEffect(() => {
    const api = notificationApi();
    if (api?.permission !== 'default') return;
    try {
      // Older Safari returns undefined instead of a promise.
      void api.requestPermission()?.catch(() => undefined);
    } catch {
      // A browser that refuses the request outright simply gets no system notifications.
    }
  }, []);

  useEffect(() => {
    if (!streams.data) return;
    return scheduleStreamReminders(
      streams.data,
      {
        now: () => Date.now(),
        setTimeout: (cb, ms) => window.setTimeout(cb, ms),
        clearTimeout: (handle) => window.clearTimeout(handle),
      },
      (id) => utils.livestreams.list.getData()?.find((s) => s.id === id)?.reminderSet ?? false,
      (stream) => {
        const title = intl.formatMessage({ id: 'streams.reminder.dueTitle' });
        const message = intl.formatMessage({ id: 'streams.reminder.dueMessage' }, { title: stream.title });
        showToast(title, message, DUE_TOAST_MS);
        const api = notificationApi();
        if (api?.permission === 'granted') new api(title, { body: message });
      },
    );
  }, [streams.data, utils, intl, showToast]);

  const onSettled = () => setPendingId(null);
  const onError = (error: { message: string }) =>
    showToast(
      intl.formatMessage({ id: 'streams.reminder.failedTitle' }),
      error.message,
      TOGGLE_TOAST_MS,
      'destructive',
    );
  const onSuccess = ({ id, reminderSet }: { id: number; reminderSet: boolean }) => {
    utils.livestreams.list.setData(undefined, (list) =>
      list?.map((s) => (s.id === id ? { ...s, reminderSet } : s)),
    );
    const title = utils.livestreams.list.getData()?.find((s) => s.id === id)?.title ?? '';
    showToast(
      intl.formatMessage({ id: reminderSet ? 'streams.reminder.setTitle' : 'streams.reminder.removedTitle' }),
      intl.formatMessage(
        { id: reminderSet ? 'streams.reminder.setMessage' : 'streams.reminder.removedMessage' },
        { title },
      ),
      TOGGLE_TOAST_MS,
    );
  };
  const setReminder = trpc.livestreams.setReminder.useMutation({ onSuccess, onError, onSettled });
  const removeReminder = trpc.livestreams.removeReminder.useMutation({ onSuccess, onError, onSettled });

  const toggleReminder = (stream: Livestream) => {
    setPendingId(stream.id);
    (stream.reminderSet ? removeReminder : setReminder).mutate({ id: stream.id });
  };

  return { streams, toggleReminder, pendingId };
}
