// biome-ignore-all lint/a11y/useSemanticElements: SVG has no <button> or <fieldset>; ARIA roles give its groups and markers their meaning
/**
 * The interactive world project map (product §2.6): SVG countries, the twelve sample projects placed by
 * projection, a type filter, a detail card toggled by the markers, a legend, compact (16rem) and full
 * (24rem, fullscreen allowed) modes. Exported for embedding on the landing page.
 */
import { Box, Button, Card, Center, CloseButton, Group, Loader, Stack, Text, Title } from '@mantine/core';
import {
  useElementSize,
  useFullscreenElement,
  useIntersection,
  useMergedRef,
  useReducedMotion,
} from '@mantine/hooks';
import { IconMaximize, IconMinimize } from '@tabler/icons-react';
import { WORLD_PROJECT_TYPES, type WorldProject, type WorldProjectType } from '@wurzelwerk/shared';
import { lazy, Suspense, useEffect, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { ChoiceButtons } from '../ChoiceButtons';
import './map.css';
import { useLocalized } from '../localizedSample';
import { TYPE_COLORS } from './markerStyle';
import { StatusBadge } from './StatusBadge';

/**
 * The countries and the markers. Their geometry (world-atlas, topojson-client, d3-geo) loads once the map
 * comes near the viewport; the canvas has its final size before, so nothing moves when they appear.
 */
const WorldMapLayers = lazy(() => import('./WorldMapLayers'));

/** The message id of a project type's name. */
const typeLabel = (type: WorldProjectType) => `map.type.${type}` as const;

type Filter = 'all' | WorldProjectType;

export interface WorldMapProps {
  projects: readonly WorldProject[];
  /** 16rem high and without the fullscreen button; otherwise 24rem with it. */
  compact?: boolean;
}

export function WorldMap({ projects, compact = false }: WorldMapProps) {
  const intl = useIntl();
  const reduceMotion = useReducedMotion();
  const { ref, toggle, fullscreen } = useFullscreenElement<HTMLDivElement>();
  const [filter, setFilter] = useState<Filter>('all');
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const canvas = useIntersection<HTMLDivElement>({ rootMargin: '400px' });
  const size = useElementSize<HTMLDivElement>();
  const canvasRef = useMergedRef(canvas.ref, size.ref);
  const [near, setNear] = useState(false);
  useEffect(() => {
    if (canvas.entry?.isIntersecting) setNear(true);
  }, [canvas.entry]);

  const visible = projects.filter((p) => filter === 'all' || p.type === filter);
  const selected = visible.find((p) => p.id === selectedId) ?? null;
  const height = fullscreen ? '75vh' : compact ? '16rem' : '24rem';

  const filterLabel = (value: Filter) =>
    intl.formatMessage({ id: value === 'all' ? 'map.filter.all' : typeLabel(value) });

  return (
    <Stack
      ref={ref}
      gap="sm"
      p={fullscreen ? 'md' : 0}
      bg={fullscreen ? 'var(--mantine-color-body)' : undefined}
      style={{ overflow: fullscreen ? 'auto' : undefined }}
    >
      <Group justify="space-between" gap="xs">
        <ChoiceButtons
          label={intl.formatMessage({ id: 'map.filter.label' })}
          values={['all', ...WORLD_PROJECT_TYPES] as const}
          value={filter}
          onChange={setFilter}
          size="xs"
          radius="md"
        >
          {filterLabel}
        </ChoiceButtons>
        {!compact && (
          <Button
            size="xs"
            variant="default"
            leftSection={fullscreen ? <IconMinimize size={16} /> : <IconMaximize size={16} />}
            onClick={() => void toggle()}
          >
            <FormattedMessage id={fullscreen ? 'map.fullscreen.exit' : 'map.fullscreen.enter'} />
          </Button>
        )}
      </Group>

      <Box ref={canvasRef} h={height} data-testid="world-map-canvas" className="map-box">
        {/* Until the drawing is there, the box says what comes rather than staying empty (issue 36). */}
        {!near && <MapPlaceholder />}
        {near && (
          <Suspense fallback={<MapPlaceholder />}>
            <WorldMapLayers
              all={projects}
              projects={visible}
              selectedId={selected?.id ?? null}
              pulse={!reduceMotion}
              onToggle={(id) => setSelectedId((current) => (current === id ? null : id))}
              width={size.width}
              height={size.height}
              label={intl.formatMessage({ id: 'map.world.label' })}
            />
          </Suspense>
        )}
      </Box>

      {selected && <WorldProjectCard project={selected} onClose={() => setSelectedId(null)} />}

      <Legend />
    </Stack>
  );
}

/** What the map's box shows while its drawing loads. */
function MapPlaceholder() {
  return (
    <Center h="100%" data-testid="world-map-placeholder">
      <Group gap="xs" c="dimmed">
        <Loader size="sm" color="gray" aria-hidden />
        <Text size="sm">
          <FormattedMessage id="map.loading" />
        </Text>
      </Group>
    </Center>
  );
}

function WorldProjectCard({ project: p, onClose }: { project: WorldProject; onClose: () => void }) {
  const intl = useIntl();
  const text = useLocalized();
  return (
    <Card withBorder radius="md" padding="md" aria-live="polite" data-testid="world-map-card">
      <Group justify="space-between" align="flex-start" wrap="nowrap">
        <Stack gap={4}>
          <Title order={3} size="h4">
            {text(p.name)}
          </Title>
          <Group gap="xs">
            <Text size="sm" c="dimmed">
              {intl.formatMessage({ id: typeLabel(p.type) })}
            </Text>
            <StatusBadge status={p.status} />
          </Group>
        </Stack>
        <CloseButton aria-label={intl.formatMessage({ id: 'map.card.close' })} onClick={onClose} />
      </Group>
      <Text mt="xs">{text(p.description)}</Text>
      <Text mt="xs" size="sm">
        <Text span fw={600}>
          <FormattedMessage id="map.card.impact" />
        </Text>{' '}
        {text(p.impact)}
      </Text>
    </Card>
  );
}

function Legend() {
  const intl = useIntl();
  return (
    <Group gap="lg" aria-label={intl.formatMessage({ id: 'map.legend' })} role="group">
      <Text size="sm" fw={600}>
        <FormattedMessage id="map.legend" />
      </Text>
      {WORLD_PROJECT_TYPES.map((type) => (
        <Group key={type} gap={6}>
          <svg width="12" height="12" aria-hidden="true">
            <circle cx="6" cy="6" r="6" fill={TYPE_COLORS[type]} />
          </svg>
          <Text size="sm">{intl.formatMessage({ id: typeLabel(type) })}</Text>
        </Group>
      ))}
      <Group gap={6}>
        {['active', 'completed', 'planning', 'monitoring'].map((status) => (
          <StatusBadge key={status} status={status} inert />
        ))}
      </Group>
    </Group>
  );
}
