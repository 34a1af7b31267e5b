/**
 * The page of one asset type at /marketplace/:id: description, location, production, CO2 (per year and per
 * 1,000 € invested), expected return, the issuer and the terms (OfferDetails.tsx), related livestreams and the
 * investment dialog.
 */
import {
  Anchor,
  Badge,
  Card,
  Grid,
  Group,
  Image,
  Paper,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { IconArrowLeft, IconMapPin, IconVideo } from '@tabler/icons-react';
import { TRPCClientError } from '@trpc/client';
import { type AssetType, basePriceNumber } from '@wurzelwerk/shared';
import { useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { Link, useParams } from 'react-router-dom';
import { DANGER_FILL } from '../../components/danger';
import { NotFoundView } from '../../components/NotFoundView';
import { PageMeta } from '../../components/PageMeta';
import { RiskWarning } from '../../components/RiskWarning';
import { paths } from '../../config/paths';
import { useFormat } from '../../lib/format';
import { trpc } from '../../lib/trpc';
import { ASSET_PICTURE } from './AssetCard';
import { categoryLabels } from './categories';
import { FundingFacts } from './FundingSummary';
import { InvestButton } from './InvestButton';
import { InvestDialog } from './InvestDialog';
import { InformationSheetLink } from './InvestDocuments';
import { co2PerThousandEuro } from './logic';
import { Fact, OfferDetails, PercentPerYear } from './OfferDetails';
import { PaymentStatusNotice, PaymentsOnTimeFact } from './PaymentRecord';

/** A positive whole number from the path segment, or null for anything else ("abc", "1.5", "-3"). */
function parseId(raw: string | undefined): number | null {
  if (!raw || !/^\d+$/.test(raw)) return null;
  const id = Number(raw);
  return id > 0 && Number.isSafeInteger(id) ? id : null;
}

export default function AssetPage() {
  const id = parseId(useParams().id);
  const asset = trpc.assets.byId.useQuery({ id: id ?? 0 }, { enabled: id !== null });

  const notFound =
    id === null || (asset.error instanceof TRPCClientError && asset.error.data?.code === 'NOT_FOUND');

  return (
    <Stack gap="lg">
      <Anchor component={Link} to={paths.marketplace} size="sm" w="fit-content">
        <Group gap={4}>
          <IconArrowLeft size={16} aria-hidden />
          <FormattedMessage id="marketplace.asset.back" />
        </Group>
      </Anchor>
      {notFound ? (
        <AssetNotFound />
      ) : asset.isPending ? (
        <Stack gap="md" aria-busy>
          <Skeleton h={40} w="60%" />
          <Skeleton h={320} radius="md" />
          <Skeleton h={120} radius="md" />
        </Stack>
      ) : asset.isError ? (
        <Text c="red" role="alert">
          <FormattedMessage id="marketplace.assets.loadError" />
        </Text>
      ) : (
        <AssetDetails asset={asset.data} />
      )}
    </Stack>
  );
}

function AssetNotFound() {
  return (
    <NotFoundView
      gap="sm"
      title="marketplace.asset.notFound"
      text="marketplace.asset.notFoundText"
      back={{ to: paths.marketplace, label: 'marketplace.asset.toMarketplace' }}
    />
  );
}

function AssetDetails({ asset }: { asset: AssetType }) {
  const format = useFormat();
  const [investing, setInvesting] = useState(false);
  const perThousand = co2PerThousandEuro(asset.co2Impact, asset.basePrice);

  return (
    <Stack gap="xl">
      <PageMeta title={asset.name} />
      <Stack gap="xs">
        <Group gap="xs">
          <Badge variant="light">
            <FormattedMessage id={categoryLabels[asset.category]} />
          </Badge>
        </Group>
        <Title order={1}>{asset.name}</Title>
        <Group gap={4}>
          <IconMapPin size={18} aria-hidden />
          <Text c="dimmed">{asset.location}</Text>
        </Group>
      </Stack>
      <PaymentStatusNotice asset={asset} />

      <Grid gap="xl">
        <Grid.Col span={{ base: 12, md: 7 }}>
          <Stack gap="md">
            <Image
              src={asset.imageUrl}
              alt={asset.name}
              radius="md"
              h={340}
              fit="cover"
              {...ASSET_PICTURE}
              fetchPriority="high"
            />
            <Title order={2}>
              <FormattedMessage id="marketplace.asset.about" />
            </Title>
            <Text>{asset.description}</Text>
            <OfferDetails asset={asset} />
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 5 }}>
          <Paper withBorder radius="md" p="lg">
            <Stack gap="md">
              <Title order={2} size="h3">
                <FormattedMessage id="marketplace.asset.keyFigures" />
              </Title>
              <dl style={{ margin: 0 }}>
                <Fact label="marketplace.asset.price">
                  {format.euroWhole(basePriceNumber(asset.basePrice))}
                </Fact>
                <Fact label="marketplace.asset.expectedReturn">
                  <PercentPerYear value={asset.expectedReturn} />
                </Fact>
                <Fact label="marketplace.asset.co2PerYear">
                  <FormattedMessage
                    id="marketplace.asset.co2Value"
                    values={{ tonnes: format.number(asset.co2Impact, 2) }}
                  />
                </Fact>
                {perThousand !== null && (
                  <Fact label="marketplace.asset.co2PerThousand">
                    <FormattedMessage
                      id="marketplace.asset.co2Value"
                      values={{ tonnes: format.number(perThousand, 2) }}
                    />
                  </Fact>
                )}
                <Fact label="marketplace.asset.production">
                  {asset.productionInfo ?? <FormattedMessage id="marketplace.asset.noProduction" />}
                </Fact>
                <Fact label="marketplace.asset.location">{asset.location}</Fact>
                <FundingFacts asset={asset} />
                <PaymentsOnTimeFact asset={asset} />
              </dl>
              <RiskWarning yieldNotice />
              <InvestButton size="md" asset={asset} onInvest={() => setInvesting(true)} onlineRequired />
              <InformationSheetLink asset={asset} />
            </Stack>
          </Paper>
        </Grid.Col>
      </Grid>

      <RelatedStreams assetTypeId={asset.id} />
      <InvestDialog asset={investing ? asset : null} onClose={() => setInvesting(false)} />
    </Stack>
  );
}

