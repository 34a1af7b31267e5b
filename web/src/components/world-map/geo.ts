/**
 * The offline world map's projection: d3-geo's Natural Earth projection fitted into a fixed SVG coordinate
 * space that both map screens share. No tiles, no network. The country shapes are projected with it at build
 * time (web/countryShapes.ts, decision 0111) and come as the module `virtual:country-shapes`.
 */
import { geoNaturalEarth1, geoPath } from 'd3-geo';
import { MAP_HEIGHT, MAP_WIDTH } from './size';

export { MAP_HEIGHT, MAP_WIDTH };

export const projection = geoNaturalEarth1().fitExtent(
  [
    [4, 4],
    [MAP_WIDTH - 4, MAP_HEIGHT - 4],
  ],
  { type: 'Sphere' },
);

/** The outline of the globe in the projection, drawn as the ocean. */
export const spherePath = geoPath(projection)({ type: 'Sphere' }) ?? '';

/** Latitude/longitude → SVG x/y in the shared coordinate space. */
export function project(lat: number, lng: number): [number, number] {
  const point = projection([lng, lat]);
  return point ? [point[0], point[1]] : [MAP_WIDTH / 2, MAP_HEIGHT / 2];
}
