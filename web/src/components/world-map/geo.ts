/**
 * The offline world map geometry: world-atlas country shapes projected once with d3-geo into a fixed SVG
 * coordinate space that both map screens share. No tiles, no network.
 */
import { geoNaturalEarth1, geoPath } from 'd3-geo';
import { feature } from 'topojson-client';
import countries from 'world-atlas/countries-110m.json';
import { MAP_HEIGHT, MAP_WIDTH } from './size';

export { MAP_HEIGHT, MAP_WIDTH };

const projection = geoNaturalEarth1().fitExtent(
  [
    [4, 4],
    [MAP_WIDTH - 4, MAP_HEIGHT - 4],
  ],
  { type: 'Sphere' },
);
const pathOf = geoPath(projection);

export interface CountryShape {
  id: string;
  d: string;
}

// The JSON import is typed structurally by TypeScript; topojson-client wants its own Topology type.
type Topology = Parameters<typeof feature>[0];
const topology = countries as unknown as Topology;
const countriesObject = topology.objects.countries as Parameters<typeof feature>[1];
const collection = feature(topology, countriesObject);

/** Projected once at module load: the shapes never change. */
export const countryShapes: readonly CountryShape[] = (
  'features' in collection ? collection.features : [collection]
).flatMap((country, index) => {
  const d = pathOf(country);
  return d ? [{ id: String(country.id ?? index), d }] : [];
});

/** The outline of the globe in the projection, drawn as the ocean. */
export const spherePath = pathOf({ type: 'Sphere' }) ?? '';

/** Latitude/longitude → SVG x/y in the shared coordinate space. */
export function project(lat: number, lng: number): [number, number] {
  const point = projection([lng, lat]);
  return point ? [point[0], point[1]] : [MAP_WIDTH / 2, MAP_HEIGHT / 2];
}
