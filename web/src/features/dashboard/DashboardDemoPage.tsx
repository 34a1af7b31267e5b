/**
 * The public dashboard demo at /dashboarddemo (spec §2.1, core-product §2 Dashboard): the real DashboardView
 * on local sample data. Nothing is loaded or saved; the reminder switches work on local state only.
 */
import { Alert, Button, Group, Text } from '@mantine/core';
import { IconBell, IconInfoCircle } from '@tabler/icons-react';
import type { Livestream } from '@wurzelwerk/shared';
import { useMemo, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { paths } from '../../app/paths';
import { DocumentTitle } from '../../components/PageHeader';
import { useToast } from '../../components/useToast';
import { loaded } from '../../lib/queryState';
import { DashboardView } from './DashboardView';
import { DEMO_FIRST_NAME, dashboardDemoSamples } from './dashboardDemoSamples';

/** The same duration as the signed-in reminder toasts (spec §9: 3 s). */
const REMINDER_TOAST_MS = 3_000;

export default function DashboardDemoPage() {
  const intl = useIntl();
  const toast = useToast();
  const locale = intl.locale === 'en' ? 'en' : 'de';
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
      <DocumentTitle title={intl.formatMessage({ id: 'page.dashboardDemo' })} />
      <DashboardView
        firstName={DEMO_FIRST_NAME}
        summary={samples.summary}
        investments={loaded(samples.investments)}
        news={loaded(samples.news)}
        streams={loaded(streams)}
        onToggleReminder={toggleReminder}
        investPath={paths.marketplaceDemo}
        notice={
          <Alert
            variant="light"
            icon={<IconInfoCircle aria-hidden />}
            title={<FormattedMessage id="dashboard.demo.title" />}
            styles={{ title: { color: 'var(--mantine-color-text)' } }}
          >
            <Group justify="space-between" gap="sm">
              <Text size="sm">
                <FormattedMessage id="dashboard.demo.text" />
              </Text>
              <Button component={Link} to={paths.register} size="xs">
                <FormattedMessage id="dashboard.demo.register" />
              </Button>
            </Group>
          </Alert>
        }
      />
    </>
  );
}
