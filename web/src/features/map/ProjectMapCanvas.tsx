// biome-ignore-all lint/a11y/useSemanticElements: SVG has no <button> or <fieldset>; ARIA roles give its groups and markers their meaning
// biome-ignore-all lint/a11y/noInteractiveElementToNoninteractiveRole: Biome takes SVG <g> for an interactive element; it is not
/**
 * The zoomable SVG map of the project map page: zoom changes the viewBox, markers keep their on-screen
 * size by scaling with it. Three layers: the marketplace's projects (the investor's own ringed), the user's
 * investments and the livestreams.
 */

import { useElementSize, useReducedMotion } from '@mantine/hooks';
import type { Livestream } from '@wurzelwerk/shared';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import '../../components/world-map/map.css';
import { project } from '../../components/world-map/geo';
import { MapBackdrop, MarkerDot } from '../../components/world-map/MapBackdrop';
import { MARKER_TARGET_PX, spreadApart } from '../../components/world-map/markerLayout';
import { activateOnKey } from '../../components/world-map/markerStyle';
import { activeRings, PulseRings } from '../../components/world-map/PulseRings';
import { CATEGORY_COLORS } from './categories';
import type { MapEntry } from './marketMap';
import type { InvestmentPin, Pin } from './pins';

export interface ViewBox {
  x: number;
  y: number;
  w: number;
  h: number;
}

export interface Layers {
  projects: boolean;
  investments: boolean;
  livestreams: boolean;
}

/** Spreads pins that share one place around it so that each stays visible. */
function spread<T>(pins: readonly Pin<T>[], scale: number) {
  const seen = new Map<string, number>();
  return pins.map(({ item, lat, lng }) => {
    const where = `${lat},${lng}`;
    const n = seen.get(where) ?? 0;
    seen.set(where, n + 1);
    const [x, y] = project(lat, lng);
    const angle = n * 2.4;
    const radius = n === 0 ? 0 : 4 * scale * Math.sqrt(n);
    return { item, x: x + radius * Math.cos(angle), y: y + radius * Math.sin(angle) };
  });
}

/** One layer of non-interactive markers: a labelled group with one labelled image per (spread) pin. */
function PinLayer<T extends { id: number | string }>({
  layer,
  pins,
  label,
  children,
}: {
  layer: 'investments' | 'livestreams';
  pins: readonly { item: T; x: number; y: number }[];
  label: (item: T) => string;
  children: (item: T) => ReactNode;
}) {
  const intl = useIntl();
  return (
    <g data-layer={layer} role="group" aria-label={intl.formatMessage({ id: `map.layer.${layer}` })}>
      {pins.map(({ item, x, y }) => (
        <g key={item.id} transform={`translate(${x} ${y})`} role="img" aria-label={label(item)}>
          {children(item)}
        </g>
      ))}
    </g>
  );
}

export function ProjectMapCanvas({
  view,
  layers,
  projects,
  selectedId,
  onSelect,
  investments,
  livestreams,
}: {
  view: ViewBox;
  layers: Layers;
  projects: readonly MapEntry[];
  selectedId: number | null;
  onSelect: (id: number) => void;
  investments: readonly Pin<InvestmentPin>[];
  livestreams: readonly Pin<Livestream>[];
}) {
  const intl = useIntl();
  const reduceMotion = useReducedMotion();
  const box = useElementSize();
  // Map units per CSS pixel (the view is shown whole in its box): markers keep their size on screen at
  // any zoom and box size, with a 28 px touch target; overlapping ones are pushed apart (issue 22).
  const k = box.width > 0 ? Math.max(view.w / box.width, view.h / box.height) : view.w / 960;
  const placed = spreadApart(
    projects.map((p) => {
      const [x, y] = project(p.coordinates.lat, p.coordinates.lng);
      return { project: p, x, y };
    }),
    (MARKER_TARGET_PX + 2) * k,
  );

  const rings =
    layers.projects && !reduceMotion ? activeRings(placed, (p) => CATEGORY_COLORS[p.category]) : [];
  return (
    <>
      <svg
        ref={box.ref}
        viewBox={`${view.x} ${view.y} ${view.w} ${view.h}`}
        width="100%"
        height="100%"
        role="group"
        aria-label={intl.formatMessage({ id: 'map.projects.mapLabel' })}
        data-testid="project-map-svg"
      >
        <MapBackdrop strokeScale={k} />

        {layers.investments && (
          <PinLayer
            layer="investments"
            pins={spread(investments, k)}
            label={(item) =>
              intl.formatMessage(
                { id: 'map.investment.marker' },
                { name: item.name, location: item.location },
              )
            }
          >
            {() => (
              <rect
                x={-5 * k}
                y={-5 * k}
                width={10 * k}
                height={10 * k}
                fill="var(--mantine-color-teal-6)"
                stroke="var(--mantine-color-white)"
                strokeWidth={1.5 * k}
              />
            )}
          </PinLayer>
        )}

        {layers.livestreams && (
          <PinLayer
            layer="livestreams"
            pins={spread(livestreams, k)}
            label={(item) =>
              intl.formatMessage(
                { id: item.isLive ? 'map.stream.live' : 'map.stream.scheduled' },
                { title: item.title, location: item.location },
              )
            }
          >
            {(item) => (
              <path
                d={`M ${-5 * k} ${-6 * k} L ${7 * k} 0 L ${-5 * k} ${6 * k} Z`}
                fill={item.isLive ? 'var(--mantine-color-red-7)' : 'var(--mantine-color-gray-6)'}
                stroke="var(--mantine-color-white)"
                strokeWidth={1.5 * k}
              />
            )}
          </PinLayer>
        )}

        {layers.projects && (
          <g data-layer="projects" role="group" aria-label={intl.formatMessage({ id: 'map.layer.projects' })}>
            {placed.map(({ project: p, x, y }) => {
              const selected = p.id === selectedId;
              const color = CATEGORY_COLORS[p.category];
              return (
                <g
                  key={p.id}
                  role="button"
                  tabIndex={0}
                  aria-label={
                    p.mine ? intl.formatMessage({ id: 'map.project.mineMarker' }, { name: p.name }) : p.name
                  }
                  data-mine={p.mine || undefined}
                  aria-pressed={selected}
                  className="map-marker"
                  transform={`translate(${x} ${y})`}
                  style={{ cursor: 'pointer' }}
                  onClick={() => onSelect(p.id)}
                  onKeyDown={(event) => activateOnKey(event, () => onSelect(p.id))}
                >
                  {p.mine && (
                    <circle r={13 * k} fill="none" stroke="var(--mantine-color-teal-6)" strokeWidth={3 * k} />
                  )}
                  <MarkerDot unit={k} color={color} selected={selected} />
                </g>
              );
            })}
          </g>
        )}
      </svg>
      <PulseRings rings={rings} view={view} width={box.width} height={box.height} />
    </>
  );
}
