/**
 * The acknowledgement before investing (issue 35, decision 0074): stored with the version of the sheet read
 * (the SHA-256 of its PDF) and named in the confirmation PDF; refused for a stale version, for a name or
 * birth data other than the profile's, for an unconfirmed address, without birth data in the profile, and
 * without the two confirmations — each with its message in the reader's language.
 */
import { describe, expect, test } from 'bun:test';
import { type AcknowledgementInput, messageText } from '@wurzelwerk/shared';
import { eq } from 'drizzle-orm';
import { acknowledgementFrom, TEST_BIRTH, versionOf } from '../../../test/acknowledge';
import { expectError, json, nextAddress, patch, signedInClient } from '../../../test/domains';
import { TestClient, testApp } from '../../../test/harness';
import { pdfText } from '../../../test/pdf';
import { investments, users } from '../../db/schema';
import { setRoleByEmail } from '../admin/users';

const t = testApp({ seed: true, registerMaxPerWindow: 100 });
const ASSET = 4;
const sheetOf = async (client: TestClient, locale = 'de') =>
  versionOf(
    await (
      await client.get(`/api/asset-types/${ASSET}/information-sheet.pdf`, { 'accept-language': locale })
    ).arrayBuffer(),
  );

async function investor() {
  const client = await signedInClient(t.app);
  const typed = (version: string, changes: Partial<AcknowledgementInput> = {}) => ({
    ...acknowledgementFrom({ ...client.credentials, ...TEST_BIRTH }, version),
    ...changes,
  });
  const invest = (acknowledgement: unknown, headers?: Record<string, string>) =>
    client.post(
      '/api/investments',
      { assetTypeId: ASSET, quantity: 1, totalInvestment: '500.00', acknowledgement },
      headers,
    );
  return { client, typed, invest };
}

describe('POST /api/investments with an acknowledgement', () => {
  test('stored with the version read (either language); the confirmation PDF names it', async () => {
    const { client, typed, invest } = await investor();
    const version = await sheetOf(client, 'en');
    // Case and spaces as a person types them.
    const response = await invest(
      typed(version, { firstName: '  anna ', lastName: 'BERGER', birthPlace: ' berlin' }),
    );
    expect(response.status).toBe(201);
    const created = await json(response);
    expect(created.informationSheetVersion).toBe(version);
    const [row] = await t.database.db.select().from(investments).where(eq(investments.id, created.id));
    expect(row).toMatchObject({
      userId: client.userId,
      assetTypeId: ASSET,
      informationSheetVersion: version,
    });
    expect(row?.confirmedAt).toBeInstanceOf(Date);
    const pdf = await client.get(`/api/investments/${created.id}/confirmation.pdf`);
    const { text } = await pdfText(new Uint8Array(await pdf.arrayBuffer()));
    expect(text).toContain('Informationsblatt gelesen');
    expect(text.replace(/\s/g, '')).toContain(version);
  });

  test('a version the offer no longer has → 409 with the message; the new one is accepted', async () => {
    const { client, typed, invest } = await investor();
    const old = await sheetOf(client);
    const operator = await signedInClient(t.app);
    await setRoleByEmail(t.database.db, operator.credentials.email, 'operator', { id: null, email: 'test' });
    expect(
      (await patch(operator, `/api/admin/asset-types/${ASSET}`, { nameDe: 'Neue Fassung' })).status,
    ).toBe(200);
    const stale = await expectError(await invest(typed(old)), 409);
    expect(stale.message).toBe(messageText('de', 'acknowledgement.sheetOutdated'));
    const english = await expectError(await invest(typed(old), { 'accept-language': 'en' }), 409);
    expect(english.message).toBe(messageText('en', 'acknowledgement.sheetOutdated'));
    const fresh = await sheetOf(client);
    expect(fresh).not.toBe(old);
    expect((await invest(typed(fresh))).status).toBe(201);
  });

  test('another name, date or place of birth than the profile’s → 422', async () => {
    const { client, typed, invest } = await investor();
    const version = await sheetOf(client);
    for (const changes of [
      { firstName: 'Anne' },
      { lastName: 'Bergér' },
      { birthDate: '1985-04-13' },
      { birthPlace: 'Potsdam' },
    ]) {
      const body = await expectError(await invest(typed(version, changes)), 422);
      expect(body.message).toBe(messageText('de', 'acknowledgement.mismatch'));
    }
    expect(await json(await client.get('/api/investments'))).toEqual([]);
  });

  test('an unconfirmed address → 403; no birth data in the profile → 409', async () => {
    const { client, typed, invest } = await investor();
    const version = await sheetOf(client);
    await t.database.db.update(users).set({ emailVerifiedAt: null }).where(eq(users.id, client.userId));
    const unverified = await expectError(await invest(typed(version)), 403);
    expect(unverified.message).toBe(messageText('de', 'acknowledgement.emailUnverified'));
    await t.database.db
      .update(users)
      .set({ emailVerifiedAt: new Date(), birthPlace: null })
      .where(eq(users.id, client.userId));
    const missing = await expectError(await invest(typed(version)), 409);
    expect(missing.message).toBe(messageText('de', 'acknowledgement.birthDataMissing'));
  });

  test('without the confirmations, the sheet or a well-formed birth date → 400 naming the field', async () => {
    const { client, typed, invest } = await investor();
    const version = await sheetOf(client);
    const cases: [Partial<Record<keyof AcknowledgementInput, unknown>>, string][] = [
      [{ acceptedTerms: false }, 'acknowledgement.acceptTerms'],
      [{ readRiskWarning: false }, 'acknowledgement.readRiskWarning'],
      [{ informationSheetVersion: 'abc' }, 'acknowledgement.sheetVersion'],
      [{ birthDate: '12.04.1985' }, 'acknowledgement.birthDate'],
      [{ birthPlace: ' ' }, 'acknowledgement.birthPlace'],
    ];
    for (const [changes, code] of cases) {
      const body = await expectError(await invest({ ...typed(version), ...changes }), 400);
      expect(body.issues?.[0]?.message).toBe(messageText('de', code as 'acknowledgement.birthDate'));
    }
    const without = await expectError(
      await new TestClient(t.app, nextAddress()).post('/api/investments', { assetTypeId: ASSET }),
      401,
    );
    expect(without.message).toBeString();
  });
});
