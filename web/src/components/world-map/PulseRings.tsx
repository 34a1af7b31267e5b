/**
 * The pulse of active projects' markers (product §2.6: "active (pulsing marker)") on both maps: rings in an
 * HTML layer over the map's SVG, animated by the compositor (transform and opacity only). As an animation
 * inside the SVG, every frame made the main thread restyle and repaint the map — countries and all — for as
 * long as the page was open (decision 0110).
 */
import type { View } from './markerLayout';

export interface PulseRing {
  key: string | number;
  /** Where the marker stands, in the map's units (the SVG's user space). */
  x: number;
  y: number;
  color: string;
}

/**
 * The rings of the placed markers whose project is active (product §2.6: only active projects pulse), in
 * `colorOf` their project's colour.
 */
export function activeRings<P extends { id: string | number; status: string }>(
  placed: readonly { project: P; x: number; y: number }[],
  colorOf: (project: P) => string,
): PulseRing[] {
  return placed
    .filter(({ project }) => project.status === 'active')
    .map(({ project, x, y }) => ({ key: project.id, x, y, color: colorOf(project) }));
}

/**
 * The rings of `rings` over an SVG showing `view` in a box of width × height CSS pixels, placed as the SVG's
 * default `preserveAspectRatio` (xMidYMid meet) places its content: one scale, centred. Nothing before the
 * box is measured.
 */
export function PulseRings({
  rings,
  view,
  width,
  height,
}: {
  rings: readonly PulseRing[];
  view: View;
  width: number;
  height: number;
}) {
  if (width <= 0 || height <= 0 || rings.length === 0) return null;
  const scale = Math.min(width / view.w, height / view.h);
  const left = (width - view.w * scale) / 2;
  const top = (height - view.h * scale) / 2;
  return (
    <div className="map-pulses" aria-hidden="true">
      {rings.map((ring) => (
        <span
          key={ring.key}
          className="map-pulse"
          data-pulse={ring.key}
          style={{
            left: left + (ring.x - view.x) * scale,
            top: top + (ring.y - view.y) * scale,
            color: ring.color,
          }}
        />
      ))}
    </div>
  );
}
