import { expect, test } from 'bun:test';
import { COUNTRY_SHAPES_MODULE, countryShapes, projectedCountries } from './countryShapes';
import { MAP_HEIGHT, MAP_WIDTH } from './src/components/world-map/size';

test("the atlas's countries, each a path inside the map's box, to one decimal", () => {
  const shapes = projectedCountries();
  expect(shapes.length).toBe(177);
  expect(new Set(shapes.map((shape) => shape.id)).size).toBe(shapes.length);
  for (const { id, d } of shapes) {
    expect(d, id).toMatch(/^M/);
    const numbers = (d.match(/-?\d+(\.\d+)?/g) ?? []).map(Number);
    expect(numbers.length, id).toBeGreaterThan(4);
    for (let i = 0; i + 1 < numbers.length; i += 2) {
      expect(numbers[i]).toBeGreaterThanOrEqual(0);
      expect(numbers[i]).toBeLessThanOrEqual(MAP_WIDTH);
      expect(numbers[i + 1]).toBeGreaterThanOrEqual(0);
      expect(numbers[i + 1]).toBeLessThanOrEqual(MAP_HEIGHT);
    }
    expect(d, id).not.toMatch(/\.\d\d/);
  }
});

test('the plugin serves them as the module the map imports', () => {
  const plugin = countryShapes() as unknown as {
    resolveId: (id: string) => string | null;
    load: (id: string) => string | null;
  };
  const resolved = plugin.resolveId(COUNTRY_SHAPES_MODULE);
  expect(resolved).not.toBeNull();
  expect(plugin.resolveId('./elsewhere')).toBeNull();
  const source = plugin.load(resolved ?? '') ?? '';
  const prefix = 'export const countryShapes = ';
  expect(source.startsWith(prefix)).toBe(true);
  expect(JSON.parse(source.slice(prefix.length).replace(/;\s*$/, ''))).toEqual(projectedCountries());
});
