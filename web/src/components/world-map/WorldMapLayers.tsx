// biome-ignore-all lint/a11y/useSemanticElements: SVG has no <button>; the role gives a marker its meaning
/** The world map's countries and project markers (WorldMap loads them when the map comes near the viewport). */
import type { WorldProject } from '@wurzelwerk/shared';
import { useLocalized } from '../localizedSample';
import { project } from './geo';
import { MapBackdrop, PulseRing } from './MapBackdrop';
import { activateOnKey, TYPE_COLORS } from './WorldMap';

interface WorldMapLayersProps {
  projects: readonly WorldProject[];
  selectedId: string | null;
  /** Active projects pulse unless the visitor asks for less motion. */
  pulse: boolean;
  onToggle: (id: string) => void;
}

export default function WorldMapLayers({ projects, selectedId, pulse, onToggle }: WorldMapLayersProps) {
  const text = useLocalized();
  return (
    <>
      <MapBackdrop />
      {projects.map((p) => (
        <WorldMarker
          key={p.id}
          project={p}
          name={text(p.name)}
          selected={p.id === selectedId}
          pulse={pulse && p.status === 'active'}
          onToggle={() => onToggle(p.id)}
        />
      ))}
    </>
  );
}

function WorldMarker({
  project: p,
  name,
  selected,
  pulse,
  onToggle,
}: {
  project: WorldProject;
  name: string;
  selected: boolean;
  pulse: boolean;
  onToggle: () => void;
}) {
  const [x, y] = project(p.lat, p.lng);
  const color = TYPE_COLORS[p.type];
  return (
    <g
      role="button"
      tabIndex={0}
      aria-label={name}
      aria-pressed={selected}
      data-marker={p.id}
      transform={`translate(${x} ${y})`}
      onClick={onToggle}
      onKeyDown={(event) => activateOnKey(event, onToggle)}
      style={{ cursor: 'pointer' }}
      className="map-marker"
    >
      {pulse && <PulseRing r={8} color={color} />}
      <circle r={14} fill="transparent" />
      <circle
        r={selected ? 10 : 8}
        fill={color}
        stroke={selected ? 'var(--mantine-color-text)' : 'var(--mantine-color-white)'}
        strokeWidth={selected ? 3 : 2}
      />
    </g>
  );
}
