/**
 * The project map at /map for signed-in users (spec §2.6): category sidebar, statistics, a zoomable map
 * with working controls and layers, the selected project's card and the list of all projects. The
 * projects are local sample data; the investment and livestream layers are the only network data.
 */
import {
  ActionIcon,
  Badge,
  Box,
  Button,
  Card,
  Checkbox,
  Grid,
  Group,
  NavLink,
  Popover,
  Progress,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  Title,
  Tooltip,
} from '@mantine/core';
import { IconFocusCentered, IconStack2, IconZoomIn, IconZoomOut } from '@tabler/icons-react';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useLocalized } from '../../components/localizedSample';
import { PageHeader } from '../../components/PageHeader';
import { MAP_HEIGHT, MAP_WIDTH, project } from '../../components/world-map/geo';
import { StatusBadge } from '../../components/world-map/StatusBadge';
import type { MessageId } from '../../i18n/messages';
import { useFormat } from '../../lib/format';
import { trpc } from '../../lib/trpc';
import { CATEGORY_COLORS, type Layers, ProjectMapCanvas, type ViewBox } from './ProjectMapCanvas';
import { type MapProject, mapProjects, PROJECT_CATEGORIES, type ProjectCategory } from './projectMapSamples';

const FULL_VIEW: ViewBox = { x: 0, y: 0, w: MAP_WIDTH, h: MAP_HEIGHT };
const ZOOM_STEP = 1.6;
const MAX_ZOOM = 16;

const CATEGORY_LABELS: Record<'all' | ProjectCategory, MessageId> = {
  all: 'map.category.all',
  forest: 'map.category.forest',
  energy: 'map.category.energy',
  agriculture: 'map.category.agriculture',
  wildlife: 'map.category.wildlife',
  ocean: 'map.category.ocean',
  urban: 'map.category.urban',
};

const clamp = (value: number, min: number, max: number) => Math.min(Math.max(value, min), max);

/** A view of the given width centred on (cx, cy), kept inside the map. */
function viewAround(cx: number, cy: number, w: number): ViewBox {
  const width = clamp(w, MAP_WIDTH / MAX_ZOOM, MAP_WIDTH);
  const height = (width * MAP_HEIGHT) / MAP_WIDTH;
  return {
    x: clamp(cx - width / 2, 0, MAP_WIDTH - width),
    y: clamp(cy - height / 2, 0, MAP_HEIGHT - height),
    w: width,
    h: height,
  };
}

