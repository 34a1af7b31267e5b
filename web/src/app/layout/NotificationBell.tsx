/**
 * The bell with its always-on red dot (product §2) and its panel of stored notifications (issue 17): newest
 * first, the unread ones marked, "mark all read", one marked read when clicked, an empty state. The list is
 * read again every minute, when the window gets the focus back and when the panel opens.
 */
import {
  ActionIcon,
  Box,
  Button,
  Group,
  Indicator,
  Loader,
  Popover,
  ScrollArea,
  Stack,
  Text,
  Title,
  UnstyledButton,
  VisuallyHidden,
} from '@mantine/core';
import { IconBell } from '@tabler/icons-react';
import type { Notification } from '@wurzelwerk/shared';
import { type ComponentPropsWithoutRef, forwardRef, type ReactNode, useId } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { OnlineRequired } from '../../components/OnlineRequired';
import { useFormat } from '../../lib/format';
import { trpc } from '../../lib/trpc';
import { useFocusOnMount, useOpenedAfterMount, useStandIn } from '../../lib/useStandIn';
import { notificationTexts } from './notificationTexts';

/** How often an open app asks for new notifications. */
const REFETCH_MS = 60_000;

function NotificationItem({
  notification,
  onRead,
}: {
  notification: Notification;
  onRead: (id: string) => void;
}) {
  const intl = useIntl();
  const { dateTime } = useFormat();
  const { title, body } = notificationTexts(notification, intl);
  const unread = notification.readAt === null;
  const item = (
    <UnstyledButton
      w="100%"
      p="sm"
      onClick={() => unread && onRead(notification.id)}
      data-unread={unread || undefined}
      style={{
        borderRadius: 'var(--mantine-radius-sm)',
        background: unread ? 'var(--mantine-color-default-hover)' : undefined,
      }}
    >
      <Group gap="sm" wrap="nowrap" align="flex-start">
        <Box
          mt={6}
          w={8}
          h={8}
          style={{
            flex: 'none',
            borderRadius: '50%',
            background: unread ? 'var(--mantine-color-blue-filled)' : 'transparent',
          }}
          aria-hidden
        />
        <Stack gap={2}>
          <Text size="sm" fw={unread ? 700 : 500}>
            {unread && (
              <VisuallyHidden>
                <FormattedMessage id="notifications.unread" />:{' '}
              </VisuallyHidden>
            )}
            {title}
          </Text>
          <Text size="sm">{body}</Text>
          <Text size="xs" c="dimmed">
            <time dateTime={notification.createdAt.toISOString()}>{dateTime(notification.createdAt)}</time>
          </Text>
        </Stack>
      </Group>
    </UnstyledButton>
  );
  // Pressing an unread one marks it read: that needs the network (decision 0092).
  return <li>{unread ? <OnlineRequired>{item}</OnlineRequired> : item}</li>;
}

function NotificationPanel({ headingId }: { headingId: string }) {
  const utils = trpc.useUtils();
  const list = trpc.notifications.list.useQuery();
  const refresh = () => utils.notifications.list.invalidate();
  const markRead = trpc.notifications.markRead.useMutation({ onSettled: refresh });
  const markAllRead = trpc.notifications.markAllRead.useMutation({ onSettled: refresh });
  const unreadCount = list.data?.unreadCount ?? 0;
  let content: ReactNode;
  if (list.isPending) content = <Loader size="sm" mx="auto" aria-hidden />;
  else if (list.isError)
    content = (
      <Text size="sm" role="alert">
        <FormattedMessage id="notifications.loadFailed" />
      </Text>
    );
  else if (list.data.items.length === 0)
    content = (
      <Text size="sm" c="dimmed">
        <FormattedMessage id="notifications.empty" />
      </Text>
    );
  else
    content = (
      <ScrollArea.Autosize mah={420} type="auto">
        <Stack component="ul" gap={4} m={0} p={0} style={{ listStyle: 'none' }}>
          {list.data.items.map((notification) => (
            <NotificationItem
              key={notification.id}
              notification={notification}
              onRead={(id) => markRead.mutate({ id })}
            />
          ))}
        </Stack>
      </ScrollArea.Autosize>
    );
  return (
    <Stack gap="sm">
      {/* On a phone the button goes below the heading rather than being cut off (issue 36). */}
      <Group justify="space-between" gap="xs">
        <Title order={2} size="h5" id={headingId}>
          <FormattedMessage id="notifications.label" />
        </Title>
        <OnlineRequired>
          <Button
            variant="subtle"
            size="compact-sm"
            disabled={unreadCount === 0 || markAllRead.isPending}
            onClick={() => markAllRead.mutate()}
          >
            <FormattedMessage id="notifications.markAllRead" />
          </Button>
        </OnlineRequired>
      </Group>
      {content}
    </Stack>
  );
}

/** The bell's button: its name says how many are unread. */
const BellButton = forwardRef<
  HTMLButtonElement,
  ComponentPropsWithoutRef<'button'> & { unreadCount: number }
>(function BellButton({ unreadCount, ...props }, ref) {
  const intl = useIntl();
  return (
    <ActionIcon
      ref={ref}
      variant="default"
      size="lg"
      aria-label={
        unreadCount > 0
          ? intl.formatMessage({ id: 'notifications.unreadLabel' }, { count: unreadCount })
          : intl.formatMessage({ id: 'notifications.label' })
      }
      {...props}
    >
      <Indicator color="red" size={8} offset={2} aria-hidden>
        <IconBell size={20} />
      </Indicator>
    </ActionIcon>
  );
});

/** The bell; its panel (a popover) mounts when the bell is first used (useStandIn). */
export function NotificationBell() {
  // The same query as the panel's: the count in the bell's name stays current while the panel is closed.
  // Queries never go stale in this app (product §7): 'always' makes the focus count all the same.
  const list = trpc.notifications.list.useQuery(undefined, {
    refetchInterval: REFETCH_MS,
    refetchOnWindowFocus: 'always',
  });
  const unreadCount = list.data?.unreadCount ?? 0;
  const standIn = useStandIn();
  if (!standIn.used) {
    return (
      <BellButton unreadCount={unreadCount} aria-haspopup="dialog" aria-expanded={false} {...standIn.props} />
    );
  }
  return (
    <BellPopover unreadCount={unreadCount} openOnMount={standIn.opened} focusOnMount={standIn.focused} />
  );
}

function BellPopover({
  unreadCount,
  openOnMount,
  focusOnMount,
}: {
  unreadCount: number;
  openOnMount: boolean;
  focusOnMount: boolean;
}) {
  const headingId = useId();
  const utils = trpc.useUtils();
  const target = useFocusOnMount<HTMLButtonElement>(focusOnMount);
  const [opened, setOpened] = useOpenedAfterMount(openOnMount);
  return (
    <Popover
      position="bottom-end"
      withArrow
      shadow="md"
      width={360}
      trapFocus
      returnFocus
      opened={opened}
      onChange={setOpened}
      // Opened, the panel shows what is new since the last minute's read.
      onOpen={() => void utils.notifications.list.invalidate()}
    >
      <Popover.Target>
        {/* A controlled popover leaves the target's clicks to its owner. */}
        <BellButton ref={target} unreadCount={unreadCount} onClick={() => setOpened(!opened)} />
      </Popover.Target>
      <Popover.Dropdown aria-labelledby={headingId} maw="calc(100vw - 16px)">
        <NotificationPanel headingId={headingId} />
      </Popover.Dropdown>
    </Popover>
  );
}
