/** The links' tokens after their time: the hourly cleanup deletes them; a valid one still works. */
import { describe, expect, test } from 'bun:test';
import { eq, sql } from 'drizzle-orm';
import { bareUser } from '../../../test/domains';
import { testApp } from '../../../test/harness';
import { authTokens } from '../../db/schema';
import { consumeToken, deleteExpiredTokens, hashToken, issueToken } from './tokens';

const t = testApp();

describe('the cleanup of expired links', () => {
  test('deletes the tokens past their expiry, used or not, and keeps the valid ones working', async () => {
    const { db } = t.database;
    const user = await bareUser(db, 'tokens');
    const expired = await issueToken(db, user, 'password-reset');
    const used = await issueToken(db, user, 'export-download');
    expect(await consumeToken(db, used, ['export-download'])).not.toBeNull();
    const valid = await issueToken(db, user, 'verify-email');
    await db
      .update(authTokens)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(authTokens.tokenHash, hashToken(expired)));
    await db
      .update(authTokens)
      .set({ expiresAt: sql`now() - interval '1 hour'` })
      .where(eq(authTokens.tokenHash, hashToken(used)));

    expect(await deleteExpiredTokens(db)).toBeGreaterThanOrEqual(2);
    const left = await db.select().from(authTokens).where(eq(authTokens.userId, user));
    expect(left.map((row) => row.tokenHash)).toEqual([hashToken(valid)]);
    expect(await consumeToken(db, valid, ['verify-email'])).toMatchObject({ userId: user });
    expect(await deleteExpiredTokens(db)).toBe(0);
  });
});