export default function ProjectMapPage() {
  const intl = useIntl();
  const text = useLocalized();
  const heading = intl.formatMessage({ id: 'page.map' });
  const [category, setCategory] = useState<'all' | ProjectCategory>('all');
  const [selectedId, setSelectedId] = useState<number | null>(null);
  const [view, setView] = useState<ViewBox>(FULL_VIEW);
  const [layers, setLayers] = useState<Layers>({ projects: true, investments: true, livestreams: true });
  const investments = trpc.investments.list.useQuery();
  const livestreams = trpc.livestreams.list.useQuery();

  const shown = mapProjects.filter((p) => category === 'all' || p.category === category);
  const selected = mapProjects.find((p) => p.id === selectedId) ?? null;
  const centre = { x: view.x + view.w / 2, y: view.y + view.h / 2 };
  const zoomed = view.w < MAP_WIDTH;

  const select = (id: number) => {
    setSelectedId(id);
    const p = mapProjects.find((candidate) => candidate.id === id);
    // When zoomed in, bring the chosen project into view; the full view already shows everything.
    if (p && view.w < MAP_WIDTH) {
      const [x, y] = project(p.coordinates.lat, p.coordinates.lng);
      setView(viewAround(x, y, view.w));
    }
  };

  const investmentPins = (investments.data ?? [])
    .filter((i) => i.status === 'active')
    .map((i) => ({ id: i.id, name: i.assetType.name, location: i.assetType.location }));

  return (
    <Stack gap="xl">
      <PageHeader title={heading} subtitle={<FormattedMessage id="map.projects.subtitle" />} />

      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 3 }}>
          <Stack gap="lg">
            <Card withBorder radius="md" padding="sm" component="nav" aria-labelledby="map-categories">
              <Title order={2} size="h5" id="map-categories" mb="xs">
                <FormattedMessage id="map.category.heading" />
              </Title>
              {(['all', ...PROJECT_CATEGORIES] as const).map((value) => {
                const count =
                  value === 'all'
                    ? mapProjects.length
                    : mapProjects.filter((p) => p.category === value).length;
                return (
                  <NavLink
                    key={value}
                    component="button"
                    active={category === value}
                    aria-pressed={category === value}
                    label={intl.formatMessage({ id: CATEGORY_LABELS[value] })}
                    rightSection={
                      <Badge size="sm" variant="default" aria-hidden="true">
                        {count}
                      </Badge>
                    }
                    onClick={() => setCategory(value)}
                  />
                );
              })}
            </Card>
            <Statistics projects={shown} />
          </Stack>
        </Grid.Col>

        <Grid.Col span={{ base: 12, md: 9 }}>
          <Stack gap="sm" component="section" aria-labelledby="project-map-heading">
            <Group justify="space-between">
              <Title order={2} id="project-map-heading">
                <FormattedMessage id="map.projects.mapHeading" />
              </Title>
              <Group gap="xs" role="toolbar" aria-label={intl.formatMessage({ id: 'map.controls' })}>
                <ControlButton
                  label="map.control.zoomIn"
                  disabled={view.w <= MAP_WIDTH / MAX_ZOOM + 0.001}
                  onClick={() => setView(viewAround(centre.x, centre.y, view.w / ZOOM_STEP))}
                >
                  <IconZoomIn size={18} />
                </ControlButton>
                <ControlButton
                  label="map.control.zoomOut"
                  disabled={!zoomed}
                  onClick={() => setView(viewAround(centre.x, centre.y, view.w * ZOOM_STEP))}
                >
                  <IconZoomOut size={18} />
                </ControlButton>
                <LayersControl layers={layers} onChange={setLayers} />
                <ControlButton
                  label="map.control.reset"
                  disabled={!zoomed}
                  onClick={() => setView(FULL_VIEW)}
                >
                  <IconFocusCentered size={18} />
                </ControlButton>
              </Group>
            </Group>
            <Box
              h="24rem"
              style={{ borderRadius: 'var(--mantine-radius-md)', overflow: 'hidden' }}
              bd="1px solid var(--mantine-color-default-border)"
            >
              <ProjectMapCanvas
                view={view}
                layers={layers}
                projects={shown}
                selectedId={selectedId}
                onSelect={select}
                investments={investmentPins}
                livestreams={livestreams.data ?? []}
              />
            </Box>
            <LayerSummary
              investments={investments.isPending ? null : investmentPins.length}
              livestreams={livestreams.isPending ? null : (livestreams.data?.length ?? 0)}
              failed={investments.isError || livestreams.isError}
            />
            {selected ? (
              <ProjectDetails project={selected} />
            ) : (
              <Text c="dimmed">
                <FormattedMessage id="map.projects.selectHint" />
              </Text>
            )}
          </Stack>
        </Grid.Col>
      </Grid>

      <Stack gap="sm" component="section" aria-labelledby="project-list-heading">
        <Title order={2} id="project-list-heading">
          <FormattedMessage id="map.projects.listHeading" />
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
          {mapProjects.map((p) => (
            <Card key={p.id} withBorder radius="md" padding="md">
              <Group justify="space-between" align="flex-start" gap="xs">
                <Title order={3} size="h5">
                  {text(p.name)}
                </Title>
                <StatusBadge status={p.status} />
              </Group>
              <Text size="sm" c="dimmed">
                {intl.formatMessage({ id: CATEGORY_LABELS[p.category] })} · {text(p.location)}
              </Text>
              <Progress
                mt="sm"
                value={p.funded}
                color={CATEGORY_COLORS[p.category]}
                aria-label={intl.formatMessage({ id: 'map.project.fundedLabel' }, { name: text(p.name) })}
              />
              <Button
                mt="sm"
                size="xs"
                variant={p.id === selectedId ? 'filled' : 'light'}
                aria-pressed={p.id === selectedId}
                onClick={() => select(p.id)}
              >
                <FormattedMessage id="map.project.show" values={{ name: text(p.name) }} />
              </Button>
            </Card>
          ))}
        </SimpleGrid>
        <Text size="sm" c="dimmed">
          <FormattedMessage id="map.sampleNote" />
        </Text>
      </Stack>
    </Stack>
  );
}

function ControlButton({
  label,
  disabled,
  onClick,
  children,
}: {
  label: MessageId;
  disabled?: boolean;
  onClick: () => void;
  children: React.ReactNode;
}) {
  const intl = useIntl();
  const name = intl.formatMessage({ id: label });
  return (
    <Tooltip label={name}>
      <ActionIcon variant="default" size="lg" aria-label={name} disabled={disabled} onClick={onClick}>
        {children}
      </ActionIcon>
    </Tooltip>
  );
}