function RelatedStreams({ assetTypeId }: { assetTypeId: number }) {
  const format = useFormat();
  const streams = trpc.livestreams.list.useQuery();
  const related = (streams.data ?? []).filter((stream) => stream.assetTypeId === assetTypeId);

  return (
    <section aria-labelledby="asset-streams-heading">
      <Title order={2} id="asset-streams-heading" mb="md">
        <FormattedMessage id="marketplace.asset.streams" />
      </Title>
      {streams.isPending ? (
        <Skeleton h={120} radius="md" aria-busy />
      ) : related.length === 0 ? (
        <Text c="dimmed">
          <FormattedMessage id="marketplace.asset.noStreams" />
        </Text>
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
          {related.map((stream) => (
            <Card key={stream.id} withBorder radius="md" padding="md">
              <Card.Section>
                <Image src={stream.thumbnail} alt="" h={140} fit="cover" loading="lazy" />
              </Card.Section>
              <Group justify="space-between" mt="sm" wrap="nowrap" align="flex-start">
                <Title order={3} size="h5">
                  {stream.title}
                </Title>
                {stream.status === 'live' ? (
                  <Badge
                    color={DANGER_FILL}
                    variant="filled"
                    leftSection={<IconVideo size={12} aria-hidden />}
                  >
                    <FormattedMessage id="marketplace.stream.live" />
                  </Badge>
                ) : (
                  <Badge variant="light">
                    <FormattedMessage id="marketplace.stream.scheduled" />
                  </Badge>
                )}
              </Group>
              <Text size="sm" c="dimmed" mt={4}>
                {stream.status === 'live' ? (
                  stream.viewers !== null && (
                    <FormattedMessage id="marketplace.stream.viewers" values={{ count: stream.viewers }} />
                  )
                ) : (
                  <FormattedMessage
                    id="marketplace.stream.startsAt"
                    values={{ time: format.dateTime(stream.startTime) }}
                  />
                )}
              </Text>
            </Card>
          ))}
        </SimpleGrid>
      )}
    </section>
  );
}
