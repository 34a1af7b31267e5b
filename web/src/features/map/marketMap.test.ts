/** The maps' projects are the marketplace's (issue 36): placed by their coordinates, the investor's own marked. */
import { describe, expect, test } from 'bun:test';
import { sampleAssetTypes } from '@wurzelwerk/shared';
import { toWorldProject } from '../../components/world-map/marketProjects';
import { mapEntries } from './marketMap';
import { investmentIn, servedAssetTypes } from './testData';

// The first with a target and money raised, the third unlocated, the fourth closed.
const assets = servedAssetTypes(5, (index) => ({
  ...(index === 0
    ? { fundingTarget: 2000, fundingRaised: '500.00', fundingProgress: 0.25, investors: 2 }
    : {}),
  ...(index === 2 ? { latitude: null, longitude: null } : {}),
  ...(index === 3 ? { fundingOpen: false } : {}),
}));

describe('mapEntries', () => {
  test('every located project, with its funding; unlocated ones are left out', () => {
    const entries = mapEntries(assets, []);
    expect(entries.map((e) => e.id)).toEqual([1, 2, 4, 5]);
    expect(entries[0]).toMatchObject({
      name: assets[0]?.name,
      funded: 25,
      target: 2000,
      raised: '500.00',
      investors: 2,
      status: 'active',
      coordinates: { lat: assets[0]?.latitude, lng: assets[0]?.longitude },
    });
    expect(entries[1]).toMatchObject({ funded: null, target: null });
    expect(entries.find((e) => e.id === 4)?.status).toBe('completed');
  });

  test('marks the investor’s own: awaiting or paid, not withdrawn or lapsed', () => {
    const investments = [
      investmentIn(2, 'paid'),
      investmentIn(4, 'awaiting_payment'),
      investmentIn(5, 'withdrawn'),
    ];
    const mine = mapEntries(assets, [...investments, investmentIn(1, 'lapsed')]).filter((e) => e.mine);
    expect(mine.map((e) => e.id)).toEqual([2, 4]);
  });

  test('the marketplace’s categories map onto the project map’s', () => {
    const kinds = mapEntries(servedAssetTypes(sampleAssetTypes.length), []).map((e) => e.category);
    expect(new Set(kinds)).toEqual(new Set(['forest', 'wildlife', 'agriculture', 'energy']));
  });
});

describe('toWorldProject', () => {
  test('a located project on the world map, by its category; none without coordinates', () => {
    const [first, , third, closed] = assets;
    if (!first || !third || !closed) throw new Error('fixtures');
    expect(toWorldProject(first, '0,5 t')).toMatchObject({
      id: '1',
      name: { de: first.name, en: first.name },
      type: 'trees',
      status: 'active',
      impact: { de: '0,5 t', en: '0,5 t' },
      lat: first.latitude,
      lng: first.longitude,
    });
    expect(toWorldProject(third, '')).toBeNull();
    expect(toWorldProject(closed, '')?.status).toBe('completed');
  });
});
