/**
 * The cart tab's lines: each product with its picture, unit price, quantity controls (up to the stock or the
 * order limit), line total and a remove button; a note when the cart is empty.
 */
import { ActionIcon, Group, Image, Stack, Text, VisuallyHidden } from '@mantine/core';
import { IconMinus, IconPlus, IconShoppingCartOff, IconTrash } from '@tabler/icons-react';
import { formatCents, type Product } from '@wurzelwerk/shared';
import { FormattedMessage, useIntl } from 'react-intl';
import { DANGER_SUBTLE } from '../../components/danger';
import { useFormat } from '../../lib/format';
import { type PricedLine, quantityLimit } from './cart';

type OnQuantity = (product: Product, quantity: number) => void;

export function CartLines({ lines, onQuantity }: { lines: readonly PricedLine[]; onQuantity: OnQuantity }) {
  if (lines.length === 0) {
    return (
      <Stack align="center" gap="xs" py="lg">
        <IconShoppingCartOff size={36} aria-hidden />
        <Text fw={600}>
          <FormattedMessage id="shop.cart.empty" />
        </Text>
      </Stack>
    );
  }
  return (
    <Stack component="ul" gap="sm" m={0} p={0} style={{ listStyle: 'none' }}>
      {lines.map((line) => (
        <CartLineRow key={line.product.id} line={line} onQuantity={onQuantity} />
      ))}
    </Stack>
  );
}

function CartLineRow({ line, onQuantity }: { line: PricedLine; onQuantity: OnQuantity }) {
  const intl = useIntl();
  const format = useFormat();
  const { product, quantity } = line;
  const name = { name: product.name };

  return (
    // The product (picture and name) and its controls share a row where there is room; on a phone the
    // controls move to a row of their own, so the name keeps the full width (issue 22).
    <Group component="li" gap="xs" wrap="wrap" data-testid="cart-line">
      <Group
        gap="sm"
        wrap="nowrap"
        style={{ flex: '1 1 14rem', minWidth: 0 }}
        data-testid="cart-line-product"
      >
        <Image src={product.imageUrl} alt="" w={56} h={56} radius="sm" fit="cover" loading="lazy" />
        <Stack gap={0} style={{ flex: 1, minWidth: 0 }}>
          <Text fw={600} lineClamp={2}>
            {product.name}
          </Text>
          <Text size="sm" c="dimmed">
            <FormattedMessage id="shop.cart.unitPrice" values={{ price: format.euro(product.price) }} />
            {line.digital && (
              <>
                {' · '}
                <FormattedMessage id="shop.cart.digital" />
              </>
            )}
          </Text>
        </Stack>
      </Group>
      <Group gap="sm" wrap="nowrap" ml="auto">
        <Group gap={4} wrap="nowrap">
          <ActionIcon
            variant="default"
            onClick={() => onQuantity(product, quantity - 1)}
            aria-label={intl.formatMessage({ id: 'shop.cart.decrease' }, name)}
          >
            <IconMinus size={16} aria-hidden />
          </ActionIcon>
          <Text w={32} ta="center" fw={600}>
            <span aria-hidden>{quantity}</span>
            <VisuallyHidden>
              <FormattedMessage id="shop.cart.quantity" values={{ ...name, quantity }} />
            </VisuallyHidden>
          </Text>
          <ActionIcon
            variant="default"
            onClick={() => onQuantity(product, quantity + 1)}
            disabled={quantity >= quantityLimit(product)}
            aria-label={intl.formatMessage({ id: 'shop.cart.increase' }, name)}
          >
            <IconPlus size={16} aria-hidden />
          </ActionIcon>
        </Group>
        <Text fw={600} w={88} ta="right" style={{ whiteSpace: 'nowrap' }}>
          {format.euro(formatCents(line.totalCents))}
        </Text>
        <ActionIcon
          {...DANGER_SUBTLE}
          onClick={() => onQuantity(product, 0)}
          aria-label={intl.formatMessage({ id: 'shop.cart.remove' }, name)}
        >
          <IconTrash size={16} aria-hidden />
        </ActionIcon>
      </Group>
    </Group>
  );
}
