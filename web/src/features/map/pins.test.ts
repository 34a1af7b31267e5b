/** The project map's API layers land where the API says their asset types are. */
import { describe, expect, test } from 'bun:test';
import { type Investment, type Livestream, type SampleAssetType, sampleAssetTypes } from '@wurzelwerk/shared';
import { mapPins } from './pins';
import { investmentIn, servedAssetTypes } from './testData';

// The third has no coordinates.
const assetTypes = servedAssetTypes(3, (index) => (index === 2 ? { latitude: null, longitude: null } : {}));
const investment = (id: string, assetTypeId: number, status: Investment['status'] = 'paid') =>
  investmentIn(assetTypeId, status, id);

const stream = (id: number, assetTypeId: number | null): Livestream => ({
  id,
  title: `Stream ${id}`,
  location: 'irgendwo',
  thumbnail: '',
  viewers: 0,
  startTime: new Date(),
  status: 'live',
  isLive: true,
  category: 'trees',
  assetTypeId,
  streamUrl: null,
  reminderSet: false,
});

describe('mapPins', () => {
  test('places investments and livestreams at the coordinates of their asset types from the API', () => {
    const pins = mapPins(assetTypes, [investment('a', 1), investment('b', 2)], [stream(7, 2), stream(8, 1)]);
    const [first, second] = sampleAssetTypes as [SampleAssetType, SampleAssetType];
    expect(pins.investments.map((p) => [p.item.id, p.lat, p.lng])).toEqual([
      ['a', first.latitude, first.longitude],
      ['b', second.latitude, second.longitude],
    ]);
    expect(pins.investments[0]?.item).toEqual({
      id: 'a',
      name: 'Asset 1',
      location: 'irgendwo',
      assetTypeId: 1,
    });
    expect(pins.livestreams.map((p) => [p.item.id, p.lat, p.lng])).toEqual([
      [7, second.latitude, second.longitude],
      [8, first.latitude, first.longitude],
    ]);
  });

  test('leaves out withdrawn investments and what has no asset type with a known place', () => {
    const pins = mapPins(
      assetTypes,
      [investment('gone', 1, 'withdrawn'), investment('unplaced', 3), investment('unknown', 99)],
      [stream(1, null), stream(2, 3), stream(3, 99)],
    );
    expect(pins.investments).toEqual([]);
    expect(pins.livestreams).toEqual([]);
  });

  test('draws nothing before the asset types have arrived', () => {
    const pins = mapPins([], [investment('a', 1)], [stream(7, 1)]);
    expect(pins).toEqual({ investments: [], livestreams: [] });
  });
});
