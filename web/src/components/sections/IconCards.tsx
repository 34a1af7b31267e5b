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

/** The keys `K` under `P` that have both a `P.K.title` and a `P.K.text` message. */
type ItemKey<P extends string, M = MessageId> = M extends `${P}.${infer K}.title`
  ? `${P}.${K}.text` extends MessageId
    ? K
    : never
  : never;

/** Items whose messages are `prefix.key.title` and `prefix.key.text`, each with its icon at `size`. */
export function iconItems<P extends string>(
  prefix: P,
  size: number,
  entries: ReadonlyArray<readonly [ItemKey<P>, ComponentType<{ size?: number }>]>,
): IconCardItem[] {
  return entries.map(([key, Icon]) => ({
    icon: <Icon size={size} />,
    title: `${prefix}.${key}.title` as MessageId,
    text: `${prefix}.${key}.text` as MessageId,
  }));
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
