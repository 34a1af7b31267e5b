/**
 * The shop's closing benefits section (spec §2.10, §9 Shop): shipping, the 10 % pledge, returns and the
 * payment methods.
 */
import { Card, SimpleGrid, Text, ThemeIcon, Title } from '@mantine/core';
import { IconArrowBackUp, IconPlant, IconTruckDelivery, IconWorld } from '@tabler/icons-react';
import { FREE_SHIPPING_ABOVE_CENTS, formatCents } from '@wurzelwerk/shared';
import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import type { MessageId } from '../../i18n/messages';
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
        <Benefit icon={<IconWorld />} title="shop.benefits.climateTitle" text="shop.benefits.climateText" />
        <Benefit icon={<IconPlant />} title="shop.benefits.profitTitle" text="shop.benefits.profitText" />
        <Benefit
          icon={<IconTruckDelivery />}
          title="shop.benefits.shippingTitle"
          text="shop.benefits.shippingText"
          values={freeFrom}
        />
        <Benefit
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

interface BenefitProps {
  icon: ReactNode;
  title: MessageId;
  text: MessageId;
  values?: Record<string, string>;
}

function Benefit({ icon, title, text, values }: BenefitProps) {
  return (
    <Card withBorder radius="md" padding="lg">
      <ThemeIcon size={40} radius="md" variant="light" aria-hidden>
        {icon}
      </ThemeIcon>
      <Title order={3} size="h4" mt="sm">
        <FormattedMessage id={title} values={values} />
      </Title>
      <Text size="sm" c="dimmed" mt={4}>
        <FormattedMessage id={text} values={values} />
      </Text>
    </Card>
  );
}
