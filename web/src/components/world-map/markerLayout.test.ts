/** The maps' marker geometry (issue 22): views fitted to a box's shape, markers pushed apart. */
import { describe, expect, test } from 'bun:test';
import { fitView, spreadApart } from './markerLayout';

const minDistance = (points: readonly { x: number; y: number }[]) => {
  let min = Number.POSITIVE_INFINITY;
  for (const [i, a] of points.entries())
    for (const b of points.slice(i + 1)) min = Math.min(min, Math.hypot(a.x - b.x, a.y - b.y));
  return min;
};

describe('fitView', () => {
  const points = [
    { x: 100, y: 100 },
    { x: 500, y: 300 },
  ];

  test('has the box’s aspect ratio and holds every point with its margin', () => {
    for (const aspect of [0.5, 1, 3]) {
      const view = fitView(points, aspect, 20, 0);
      expect(view.w / view.h).toBeCloseTo(aspect, 6);
      expect(view.x).toBeLessThanOrEqual(80);
      expect(view.y).toBeLessThanOrEqual(80);
      expect(view.x + view.w).toBeGreaterThanOrEqual(520);
      expect(view.y + view.h).toBeGreaterThanOrEqual(320);
    }
  });

  test('is centred on the points and never narrower than the minimum', () => {
    const view = fitView([{ x: 50, y: 50 }], 2, 10, 300);
    expect(view.w).toBe(300);
    expect(view.x + view.w / 2).toBeCloseTo(50, 6);
    expect(view.y + view.h / 2).toBeCloseTo(50, 6);
  });
});

describe('spreadApart', () => {
  test('leaves points that are far enough apart where they are', () => {
    const points = [
      { x: 0, y: 0 },
      { x: 100, y: 0 },
    ];
    expect(spreadApart(points, 30)).toEqual(points);
  });

  test('pushes close and coinciding points apart to at least the gap, each staying near its place', () => {
    const points = [
      { x: 10, y: 10, id: 'a' },
      { x: 12, y: 11, id: 'b' },
      { x: 12, y: 11, id: 'c' },
      { x: 15, y: 8, id: 'd' },
      { x: 200, y: 200, id: 'far' },
    ];
    const spread = spreadApart(points, 30);
    expect(spread.map((point) => point.id)).toEqual(['a', 'b', 'c', 'd', 'far']);
    expect(minDistance(spread)).toBeGreaterThanOrEqual(29.99);
    for (const [index, point] of spread.entries()) {
      const home = points[index] as { x: number; y: number };
      expect(Math.hypot(point.x - home.x, point.y - home.y)).toBeLessThan(45);
    }
    expect(spread[4]).toEqual(points[4] as (typeof spread)[number]);
    // The same input, the same layout.
    expect(spreadApart(points, 30)).toEqual(spread);
  });
});
