/**
 * The farm's pictures follow the engine's state: the tree through its four growth stages (by the tree's
 * level, as the engine names them), the honey jars by the honey made, the eggs by the eggs waiting.
 */
import { describe, expect, test } from 'bun:test';
import { createFarm, growthStage } from '@wurzelwerk/farm-engine';
import { renderToStaticMarkup } from 'react-dom/server';
import { CoopArt, drawnCount, HiveArt, TreeArt } from './farmArt';

const treeAt = (level: number) =>
  renderToStaticMarkup(<TreeArt stage={growthStage({ ...createFarm().tree, level })} />);

describe('TreeArt', () => {
  test('draws each of the four stages differently, growing with the level', () => {
    const drawings = [1, 5, 15, 30].map(treeAt);
    expect(drawings.map((svg) => svg.match(/data-stage="(\w+)"/)?.[1])).toEqual([
      'sapling',
      'youngTree',
      'adultTree',
      'ancientTree',
    ]);
    expect(new Set(drawings).size).toBe(4);
    // Past the sapling's two leaves a crown grows, with more foliage at each stage.
    const crowns = drawings.map((svg) => svg.match(/<circle fill="var\(--farm-leaf\)"/g)?.length ?? 0);
    expect(crowns[1]).toBeGreaterThan(crowns[0] ?? 0);
    expect(crowns[2]).toBeGreaterThan(crowns[1] ?? 0);
    expect(crowns[3]).toBeGreaterThan(crowns[2] ?? 0);
    // The ancient wise tree has a face.
    expect(drawings[3]).toContain('var(--farm-moss)');
    expect(drawings[2]).not.toContain('var(--farm-moss)');
  });

  test('the same stage within its levels', () => {
    expect(treeAt(4)).toBe(treeAt(1));
    expect(treeAt(50)).toBe(treeAt(30));
  });
});

describe('the buildings', () => {
  test('no honey, no jar; more honey, more jars (up to three)', () => {
    expect([0, 1, 99, 100, 999, 1000, 1e6].map((honey) => drawnCount(honey, [1, 100, 1000]))).toEqual([
      0, 1, 1, 2, 2, 3, 3,
    ]);
    const jars = (honey: number) =>
      renderToStaticMarkup(<HiveArt honey={honey} />).match(/data-jar="true"/g)?.length ?? 0;
    expect([0, 5, 500, 5000].map(jars)).toEqual([0, 1, 2, 3]);
  });

  test('one egg drawn per waiting egg, up to six', () => {
    const eggs = (count: number) =>
      renderToStaticMarkup(<CoopArt eggs={count} />).match(/data-egg="true"/g)?.length ?? 0;
    expect([0, 1, 4, 6, 40].map(eggs)).toEqual([0, 1, 4, 6, 6]);
  });
});
