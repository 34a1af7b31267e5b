/**
 * Coordinates for the German place names that the server's sample asset types and livestreams carry
 * (server/src/db/seed/sample). The API sends only the place text, so the map looks the place up here.
 */
const PLACES: ReadonlyArray<readonly [key: string, lat: number, lng: number]> = [
  ['Baiersbronn', 48.5, 8.37],
  ['Pretzfeld', 49.76, 11.17],
  ['Fehrbellin', 52.81, 12.77],
  ['Dessau-Roßlau', 51.84, 12.24],
  ['Mittelelbe', 51.87, 12.4],
  ['Vogtsburg', 48.1, 7.64],
  ['Schneverdingen', 53.12, 9.8],
  ['Anklam', 53.86, 13.69],
  ['Winningen', 50.32, 7.52],
  ['Münsingen', 48.41, 9.5],
  ['Prenzlau', 53.32, 13.86],
  ['Leipzig', 51.34, 12.37],
  ['Lüchow', 52.97, 11.15],
  ['Reußenköge', 54.6, 8.9],
  ['Kressbronn', 47.6, 9.6],
  ['Kaufbeuren', 47.88, 10.62],
  ['Münster', 51.96, 7.63],
];

/** The coordinates of the first known place named in the text, or null for an unknown place. */
export function locate(location: string): { lat: number; lng: number } | null {
  for (const [key, lat, lng] of PLACES) {
    if (location.includes(key)) return { lat, lng };
  }
  return null;
}
