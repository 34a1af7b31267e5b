/**
 * A list of activities (product §2.12 recent activity, §2.13 activities tab): an icon, the title, the date and,
 * where the activity moves money, its amount in euro — investments with a minus, everything else with a plus.
 */
import { Group, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconActivity, IconGift, IconPlant2, IconTrendingUp } from '@tabler/icons-react';
import { useIntl } from 'react-intl';
import { useFormat } from '../../lib/format';
import { activitySign } from './profileRules';
import './profile.css';

const ICONS = {
  activity: IconActivity,
  investment: IconPlant2,
  return: IconTrendingUp,
  bonus: IconGift,
} as const;

export interface ActivityItem {
  id: number;
  icon: keyof typeof ICONS;
  title: string;
  /** A day (ISO date) or a moment, shown with its time. */
  at: string | Date;
  /** Euro, without sign; the type decides it. */
  amount?: { euro: number; type: 'investment' | 'other' };
}

export function ActivityList({ items }: { items: readonly ActivityItem[] }) {
  const intl = useIntl();
  const format = useFormat();
  return (
    <Stack gap="sm" component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
      {items.map((item) => {
        const Icon = ICONS[item.icon];
        const sign = item.amount && activitySign(item.amount.type);
        return (
          <Group key={item.id} component="li" justify="space-between" wrap="nowrap" gap="sm">
            <Group gap="sm" wrap="nowrap">
              <ThemeIcon size={36} radius="xl" variant="light" aria-hidden>
                <Icon size={18} />
              </ThemeIcon>
              <Stack gap={0}>
                <Text size="sm" fw={600}>
                  {item.title}
                </Text>
                <Text size="xs" c="dimmed">
                  {typeof item.at === 'string' ? format.date(item.at) : format.dateTime(item.at)}
                </Text>
              </Stack>
            </Group>
            {item.amount && (
              <Text
                fw={700}
                className={sign === '-' ? 'profile-amount-minus' : 'profile-amount-plus'}
                style={{ whiteSpace: 'nowrap' }}
              >
                {intl.formatMessage(
                  { id: sign === '-' ? 'profile.amount.minus' : 'profile.amount.plus' },
                  { amount: format.euro(item.amount.euro) },
                )}
              </Text>
            )}
          </Group>
        );
      })}
    </Stack>
  );
}
