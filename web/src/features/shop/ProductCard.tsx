/**
 * One product of the German shop (spec §2.10, §3): image, category, name, description, rating and reviews,
 * sustainability score, CO2 text, stock, price and the button that puts it into the cart.
 */
import { Badge, Button, Card, Group, Image, Progress, Stack, Text, Title } from '@mantine/core';
import { IconLeaf, IconShoppingCartPlus, IconStarFilled } from '@tabler/icons-react';
import type { Product } from '@wurzelwerk/shared';
import { useId } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useFormat } from '../../lib/format';
import { BADGE_COLORS } from './badgeColor';
import { categoryLabels } from './labels';

interface ProductCardProps {
  product: Product;
  /** How many are in the cart already. */
  inCart: number;
  /** The most one line may hold (stock, at most 99). */
  limit: number;
  onAdd: () => void;
}

export function ProductCard({ product, inCart, limit, onAdd }: ProductCardProps) {
  const intl = useIntl();
  const format = useFormat();
  const headingId = useId();
  const scoreId = useId();
  const atLimit = inCart >= limit;

  return (
    <Card component="article" withBorder radius="md" padding="md" aria-labelledby={headingId}>
      <Card.Section>
        <Image src={product.imageUrl} alt="" h={170} fit="cover" loading="lazy" />
      </Card.Section>
      <Stack gap="xs" mt="md" style={{ flex: 1 }}>
        <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
          <Title order={3} size="h4" id={headingId}>
            {product.name}
          </Title>
          <Badge variant="light" style={{ flexShrink: 0 }}>
            <FormattedMessage id={categoryLabels[product.category]} />
          </Badge>
        </Group>
        <Group gap={4} wrap="nowrap">
          <IconStarFilled size={16} aria-hidden color="var(--mantine-color-yellow-6)" />
          <Text size="sm">
            <FormattedMessage
              id="shop.product.rating"
              values={{ rating: format.number(product.rating, 1), reviews: product.reviews }}
            />
          </Text>
        </Group>
        <Text size="sm" c="dimmed">
          {product.description}
        </Text>

        <div>
          <Group justify="space-between" gap="xs">
            <Text size="xs" fw={600} id={scoreId}>
              <FormattedMessage id="shop.product.sustainability" />
            </Text>
            <Text size="xs" fw={600}>
              <FormattedMessage id="shop.product.score" values={{ score: product.sustainabilityScore }} />
            </Text>
          </Group>
          {/* The bar's role and value sit on the section, so its name goes there too. */}
          <Progress.Root size="sm" mt={4}>
            <Progress.Section value={product.sustainabilityScore} aria-labelledby={scoreId} />
          </Progress.Root>
        </div>

        {product.co2Impact && (
          <Group gap={6} wrap="nowrap" align="flex-start">
            <IconLeaf size={16} aria-hidden style={{ flexShrink: 0, marginTop: 2 }} />
            <Text size="sm">{product.co2Impact}</Text>
          </Group>
        )}

        <Group justify="space-between" align="center" mt="auto" pt="xs">
          <Text fw={800} size="xl">
            {format.euro(product.price)}
          </Text>
          <Badge color={product.inStock ? BADGE_COLORS.inStock : BADGE_COLORS.outOfStock} autoContrast>
            {product.inStock ? (
              <FormattedMessage id="shop.product.inStock" values={{ stock: product.stock }} />
            ) : (
              <FormattedMessage id="shop.product.outOfStock" />
            )}
          </Badge>
        </Group>
        <Button
          leftSection={<IconShoppingCartPlus size={18} aria-hidden />}
          onClick={onAdd}
          disabled={!product.inStock || atLimit}
          aria-label={intl.formatMessage({ id: 'shop.product.addLabel' }, { name: product.name })}
        >
          <FormattedMessage id="shop.product.add" />
        </Button>
      </Stack>
    </Card>
  );
}
