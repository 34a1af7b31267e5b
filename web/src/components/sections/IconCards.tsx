/** A grid of cards, each an icon, a title and a short text (features, values). */
import { Card, Group, SimpleGrid, type SimpleGridProps, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import type { ComponentType, ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import type { MessageId } from '../../i18n/messages';

export interface IconCardItem {
  icon: ReactNode;
  title: MessageId;
  text: MessageId;
}

/** Items from `[Icon, title, text]` rows, each icon drawn at `size`. */
export function iconItems(
  size: number,
  rows: ReadonlyArray<readonly [ComponentType<{ size?: number }>, MessageId, MessageId]>,
): IconCardItem[] {
  return rows.map(([Icon, title, text]) => ({ icon: <Icon size={size} />, title, text }));
}

function ItemIcon({ item, size }: { item: IconCardItem; size: number }) {
  return (
    <ThemeIcon size={size} radius="md" variant="light" aria-hidden>
      {item.icon}
    </ThemeIcon>
  );
}

function ItemText({ item }: { item: IconCardItem }) {
  return (
    <Text size="sm" c="dimmed">
      <FormattedMessage id={item.text} />
    </Text>
  );
}

export function IconCards({
  items,
  cols,
}: {
  items: readonly IconCardItem[];
  cols: SimpleGridProps['cols'];
}) {
  return (
    <SimpleGrid cols={cols} spacing="md">
      {items.map((item) => (
        <Card key={item.title} withBorder radius="md" padding="lg">
          <Stack gap="sm">
            <ItemIcon item={item} size={44} />
            <Title order={3} size="h4">
              <FormattedMessage id={item.title} />
            </Title>
            <ItemText item={item} />
          </Stack>
        </Card>
      ))}
    </SimpleGrid>
  );
}

/** The same items as a plain list: icon beside title and text (the mobile-app page's features). */
export function IconList({ items }: { items: readonly IconCardItem[] }) {
  return (
    <Stack gap="md" component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
      {items.map((item) => (
        <Group key={item.title} component="li" wrap="nowrap" align="flex-start" gap="sm">
          <ItemIcon item={item} size={40} />
          <div>
            <Text fw={700}>
              <FormattedMessage id={item.title} />
            </Text>
            <ItemText item={item} />
          </div>
        </Group>
      ))}
    </Stack>
  );
}
