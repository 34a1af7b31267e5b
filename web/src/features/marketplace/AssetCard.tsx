/**
 * One asset in the marketplace grid: image, name (linking to its page when there is one), location, price,
 * return, CO2, the funding (target, raised, investors, deadline; issue 36) and the invest action.
 */
import { Anchor, Button, Card, Group, Image, Stack, Text } from '@mantine/core';
import { IconMapPin } from '@tabler/icons-react';
import { type AssetType, basePriceNumber } from '@wurzelwerk/shared';
import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router-dom';
import type { CardImageLoading } from '../../components/CardGrid';
import { CardTitle } from '../../components/CardTitle';
import { useFormat } from '../../lib/format';
import { categoryLabels } from './categories';
import { FundingSummary } from './FundingSummary';
import { InvestButton } from './InvestButton';

/**
 * The asset pictures' own size (scripts/generate-sample-images.ts), as the <img>'s width and height; CSS
 * shows them cropped to the card's and the asset page's height.
 */
export const ASSET_PICTURE = { width: 800, height: 500 } as const;

interface AssetCardProps {
  asset: AssetType;
  /** Lazy unless the card is among the first in view (CardGrid's cardImageLoading). */
  imageLoading?: CardImageLoading;
  /** The asset's page; without it the card offers no details link (the public demo has no asset pages). */
  href?: string;
  onInvest: (asset: AssetType) => void;
  /** The invest action needs the network (the signed-in marketplace, not the demo). */
  onlineRequired?: boolean;
}

export function AssetCard({
  asset,
  href,
  onInvest,
  onlineRequired,
  imageLoading = { loading: 'lazy' },
}: AssetCardProps) {
  const format = useFormat();
  return (
    <Card withBorder radius="md" padding="md" data-testid="asset-card">
      <Card.Section>
        <Image src={asset.imageUrl} alt="" h={170} fit="cover" {...ASSET_PICTURE} {...imageLoading} />
      </Card.Section>
      <Stack gap="xs" mt="md" style={{ flex: 1 }}>
        <CardTitle category={categoryLabels[asset.category]}>
          {href ? (
            <Anchor component={Link} to={href} c="inherit">
              {asset.name}
            </Anchor>
          ) : (
            asset.name
          )}
        </CardTitle>
        <Group gap={4} wrap="nowrap">
          <IconMapPin size={16} aria-hidden style={{ flexShrink: 0 }} />
          <Text size="sm" c="dimmed" lineClamp={1}>
            {asset.location}
          </Text>
        </Group>
        <FundingSummary asset={asset} />
        <Group grow gap="xs" mt="auto">
          <Figure
            label={<FormattedMessage id="marketplace.asset.price" />}
            value={format.euroWhole(basePriceNumber(asset.basePrice))}
          />
          <Figure
            label={<FormattedMessage id="marketplace.asset.expectedReturn" />}
            value={format.percent(asset.expectedReturn)}
          />
          <Figure
            label={<FormattedMessage id="marketplace.asset.co2" />}
            value={
              <FormattedMessage
                id="marketplace.asset.co2Value"
                values={{ tonnes: format.number(asset.co2Impact, 1) }}
              />
            }
          />
        </Group>
      </Stack>
      <Group grow mt="md" gap="xs">
        {href && (
          <Button component={Link} to={href} variant="default">
            <FormattedMessage id="marketplace.asset.details" />
          </Button>
        )}
        <InvestButton asset={asset} onInvest={() => onInvest(asset)} onlineRequired={onlineRequired} />
      </Group>
    </Card>
  );
}

function Figure({ label, value }: { label: React.ReactNode; value: React.ReactNode }) {
  return (
    <div>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text fw={700}>{value}</Text>
    </div>
  );
}
