// biome-ignore-all lint/a11y/noAriaHiddenOnFocusable: Biome takes SVG shapes for focusable elements; they are not
/**
 * Ocean and country shapes, drawn beneath the markers of both map screens. The colours are map.css's
 * variables, one set per colour scheme; the map's box has the sea's colour too, so the sea fills it.
 */
import { countryShapes, spherePath } from './geo';
import { MARKER_TARGET_PX } from './markerLayout';

export function MapBackdrop({ strokeScale = 1 }: { strokeScale?: number }) {
  return (
    <g aria-hidden="true">
      <path d={spherePath} fill="var(--map-sea)" />
      <g fill="var(--map-land)" stroke="var(--map-border)" strokeWidth={0.5 * strokeScale}>
        {countryShapes.map((country) => (
          <path key={country.id} d={country.d} data-country={country.id} />
        ))}
      </g>
    </g>
  );
}

/** A pulsing ring behind markers of active projects; skipped when the user asks for less motion. */
export function PulseRing({ r, color }: { r: number; color: string }) {
  return (
    <circle
      r={r}
      fill="none"
      stroke={color}
      strokeWidth={r / 4}
      opacity={0.6}
      aria-hidden="true"
      pointerEvents="none"
    >
      <animate attributeName="r" values={`${r};${r * 2.2}`} dur="1.6s" repeatCount="indefinite" />
      <animate attributeName="opacity" values="0.6;0" dur="1.6s" repeatCount="indefinite" />
    </circle>
  );
}

/**
 * A project marker's drawing: its pulse (active projects, unless motion is reduced), a transparent touch
 * target of 28 px and the coloured dot; `unit` is map units per CSS pixel, so it keeps its size on screen.
 */
export function MarkerDot({
  unit,
  color,
  selected,
  pulse,
}: {
  unit: number;
  color: string;
  selected: boolean;
  pulse: boolean;
}) {
  return (
    <>
      {pulse && <PulseRing r={8 * unit} color={color} />}
      <circle r={(MARKER_TARGET_PX / 2) * unit} fill="transparent" />
      <circle
        r={(selected ? 10 : 8) * unit}
        fill={color}
        stroke={selected ? 'var(--mantine-color-text)' : 'var(--mantine-color-white)'}
        strokeWidth={(selected ? 3 : 2) * unit}
      />
    </>
  );
}
