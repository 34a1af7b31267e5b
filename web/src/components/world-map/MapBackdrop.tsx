// biome-ignore-all lint/a11y/noAriaHiddenOnFocusable: Biome takes SVG shapes for focusable elements; they are not
/**
 * Ocean and country shapes, drawn beneath the markers of both map screens. The colours are map.css's
 * variables, one set per colour scheme; the map's box has the sea's colour too, so the sea fills it.
 */
import { countryShapes } from 'virtual:country-shapes';
import { spherePath } from './geo';
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

/**
 * A project marker's drawing: a transparent touch target of 28 px and the coloured dot; `unit` is map units
 * per CSS pixel, so it keeps its size on screen. An active project's pulse is drawn apart (PulseRings.tsx).
 */
export function MarkerDot({ unit, color, selected }: { unit: number; color: string; selected: boolean }) {
  return (
    <>
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
