/** The project map's statistics box and the selected project's card (product §2.6; the marketplace's projects, issue 36). */
import { Anchor, Badge, Card, Group, Progress, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { LabelledValue } from '../../components/LabelledValue';
import { StatusBadge } from '../../components/world-map/StatusBadge';
import { paths } from '../../config/paths';
import type { MessageId } from '../../i18n/messages';
import { useFormat } from '../../lib/format';
import { CATEGORY_COLORS, categoryLabel } from './categories';
import type { MapEntry } from './marketMap';

/** One "label … value" line, the value in bold. */
function Row({ label, value }: { label: string; value: string }) {
  return (
    <LabelledValue
      small
      wraps
      label={label}
      value={
        <Text span inherit fw={600}>
          {value}
        </Text>
      }
    />
  );
}

export function Statistics({ projects }: { projects: readonly MapEntry[] }) {
  const intl = useIntl();
  const { number, euroWhole } = useFormat();
  const sum = (of: (p: MapEntry) => number) => projects.reduce((total, p) => total + of(p), 0);
  const rows: Array<[MessageId, string]> = [
    ['map.stats.projects', number(projects.length)],
    ['map.stats.target', euroWhole(sum((p) => p.target ?? 0))],
    ['map.stats.raised', euroWhole(sum((p) => Number(p.raised)))],
    ['map.stats.investors', number(sum((p) => p.investors))],
  ];
  return (
    <Card withBorder radius="md" padding="md" component="section" aria-labelledby="map-stats">
      <Title order={2} size="h5" id="map-stats" mb="xs">
        <FormattedMessage id="map.stats.heading" />
      </Title>
      <Stack gap="xs">
        {rows.map(([label, value]) => (
          <Row key={label} label={intl.formatMessage({ id: label })} value={value} />
        ))}
      </Stack>
    </Card>
  );
}

/** The funded share as a bar in the category's colour; nothing without a target. */
export function FundedBar({ project: p, mt }: { project: MapEntry; mt?: string }) {
  const intl = useIntl();
  if (p.funded === null) return null;
  return (
    <Progress
      mt={mt}
      value={Math.min(100, p.funded)}
      color={CATEGORY_COLORS[p.category]}
      aria-label={intl.formatMessage({ id: 'map.project.fundedLabel' }, { name: p.name })}
    />
  );
}

/** "Ihre Investition" on a project the investor holds. */
export function MineBadge({ project: p }: { project: MapEntry }) {
  return p.mine ? (
    <Badge color="teal" variant="light" data-testid="mine-badge">
      <FormattedMessage id="map.project.mine" />
    </Badge>
  ) : null;
}

export function ProjectDetails({ project: p }: { project: MapEntry }) {
  const intl = useIntl();
  const { number, euroWhole, euro, percent, day } = useFormat();
  const label = (id: MessageId) => intl.formatMessage({ id });
  const none = label('map.project.none');
  return (
    <Card withBorder radius="md" padding="lg" aria-live="polite" data-testid="project-details">
      <Group justify="space-between" align="flex-start">
        <Stack gap={2}>
          <Title order={3}>{p.name}</Title>
          <Text size="sm" c="dimmed">
            {label(categoryLabel(p.category))} · {p.location}
          </Text>
        </Stack>
        <Group gap="xs">
          <MineBadge project={p} />
          <StatusBadge status={p.status} />
        </Group>
      </Group>
      <Text mt="sm">{p.description}</Text>
      {p.funded !== null && (
        <Stack gap={4} mt="sm">
          <Text size="sm" fw={600}>
            <FormattedMessage id="map.project.funded" values={{ percent: percent(p.funded) }} />
          </Text>
          <FundedBar project={p} />
        </Stack>
      )}
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xs" verticalSpacing={4} mt="md">
        <Row label={label('map.project.target')} value={p.target === null ? none : euroWhole(p.target)} />
        <Row label={label('map.project.raised')} value={euro(p.raised)} />
        <Row label={label('map.project.investors')} value={number(p.investors)} />
        <Row label={label('map.project.deadline')} value={p.deadline === null ? none : day(p.deadline)} />
        <Row
          label={label('map.project.co2PerShare')}
          value={intl.formatMessage({ id: 'map.unit.tonnes' }, { value: number(p.co2Impact) })}
        />
        <Row
          label={label('map.project.coordinates')}
          value={`${number(p.coordinates.lat, 2)}°, ${number(p.coordinates.lng, 2)}°`}
        />
      </SimpleGrid>
      <Anchor component={Link} to={`${paths.marketplace}/${p.id}`} mt="md" display="inline-block">
        <FormattedMessage id="map.project.open" values={{ name: p.name }} />
      </Anchor>
    </Card>
  );
}
