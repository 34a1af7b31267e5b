// biome-ignore-all lint/a11y/noAriaHiddenOnFocusable: Biome takes SVG shapes for focusable elements; they are not
// biome-ignore-all lint/a11y/useSemanticElements: SVG has no <button>; the role gives a marker its meaning
/**
 * The world map's drawing (WorldMap loads it when the map comes near the viewport): the countries and the
 * project markers in a view fitted around all projects in the box's shape, so the map fills its box.
 * Markers keep a 28 px touch target at any size; markers that would overlap are pushed apart, each with
 * a thin line to its true place (issue 22).
 */
import type { WorldProject } from '@wurzelwerk/shared';
import { useLocalized } from '../localizedSample';
import { project } from './geo';
import { MapBackdrop, MarkerDot } from './MapBackdrop';
import { fitView, MARKER_TARGET_PX, spreadApart } from './markerLayout';
import { activateOnKey, TYPE_COLORS } from './markerStyle';
import { activeRings, PulseRings } from './PulseRings';
import { MAP_HEIGHT, MAP_WIDTH } from './size';

interface WorldMapLayersProps {
  /** Every project, for the view (a filter does not move the map); `projects` are those shown. */
  all: readonly WorldProject[];
  projects: readonly WorldProject[];
  selectedId: string | null;
  /** Active projects pulse unless the visitor asks for less motion. */
  pulse: boolean;
  onToggle: (id: string) => void;
  /** The box's size in CSS pixels (0 before it is measured). */
  width: number;
  height: number;
  label: string;
}

/** The view around all projects in the box's shape, with room for a marker on every side. */
export function worldView(all: readonly WorldProject[], width: number, height: number) {
  if (width <= 0 || height <= 0) return { x: 0, y: 0, w: MAP_WIDTH, h: MAP_HEIGHT };
  const points = all.map((p) => {
    const [x, y] = project(p.lat, p.lng);
    return { x, y };
  });
  const first = fitView(points, width / height, 40, 320);
  // The margin in map units that leaves a marker and its spread room on screen.
  return fitView(points, width / height, Math.max(40, (MARKER_TARGET_PX * 1.5 * first.w) / width), 320);
}

export default function WorldMapLayers({
  all,
  projects,
  selectedId,
  pulse,
  onToggle,
  width,
  height,
  label,
}: WorldMapLayersProps) {
  const text = useLocalized();
  const view = worldView(all, width, height);
  // Map units per CSS pixel.
  const unit = width > 0 ? view.w / width : 1;
  const placed = spreadApart(
    projects.map((p) => {
      const [x, y] = project(p.lat, p.lng);
      return { project: p, x, y, homeX: x, homeY: y };
    }),
    (MARKER_TARGET_PX + 2) * unit,
  );
  const rings = pulse ? activeRings(placed, (p) => TYPE_COLORS[p.type]) : [];
  return (
    <>
      <svg
        viewBox={`${view.x} ${view.y} ${view.w} ${view.h}`}
        width="100%"
        height="100%"
        role="group"
        aria-label={label}
        data-testid="world-map-svg"
      >
        <MapBackdrop strokeScale={unit} />
        {placed.map(({ project: p, x, y, homeX, homeY }) => (
          <WorldMarker
            key={p.id}
            project={p}
            name={text(p.name)}
            at={{ x, y }}
            home={{ x: homeX, y: homeY }}
            unit={unit}
            selected={p.id === selectedId}
            onToggle={() => onToggle(p.id)}
          />
        ))}
      </svg>
      <PulseRings rings={rings} view={view} width={width} height={height} />
    </>
  );
}

interface WorldMarkerProps {
  project: WorldProject;
  name: string;
  /** Where the marker is drawn, and the project's true place (differs when spread apart). */
  at: { x: number; y: number };
  home: { x: number; y: number };
  unit: number;
  selected: boolean;
  onToggle: () => void;
}

function WorldMarker({ project: p, name, at, home, unit, selected, onToggle }: WorldMarkerProps) {
  const color = TYPE_COLORS[p.type];
  const moved = Math.hypot(at.x - home.x, at.y - home.y) > unit;
  return (
    <>
      {moved && (
        <g aria-hidden="true" pointerEvents="none">
          <path
            d={`M${home.x} ${home.y}L${at.x} ${at.y}`}
            stroke="var(--mantine-color-text)"
            strokeWidth={1.2 * unit}
          />
          <circle cx={home.x} cy={home.y} r={2.5 * unit} fill="var(--mantine-color-text)" />
        </g>
      )}
      <g
        role="button"
        tabIndex={0}
        aria-label={name}
        aria-pressed={selected}
        data-marker={p.id}
        transform={`translate(${at.x} ${at.y})`}
        onClick={onToggle}
        onKeyDown={(event) => activateOnKey(event, onToggle)}
        style={{ cursor: 'pointer' }}
        className="map-marker"
      >
        <MarkerDot unit={unit} color={color} selected={selected} />
      </g>
    </>
  );
}
