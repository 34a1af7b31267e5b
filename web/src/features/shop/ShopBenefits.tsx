/**
 * The shop's closing benefits section (product §2.10, §9 Shop): shipping, the 10 % pledge, returns and the
 * payment methods.
 */
import { SimpleGrid, Text, Title } from '@mantine/core';
import { IconArrowBackUp, IconPlant, IconTruckDelivery, IconWorld } from '@tabler/icons-react';
import { FREE_SHIPPING_ABOVE_CENTS, formatCents } from '@wurzelwerk/shared';
import { FormattedMessage } from 'react-intl';
import { InfoCard } from '../../components/InfoCard';
import { useFormat } from '../../lib/format';

export function ShopBenefits() {
  const format = useFormat();
  const freeFrom = { amount: format.euroWhole(formatCents(FREE_SHIPPING_ABOVE_CENTS)) };
  return (
    <section aria-labelledby="shop-benefits-heading">
      <Title order={2} id="shop-benefits-heading" mb="md">
        <FormattedMessage id="shop.benefits.heading" />
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }} spacing="lg">
        <InfoCard icon={<IconWorld />} title="shop.benefits.climateTitle" text="shop.benefits.climateText" />
        <InfoCard icon={<IconPlant />} title="shop.benefits.profitTitle" text="shop.benefits.profitText" />
        <InfoCard
          icon={<IconTruckDelivery />}
          title="shop.benefits.shippingTitle"
          text="shop.benefits.shippingText"
          values={freeFrom}
        />
        <InfoCard
          icon={<IconArrowBackUp />}
          title="shop.benefits.returnsTitle"
          text="shop.benefits.returnsText"
        />
      </SimpleGrid>
      <Text size="sm" mt="md">
        <FormattedMessage id="shop.benefits.payment" />
      </Text>
    </section>
  );
}
