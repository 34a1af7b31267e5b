/**
 * The 15-minute stream warnings for the whole signed-in app (product §4): mounted once in the signed-in
 * shell, so that a warning comes on every page, not only on the dashboard or /streams. On load it asks for
 * the notification permission while undecided; it then keeps one timer per stream with a reminder, from
 * the same livestreams query the pages toggle, and re-plans them when that list changes. The account's
 * `push` switch decides the browser notification (issue 17): turned off, the warning is the toast alone.
 */
import { IconBell } from '@tabler/icons-react';
import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import { useToast } from '../../components/useToast';
import { trpc } from '../../lib/trpc';
import { browserNotificationApi, requestPermissionIfUndecided, warnStreamDue } from './reminderWarning';
import { scheduleStreamReminders } from './streamReminderScheduler';

export function StreamReminderWarnings() {
  const intl = useIntl();
  const utils = trpc.useUtils();
  const toast = useToast();
  const streams = trpc.livestreams.list.useQuery();
  // The settings query AccountSettingsSync keeps; until it answers, the default (on) holds.
  const push = trpc.account.settings.useQuery().data?.notifications.push ?? true;

  useEffect(() => {
    requestPermissionIfUndecided(browserNotificationApi());
  }, []);

  useEffect(() => {
    if (!streams.data) return;
    return scheduleStreamReminders(
      streams.data,
      {
        now: () => Date.now(),
        setTimeout: (callback, ms) => window.setTimeout(callback, ms),
        clearTimeout: (handle) => window.clearTimeout(handle),
      },
      // Asked again when the timer fires: the reminder may have been removed meanwhile.
      (id) => utils.livestreams.list.getData()?.find((s) => s.id === id)?.reminderSet ?? false,
      (stream) =>
        warnStreamDue(
          {
            title: intl.formatMessage({ id: 'streams.reminder.dueTitle' }),
            message: intl.formatMessage({ id: 'streams.reminder.dueMessage' }, { title: stream.title }),
          },
          toast,
          push ? browserNotificationApi() : null,
          <IconBell size={18} aria-hidden />,
        ),
    );
  }, [streams.data, utils, intl, toast, push]);

  return null;
}
