/** The landing page's four investment categories (product §2.2, §3, §9), each linking to the marketplace. */
import { Badge, Box, Button, Card, Group, List, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconArrowRight } from '@tabler/icons-react';
import {
  type SampleLandingCategory,
  sampleAverageReturnPercent,
  sampleLandingCategories,
  sampleVolumeEuro,
} from '@wurzelwerk/shared';
import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { useLocalized } from '../../components/localizedSample';
import { RiskWarning } from '../../components/RiskWarning';
import { Section } from '../../components/sections';
import { paths } from '../../config/paths';
import type { MessageId } from '../../i18n/messages';
import { useFormat } from '../../lib/format';

export function InvestmentsSection() {
  const intl = useIntl();
  const format = useFormat();
  const pick = useLocalized();
  const terms = (category: SampleLandingCategory): [MessageId, ReactNode][] => [
    ['landing.investments.minimum', format.euroWhole(category.minInvestmentEuro)],
    [
      'landing.investments.return',
      `${format.number(category.expectedReturn[0])}–${format.percent(category.expectedReturn[1])}`,
    ],
    [
      'landing.investments.duration',
      <FormattedMessage
        key="years"
        id="landing.investments.years"
        values={{ min: category.durationYears[0], max: category.durationYears[1] }}
      />,
    ],
  ];
  return (
    <Section
      id="investments-title"
      anchor="investments"
      title="landing.investments.title"
      subtitle="landing.investments.subtitle"
    >
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }} spacing="md">
        {sampleLandingCategories.map((category) => (
          <Card key={category.id} withBorder radius="md" padding="lg" data-testid={`category-${category.id}`}>
            <Stack gap="sm" h="100%">
              <Title order={3} size="h4">
                {pick(category.title)}
              </Title>
              <Text size="sm" c="dimmed">
                {pick(category.description)}
              </Text>
              <Badge variant="light" style={{ alignSelf: 'flex-start' }}>
                {pick(category.impact)}
              </Badge>
              <Box component="dl" m={0}>
                {terms(category).map(([term, value]) => (
                  <Group key={term} justify="space-between">
                    <Text component="dt" size="sm" c="dimmed">
                      <FormattedMessage id={term} />
                    </Text>
                    <Text component="dd" m={0} fw={600}>
                      {value}
                    </Text>
                  </Group>
                ))}
              </Box>
              <List size="sm" spacing={2}>
                {category.examples.map((example) => (
                  <List.Item key={example.en}>{pick(example)}</List.Item>
                ))}
              </List>
              <Button
                component={Link}
                to={paths.marketplace}
                variant="light"
                mt="auto"
                rightSection={<IconArrowRight size={16} aria-hidden />}
                aria-label={intl.formatMessage(
                  { id: 'landing.investments.investIn' },
                  { category: pick(category.title) },
                )}
              >
                <FormattedMessage id="landing.investments.invest" />
              </Button>
            </Stack>
          </Card>
        ))}
      </SimpleGrid>
      <RiskWarning yieldNotice />
      <Text size="sm" c="dimmed">
        <FormattedMessage
          id="landing.investments.sampleNote"
          values={{
            volume: intl.formatNumber(sampleVolumeEuro, {
              style: 'currency',
              currency: 'EUR',
              notation: 'compact',
              maximumFractionDigits: 1,
            }),
            average: format.percent(sampleAverageReturnPercent),
          }}
        />
      </Text>
    </Section>
  );
}
