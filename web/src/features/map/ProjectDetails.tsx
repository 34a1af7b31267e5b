/** The project map's statistics box and the selected project's card (product §2.6). */
import { Card, Group, Progress, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { MapProject } from '@wurzelwerk/shared';
import { FormattedMessage, useIntl } from 'react-intl';
import { LabelledValue } from '../../components/LabelledValue';
import { useLocalized } from '../../components/localizedSample';
import { StatusBadge } from '../../components/world-map/StatusBadge';
import type { MessageId } from '../../i18n/messages';
import { useFormat } from '../../lib/format';
import { CATEGORY_COLORS, categoryLabel } from './categories';

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

export function Statistics({ projects }: { projects: readonly MapProject[] }) {
  const intl = useIntl();
  const { number, euroWhole } = useFormat();
  const sum = (of: (p: MapProject) => number) => projects.reduce((total, p) => total + of(p), 0);
  const rows: Array<[MessageId, string]> = [
    ['map.stats.projects', number(projects.length)],
    ['map.stats.target', euroWhole(sum((p) => p.target))],
    ['map.stats.investors', number(sum((p) => p.investors))],
    [
      'map.stats.co2',
      intl.formatMessage({ id: 'map.unit.tonnes' }, { value: number(sum((p) => p.co2Impact)) }),
    ],
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

/** The funded share as a bar in the category's colour. */
export function FundedBar({ project: p, mt }: { project: MapProject; mt?: string }) {
  const intl = useIntl();
  const text = useLocalized();
  return (
    <Progress
      mt={mt}
      value={p.funded}
      color={CATEGORY_COLORS[p.category]}
      aria-label={intl.formatMessage({ id: 'map.project.fundedLabel' }, { name: text(p.name) })}
    />
  );
}

export function ProjectDetails({ project: p }: { project: MapProject }) {
  const intl = useIntl();
  const text = useLocalized();
  const { number, euroWhole, percent } = useFormat();
  const label = (id: MessageId) => intl.formatMessage({ id });
  const { details } = p;
  return (
    <Card withBorder radius="md" padding="lg" aria-live="polite" data-testid="project-details">
      <Group justify="space-between" align="flex-start">
        <Stack gap={2}>
          <Title order={3}>{text(p.name)}</Title>
          <Text size="sm" c="dimmed">
            {intl.formatMessage({ id: 'map.project.id' }, { id: p.id })} · {label(categoryLabel(p.category))}{' '}
            · {text(p.location)}
          </Text>
        </Stack>
        <StatusBadge status={p.status} />
      </Group>
      <Text mt="sm">{text(p.description)}</Text>
      <Stack gap={4} mt="sm">
        <Group justify="space-between">
          <Text size="sm" fw={600}>
            <FormattedMessage id="map.project.funded" values={{ percent: percent(p.funded) }} />
          </Text>
          <Text size="sm">{euroWhole(p.target)}</Text>
        </Group>
        <FundedBar project={p} />
      </Stack>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xs" verticalSpacing={4} mt="md">
        <Row label={label('map.project.target')} value={euroWhole(p.target)} />
        <Row label={label('map.project.investors')} value={number(p.investors)} />
        <Row
          label={label('map.project.co2')}
          value={intl.formatMessage({ id: 'map.unit.tonnes' }, { value: number(p.co2Impact) })}
        />
        <Row
          label={label('map.project.coordinates')}
          value={`${number(p.coordinates.lat, 2)}°, ${number(p.coordinates.lng, 2)}°`}
        />
        <Row label={label('map.project.area')} value={`${number(details.area.value)} ${details.area.unit}`} />
        <Row label={label('map.project.timeline')} value={details.timeline} />
        <Row label={label('map.project.verification')} value={details.verification} />
        <Row label={label('map.project.localPartner')} value={details.localPartner} />
        {details.specific.map((detail) => (
          <Row
            key={detail.label.en}
            label={text(detail.label)}
            value={`${number(detail.value)}${detail.unit ? ` ${detail.unit}` : ''}`}
          />
        ))}
      </SimpleGrid>
    </Card>
  );
}
