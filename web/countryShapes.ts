/**
 * The world map's country shapes, projected at build time (decision 0111): the module
 * `virtual:country-shapes` exports `countryShapes`, one SVG path per country of world-atlas's 1:110m map,
 * projected with the map's own projection (src/components/world-map/geo.ts). In the browser, decoding the
 * atlas and projecting its 177 countries took 90–150 ms of the main thread each time a map came into view;
 * the paths are the same text every time, so the build writes them once. One decimal of the map's units
 * (960 × 500) is a tenth of a pixel at the phone's map size.
 */
import { geoPath } from 'd3-geo';
import { feature } from 'topojson-client';
import type { Plugin } from 'vite';
import countries from 'world-atlas/countries-110m.json';
import { projection } from './src/components/world-map/geo.ts';

export const COUNTRY_SHAPES_MODULE = 'virtual:country-shapes';
const RESOLVED = `\0${COUNTRY_SHAPES_MODULE}`;

export interface CountryShape {
  id: string;
  d: string;
}

/** Every country of the atlas with its path in the map's projection, to one decimal. */
export function projectedCountries(): CountryShape[] {
  type Topology = Parameters<typeof feature>[0];
  const topology = countries as unknown as Topology;
  const collection = feature(topology, topology.objects.countries as Parameters<typeof feature>[1]);
  const pathOf = geoPath(projection).digits(1);
  return ('features' in collection ? collection.features : [collection]).flatMap((country, index) => {
    const d = pathOf(country);
    return d ? [{ id: String(country.id ?? index), d }] : [];
  });
}

export function countryShapes(): Plugin {
  let source: string | undefined;
  return {
    name: 'wurzelwerk:country-shapes',
    resolveId: (id) => (id === COUNTRY_SHAPES_MODULE ? RESOLVED : null),
    load(id) {
      if (id !== RESOLVED) return null;
      source ??= `export const countryShapes = ${JSON.stringify(projectedCountries())};\n`;
      return source;
    },
  };
}