function LayersControl({ layers, onChange }: { layers: Layers; onChange: (layers: Layers) => void }) {
  const intl = useIntl();
  const name = intl.formatMessage({ id: 'map.control.layers' });
  const keys = ['projects', 'investments', 'livestreams'] as const;
  const labels = {
    projects: 'map.layer.projects',
    investments: 'map.layer.investments',
    livestreams: 'map.layer.livestreams',
  } as const;
  return (
    <Popover position="bottom-end" withArrow trapFocus shadow="md">
      <Popover.Target>
        <ActionIcon variant="default" size="lg" aria-label={name}>
          <IconStack2 size={18} />
        </ActionIcon>
      </Popover.Target>
      <Popover.Dropdown>
        <Stack gap="xs" role="group" aria-label={name}>
          {keys.map((key) => (
            <Checkbox
              key={key}
              label={intl.formatMessage({ id: labels[key] })}
              checked={layers[key]}
              onChange={(event) => onChange({ ...layers, [key]: event.currentTarget.checked })}
            />
          ))}
        </Stack>
      </Popover.Dropdown>
    </Popover>
  );
}

function LayerSummary({
  investments,
  livestreams,
  failed,
}: {
  investments: number | null;
  livestreams: number | null;
  failed: boolean;
}) {
  if (investments === null || livestreams === null) {
    return <Skeleton h={20} w="60%" aria-hidden="true" />;
  }
  return (
    <Text size="sm" c="dimmed">
      <FormattedMessage id="map.layer.summary" values={{ investments, livestreams }} />
      {failed && (
        <>
          {' '}
          <FormattedMessage id="map.layer.failed" />
        </>
      )}
    </Text>
  );
}

function Statistics({ projects }: { projects: readonly MapProject[] }) {
  const intl = useIntl();
  const { number, euroWhole } = useFormat();
  const rows: Array<[MessageId, string]> = [
    ['map.stats.projects', number(projects.length)],
    ['map.stats.target', euroWhole(projects.reduce((sum, p) => sum + p.target, 0))],
    ['map.stats.investors', number(projects.reduce((sum, p) => sum + p.investors, 0))],
    [
      'map.stats.co2',
      intl.formatMessage(
        { id: 'map.unit.tonnes' },
        { value: number(projects.reduce((s, p) => s + p.co2Impact, 0)) },
      ),
    ],
  ];
  return (
    <Card withBorder radius="md" padding="md" component="section" aria-labelledby="map-stats">
      <Title order={2} size="h5" id="map-stats" mb="xs">
        <FormattedMessage id="map.stats.heading" />
      </Title>
      <Stack gap="xs">
        {rows.map(([label, value]) => (
          <Group key={label} justify="space-between" gap="xs">
            <Text size="sm" c="dimmed">
              {intl.formatMessage({ id: label })}
            </Text>
            <Text size="sm" fw={700}>
              {value}
            </Text>
          </Group>
        ))}
      </Stack>
    </Card>
  );
}

function ProjectDetails({ project: p }: { project: MapProject }) {
  const intl = useIntl();
  const text = useLocalized();
  const { number, euroWhole, percent } = useFormat();
  const row = (label: MessageId, value: string) => (
    <Group key={label} justify="space-between" gap="xs" wrap="nowrap">
      <Text size="sm" c="dimmed">
        {intl.formatMessage({ id: label })}
      </Text>
      <Text size="sm" fw={600} ta="right">
        {value}
      </Text>
    </Group>
  );
  return (
    <Card withBorder radius="md" padding="lg" aria-live="polite" data-testid="project-details">
      <Group justify="space-between" align="flex-start">
        <Stack gap={2}>
          <Title order={3}>{text(p.name)}</Title>
          <Text size="sm" c="dimmed">
            {intl.formatMessage({ id: 'map.project.id' }, { id: p.id })} ·{' '}
            {intl.formatMessage({ id: CATEGORY_LABELS[p.category] })} · {text(p.location)}
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
        <Progress
          value={p.funded}
          color={CATEGORY_COLORS[p.category]}
          aria-label={intl.formatMessage({ id: 'map.project.fundedLabel' }, { name: text(p.name) })}
        />
      </Stack>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xs" verticalSpacing={4} mt="md">
        {row('map.project.target', euroWhole(p.target))}
        {row('map.project.investors', number(p.investors))}
        {row(
          'map.project.co2',
          intl.formatMessage({ id: 'map.unit.tonnes' }, { value: number(p.co2Impact) }),
        )}
        {row('map.project.coordinates', `${number(p.coordinates.lat, 2)}°, ${number(p.coordinates.lng, 2)}°`)}
        {row('map.project.area', `${number(p.details.area.value)} ${p.details.area.unit}`)}
        {row('map.project.timeline', p.details.timeline)}
        {row('map.project.verification', p.details.verification)}
        {row('map.project.localPartner', p.details.localPartner)}
        {p.details.specific.map((detail) => (
          <Group key={detail.label.en} justify="space-between" gap="xs" wrap="nowrap">
            <Text size="sm" c="dimmed">
              {text(detail.label)}
            </Text>
            <Text size="sm" fw={600} ta="right">
              {number(detail.value)}
              {detail.unit ? ` ${detail.unit}` : ''}
            </Text>
          </Group>
        ))}
      </SimpleGrid>
    </Card>
  );
}
