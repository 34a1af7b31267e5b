/**
 * The public dashboard demo at /dashboarddemo (product §2.1, product §2 Dashboard): the real DashboardView
 * on local sample data. Nothing is loaded or saved; the reminder switches work on local state only.
 */
import { IconBell } from '@tabler/icons-react';
import type { Livestream } from '@wurzelwerk/shared';
import { languageOf } from '@wurzelwerk/shared';
import { useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import { DemoNotice } from '../../components/DemoNotice';
import { PageMeta } from '../../components/PageMeta';
import { useToast } from '../../components/useToast';
import { paths } from '../../config/paths';
import { DashboardView } from '../../features/dashboard';
import { loaded } from '../../lib/queryState';
import { DEMO_FIRST_NAME, dashboardDemoSamples } from './data';

/** The same duration as the signed-in reminder toasts (product §9: 3 s). */
const REMINDER_TOAST_MS = 3_000;

export default function DashboardDemoPage() {
  const intl = useIntl();
  const toast = useToast();
  const locale = languageOf(intl.locale);
  // Fixed at the first render, so the sample times do not move while the visitor looks at them.
  const [now] = useState(() => Date.now());
  const samples = useMemo(() => dashboardDemoSamples(locale, now), [locale, now]);
  const [reminders, setReminders] = useState<ReadonlySet<number>>(new Set());

  const streams = samples.streams.map((stream) => ({ ...stream, reminderSet: reminders.has(stream.id) }));

  function toggleReminder(stream: Livestream) {
    const set = !stream.reminderSet;
    setReminders((current) => {
      const next = new Set(current);
      if (set) next.add(stream.id);
      else next.delete(stream.id);
      return next;
    });
    toast({
      title: intl.formatMessage({ id: set ? 'streams.reminder.setTitle' : 'streams.reminder.removedTitle' }),
      message: intl.formatMessage(
        { id: set ? 'streams.reminder.setMessage' : 'streams.reminder.removedMessage' },
        { title: stream.title },
      ),
      durationMs: REMINDER_TOAST_MS,
      icon: <IconBell size={18} aria-hidden />,
    });
  }

  return (
    <>
      <PageMeta title={intl.formatMessage({ id: 'page.dashboardDemo' })} description="meta.dashboardDemo" />
      <DashboardView
        firstName={DEMO_FIRST_NAME}
        summary={samples.summary}
        investments={loaded(samples.investments)}
        news={loaded(samples.news)}
        streams={loaded(streams)}
        onToggleReminder={toggleReminder}
        investPath={paths.marketplaceDemo}
        notice={<DemoNotice text="dashboard.demo.text" />}
      />
    </>
  );
}
