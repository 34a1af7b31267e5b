/**
 * One product card of the shops (product §2.10, §2.11, §3): picture with the Best / New / discount badges,
 * name and category, rating and reviews, description, up to three features, colours and sizes, the
 * sustainability score and CO2 text, price (with the struck-through original price), stock and the button
 * that adds it to the cart. Each optional part shows only when the product has it: the German shop's
 * products bring picture, stock count and sustainability; the eco shop demo's the presentation details.
 */
import { Badge, Button, Card, Group, Image, Progress, Stack, Text, VisuallyHidden } from '@mantine/core';
import { IconLeaf, IconShoppingCartPlus, IconStarFilled } from '@tabler/icons-react';
import { discountPercent, type Product, type ProductDetails } from '@wurzelwerk/shared';
import { type ReactNode, useId } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { CardImageLoading } from '../../components/CardGrid';
import { CardTitle } from '../../components/CardTitle';
import { useFormat } from '../../lib/format';
import { BADGE_COLORS } from './badgeColor';
import type { ShopCategory } from './catalog';
import { categoryLabels } from './labels';
import { ProductBadges, ProductFeatures } from './ProductDetails';

/**
 * What a card shows: the product's common fields in the shared shape, the German shop's picture, stock
 * count and sustainability facts when present, and the optional presentation details.
 */
export type CardProduct = Pick<
  Product,
  'id' | 'name' | 'description' | 'price' | 'rating' | 'reviews' | 'inStock'
> &
  Partial<Pick<Product, 'imageUrl' | 'stock' | 'sustainabilityScore' | 'co2Impact'>> &
  ProductDetails & { category: ShopCategory };

interface ProductCardProps {
  product: CardProduct;
  /** How many are in the cart already. */
  inCart?: number;
  /** The most one line may hold (stock, at most 99); no limit when absent. */
  limit?: number;
  onAdd: () => void;
  /** Shown in place of a product without a picture. */
  picture?: ReactNode;
  /** The language of the product's texts when it is not the page's (the eco shop's are English). */
  lang?: string;
  /** Lazy unless the card is among the first in view (CardGrid's cardImageLoading). */
  imageLoading?: CardImageLoading;
}

/** The product pictures' own size (scripts/generate-product-images.ts), as the <img>'s width and height. */
const PRODUCT_PICTURE = { width: 400, height: 400 } as const;

export function ProductCard({
  product,
  inCart = 0,
  limit = Infinity,
  onAdd,
  picture,
  lang,
  imageLoading = { loading: 'lazy' },
}: ProductCardProps) {
  const intl = useIntl();
  const format = useFormat();
  const headingId = useId();
  const scoreId = useId();
  const atLimit = inCart >= limit;
  const discount = product.originalPrice ? discountPercent(product.price, product.originalPrice) : 0;

  return (
    <Card component="article" withBorder radius="md" padding="md" aria-labelledby={headingId}>
      <Card.Section pos="relative">
        {product.imageUrl ? (
          <Image src={product.imageUrl} alt="" h={170} fit="cover" {...PRODUCT_PICTURE} {...imageLoading} />
        ) : (
          picture
        )}
        <ProductBadges badges={product.badges} discount={discount} />
      </Card.Section>
      <Stack gap="xs" mt="md" style={{ flex: 1 }}>
        <CardTitle category={categoryLabels[product.category]} id={headingId} lang={lang}>
          {product.name}
        </CardTitle>
        <Group gap={4} wrap="nowrap">
          <IconStarFilled size={16} aria-hidden color="var(--mantine-color-yellow-6)" />
          <Text size="sm">
            <FormattedMessage
              id="shop.product.rating"
              values={{ rating: format.number(product.rating, 1), reviews: product.reviews }}
            />
          </Text>
        </Group>
        <Text size="sm" c="dimmed" lang={lang}>
          {product.description}
        </Text>
        <ProductFeatures product={product} lang={lang} />

        {product.sustainabilityScore !== undefined && (
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
        )}

        {product.co2Impact && (
          <Group gap={6} wrap="nowrap" align="flex-start">
            <IconLeaf size={16} aria-hidden style={{ flexShrink: 0, marginTop: 2 }} />
            <Text size="sm">{product.co2Impact}</Text>
          </Group>
        )}

        <Group justify="space-between" align="center" mt="auto" pt="xs">
          <Group gap="xs" align="baseline">
            <Text fw={800} size="xl">
              {format.euro(product.price)}
            </Text>
            {product.originalPrice && (
              <Text size="sm" c="dimmed" td="line-through">
                <VisuallyHidden>
                  <FormattedMessage id="shop.product.originalPrice" />
                </VisuallyHidden>
                {format.euro(product.originalPrice)}
              </Text>
            )}
          </Group>
          <Badge color={product.inStock ? BADGE_COLORS.inStock : BADGE_COLORS.outOfStock} autoContrast>
            <StockLabel product={product} />
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

/** With a stock count "In stock (12)" / "Sold out", without one "In Stock" / "Out of Stock" (product §2.11). */
function StockLabel({ product }: { product: CardProduct }) {
  if (product.stock === undefined) {
    return <FormattedMessage id={product.inStock ? 'shop.product.available' : 'shop.product.unavailable'} />;
  }
  return product.inStock ? (
    <FormattedMessage id="shop.product.inStock" values={{ stock: product.stock }} />
  ) : (
    <FormattedMessage id="shop.product.outOfStock" />
  );
}
