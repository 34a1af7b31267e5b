// biome-ignore-all lint/a11y/noAriaHiddenOnFocusable: Biome takes SVG shapes for focusable elements; they are not
/** Ocean and country shapes, drawn beneath the markers of both map screens. */
import { useComputedColorScheme } from '@mantine/core';
import { countryShapes, spherePath } from './geo';

export function MapBackdrop({ strokeScale = 1 }: { strokeScale?: number }) {
  const dark = useComputedColorScheme('light') === 'dark';
  return (
    <g aria-hidden="true">
      <path d={spherePath} fill={dark ? 'var(--mantine-color-dark-7)' : 'var(--mantine-color-blue-0)'} />
      <g
        fill={dark ? 'var(--mantine-color-dark-4)' : 'var(--mantine-color-gray-3)'}
        stroke={dark ? 'var(--mantine-color-dark-6)' : 'var(--mantine-color-white)'}
        strokeWidth={0.5 * strokeScale}
      >
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
    <circle r={r} fill="none" stroke={color} strokeWidth={r / 4} opacity={0.6} aria-hidden="true">
      <animate attributeName="r" values={`${r};${r * 2.2}`} dur="1.6s" repeatCount="indefinite" />
      <animate attributeName="opacity" values="0.6;0" dur="1.6s" repeatCount="indefinite" />
    </circle>
  );
}
