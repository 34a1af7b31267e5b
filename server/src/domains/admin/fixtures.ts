/** Test set-up of the admin domain: an operator (made with the service `user:role` uses) and raw uploads. */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ORIGIN, type TestClient, testApp } from '../../../test/harness';
import { signedInClient } from '../testing';
import { setRoleByEmail } from './users';

/** A test app without sample data (the production start), with its own upload folder. */
export function adminTestApp() {
  const uploadDir = mkdtempSync(join(tmpdir(), 'ww-uploads-'));
  return Object.assign(testApp({ uploadDir }), { uploadDir });
}

/** A new account made an operator as `bun run user:role <email> operator` does. */
export async function operatorClient(t: ReturnType<typeof adminTestApp>) {
  const client = await signedInClient(t.app);
  await setRoleByEmail(t.database.db, client.credentials.email, 'operator', { id: null, email: 'test' });
  return client;
}

/** A raw body (an image upload) with the client's session. */
export function sendBytes(
  t: ReturnType<typeof adminTestApp>,
  client: TestClient,
  method: string,
  path: string,
  body: Uint8Array<ArrayBuffer>,
  contentType: string,
) {
  const headers = new Headers({
    origin: ORIGIN,
    'content-type': contentType,
    'x-forwarded-for': '198.51.100.77',
  });
  if (client.cookie) headers.set('cookie', client.cookie);
  return t.app.handle(new Request(`${ORIGIN}${path}`, { method, headers, body }));
}

/** A small valid PNG (1×1). */
export const PNG: Uint8Array<ArrayBuffer> = Uint8Array.from(
  atob('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg=='),
  (c) => c.charCodeAt(0),
);

/** A project as an operator creates it. */
export const PROJECT = {
  slug: 'eichenhain-test',
  category: 'trees',
  nameDe: 'Eichenhain',
  nameEn: 'Oak grove',
  descriptionDe: 'Ein junger Eichenhain.',
  descriptionEn: 'A young oak grove.',
  basePriceEuro: 750,
  expectedReturn: '4.5',
  co2Impact: '1.2',
  location: 'Spessart',
  latitude: 50.0,
  longitude: 9.4,
  imagePath: 'assets/mischwald-schwarzwald.svg',
  fundingTargetEuro: 3000,
  fundingDeadline: '2030-12-31',
};

export const NEWS = {
  slug: 'erste-nachricht',
  titleDe: 'Erste Nachricht',
  titleEn: 'First news',
  contentDe: 'Hallo',
  contentEn: 'Hello',
};

/** A stream live since a minute ago. */
export const STREAM = {
  slug: 'eichen-live',
  titleDe: 'Eichen live',
  titleEn: 'Oaks live',
  location: 'Spessart',
  category: 'trees',
  startTime: new Date(Date.now() - 60_000).toISOString(),
  thumbnailPath: 'assets/mischwald-schwarzwald.svg',
  streamUrl: 'https://streams.example.org/eichen/index.m3u8',
};

export const PRODUCT = {
  slug: 'eichel-saatgut',
  category: 'seeds',
  nameDe: 'Eichel-Saatgut',
  nameEn: 'Acorn seeds',
  descriptionDe: 'Zwölf Eicheln.',
  descriptionEn: 'Twelve acorns.',
  price: '9.90',
  stock: 2,
  sustainabilityScore: 90,
  imagePath: 'products/buch-wald-der-zukunft.svg',
};
