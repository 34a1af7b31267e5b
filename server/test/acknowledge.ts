/**
 * Test support for the acknowledgement before investing (issue 35, decision 0074): test users are made
 * ready to invest (a confirmed address, a date and place of birth), and test clients acknowledge the
 * information sheet as the dialog does — the version of the sheet they fetch, the profile's name and birth
 * data — unless a test sends its own acknowledgement (domains/investments/acknowledgement.test.ts tests the
 * refusals).
 */
import { createHash } from 'node:crypto';
import type { AcknowledgementInput } from '@wurzelwerk/shared';
import { eq } from 'drizzle-orm';
import type { App } from '../src/app';
import type { Executor } from '../src/db/client';
import { users } from '../src/db/schema';
import type { createCaller } from '../src/trpc/router';

/** The date and place of birth every test user has. */
export const TEST_BIRTH = { birthDate: '1985-04-12', birthPlace: 'Berlin' } as const;

/** Confirms the user's address and gives the test birth data: they may invest. */
export async function readyToInvest(db: Executor, userId: string): Promise<void> {
  await db
    .update(users)
    .set({ emailVerifiedAt: new Date(), ...TEST_BIRTH })
    .where(eq(users.id, userId));
}

/** Makes the user of an app's test client ready to invest. */
export const readyInApp = (app: App, userId: string) =>
  readyToInvest(app.decorator.services.database.db, userId);

/** The version of a sheet's bytes: their SHA-256, hex. */
export const versionOf = (bytes: Uint8Array | ArrayBuffer): string =>
  createHash('sha256').update(new Uint8Array(bytes)).digest('hex');

interface Profile {
  firstName: string;
  lastName: string;
  birthDate: string | null;
  birthPlace: string | null;
}

/** An acknowledgement as a person types it from their profile, of the given sheet version. */
export const acknowledgementFrom = (profile: Profile, version: string): AcknowledgementInput => ({
  informationSheetVersion: version,
  firstName: profile.firstName,
  lastName: profile.lastName,
  // A profile without them: the test's own, which the server then compares (and refuses: birth data missing).
  birthDate: profile.birthDate ?? TEST_BIRTH.birthDate,
  birthPlace: profile.birthPlace ?? TEST_BIRTH.birthPlace,
  acceptedTerms: true,
  readRiskWarning: true,
});

/** A caller's acknowledgement for an asset type (tRPC: its profile and the sheet it is served). */
export async function callerAcknowledgement(
  caller: {
    account: { profile(): Promise<Profile> };
    investments: { informationSheet(input: { id: number }): Promise<{ base64: string }> };
  },
  assetTypeId: number,
): Promise<AcknowledgementInput> {
  const [profile, sheet] = await Promise.all([
    caller.account.profile(),
    caller.investments.informationSheet({ id: assetTypeId }),
  ]);
  return acknowledgementFrom(profile, versionOf(Buffer.from(sheet.base64, 'base64')));
}

/** Whether a POST /api/investments body wants the client's acknowledgement added. */
export function wantsAcknowledgement(json: unknown): json is { assetTypeId: number } {
  return (
    typeof json === 'object' &&
    json !== null &&
    !Array.isArray(json) &&
    !('acknowledgement' in json) &&
    typeof (json as { assetTypeId?: unknown }).assetTypeId === 'number'
  );
}

/** An /api client's acknowledgement: its profile, and the sheet's version as served; undefined signed out. */
export async function clientAcknowledgement(
  get: (path: string) => Promise<Response>,
  assetTypeId: number,
): Promise<AcknowledgementInput | undefined> {
  const profile = await get('/api/profile');
  if (profile.status !== 200) return undefined;
  const sheet = await get(`/api/asset-types/${assetTypeId}/information-sheet.pdf`);
  const version = sheet.status === 200 ? versionOf(await sheet.arrayBuffer()) : '0'.repeat(64);
  return acknowledgementFrom((await profile.json()) as Profile, version);
}

type Caller = ReturnType<typeof createCaller>;

/** An investment through a tRPC caller, acknowledged as the dialog does. */
export async function investAcknowledged(
  caller: Caller,
  input: Omit<Parameters<Caller['investments']['create']>[0], 'acknowledgement'>,
) {
  const acknowledgement = await callerAcknowledgement(caller, input.assetTypeId);
  return caller.investments.create({ ...input, acknowledgement });
}

/** A well-formed acknowledgement of no real sheet (for calls refused before it is looked at). */
export const ANY_ACKNOWLEDGEMENT = acknowledgementFrom(
  { firstName: 'Anna', lastName: 'Berger', ...TEST_BIRTH },
  '0'.repeat(64),
);
