/**
 * The user's active investments as their own plots on the farm (issue 6, past the spec): the asset's name
 * and its category's icon, with the statutory risk warning (issue 35). Cosmetic only: money never buys
 * coins, energy or rewards.
 */
import { Button, Card, Group, Paper, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconPaw, IconSolarPanel, IconTree, IconWheat } from '@tabler/icons-react';
import type { FarmPlot } from '@wurzelwerk/shared';
import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router-dom';
import { RiskWarning } from '../../components/RiskWarning';
import { paths } from '../../config/paths';
import type { MessageId } from '../../i18n/messages';

/** Each category's icon, colour and name. */
const plotCategories = {
  trees: { Icon: IconTree, color: 'forest', label: 'farm.plot.trees' },
  animals: { Icon: IconPaw, color: 'orange', label: 'farm.plot.animals' },
  fields: { Icon: IconWheat, color: 'yellow', label: 'farm.plot.fields' },
  energy: { Icon: IconSolarPanel, color: 'blue', label: 'farm.plot.energy' },
} as const satisfies Record<FarmPlot['category'], { label: MessageId; [key: string]: unknown }>;

export function FarmPlots({ plots }: { plots: FarmPlot[] }) {
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="farm-plots-title">
      <Stack gap="md">
        <Stack gap={4}>
          <Title order={2} size="h3" id="farm-plots-title">
            <FormattedMessage id="farm.plots.title" />
          </Title>
          <Text size="sm" c="dimmed">
            <FormattedMessage id="farm.plots.note" />
          </Text>
        </Stack>
        {/*
          The plots are the user's investments and invite more (issue 35): the statutory warning sits with
          them, below the play field, so that on a phone the tree stays above the fold.
        */}
        <RiskWarning />
        {plots.length === 0 ? (
          <Group justify="space-between">
            <Text>
              <FormattedMessage id="farm.plots.empty" />
            </Text>
            <Button component={Link} to={paths.marketplace} variant="light">
              <FormattedMessage id="farm.plots.marketplace" />
            </Button>
          </Group>
        ) : (
          <SimpleGrid
            cols={{ base: 2, sm: 3, md: 4 }}
            spacing="sm"
            component="ul"
            style={{ listStyle: 'none', padding: 0, margin: 0 }}
          >
            {plots.map((plot) => {
              const { Icon, color, label } = plotCategories[plot.category];
              return (
                <Paper key={plot.investmentId} component="li" withBorder radius="md" p="sm">
                  <Stack gap={6} align="center" ta="center">
                    <ThemeIcon size={48} radius="xl" variant="light" color={color} aria-hidden>
                      <Icon size={28} />
                    </ThemeIcon>
                    <Text fw={600} size="sm">
                      {plot.assetName}
                    </Text>
                    <Text size="xs" c="dimmed">
                      <FormattedMessage id={label} />
                    </Text>
                  </Stack>
                </Paper>
              );
            })}
          </SimpleGrid>
        )}
      </Stack>
    </Card>
  );
}
