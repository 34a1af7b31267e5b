/**
 * Signing in with a passkey (issue 37, decision 0083). Without the e-mail address: the browser offers the
 * site's discoverable passkeys, the one chosen (with user verification) names the account — it counts as
 * both factors, so the session starts at once. As the second factor after the password: a passkey of the
 * pending sign-in's user completes it like a code. Every answer takes its stored challenge first (single
 * use, 5 minutes), is checked against the configured origins and RP id, and must show a signature counter
 * above the stored one whenever either is not 0 (else the authenticator may be cloned: refused). Wrong
 * answers count under the sign-in throttle: against the address at sign-in, like codes as second factor.
 */
import {
  type AuthenticationResponseJSON,
  generateAuthenticationOptions,
  verifyAuthenticationResponse,
} from '@simplewebauthn/server';
import { isoBase64URL } from '@simplewebauthn/server/helpers';
import { TRPCError } from '@trpc/server';
import { type MessageCode, messageText, type PasskeyAnswerInput, type User } from '@wurzelwerk/shared';
import { and, eq, lt, type SQL } from 'drizzle-orm';
import { toPublicUser } from '../../auth/user';
import { expectations, userHandleOf } from '../../auth/webauthn';
import { passkeys, users, type WebauthnPurpose } from '../../db/schema';
import type { Context } from '../../trpc/context';
import { issueChallenge, takeChallenge } from './passkeyChallenges';
import { PASSKEY_TIMEOUT_MS } from './passkeys';
import { checkSecret, settle, throttled } from './secretCheck';
import { startSignedIn } from './signInNotice';
import { completePendingSignIn, pendingUser } from './twoFactorSignIn';

const TEXTS = { locked: 'passkey.tooManyAttempts', delayed: 'passkey.attemptsDelayed' } as const;

const refusal = (ctx: Context, code: 'UNAUTHORIZED' | 'FORBIDDEN' | 'NOT_FOUND', message: MessageCode) =>
  new TRPCError({ code, message: messageText(ctx.locale, message) });

/** Reserves one answer's check against the client address (the budget every secret shares). */
async function reserveAddress(ctx: Context) {
  const attempt = await ctx.services.throttle.reserveTokenCheck(ctx.clientIp);
  if (!attempt.ok) throw throttled(attempt, ctx.locale, TEXTS.locked, TEXTS.delayed);
  return attempt;
}

/** The options for `navigator.credentials.get()` without naming an account: any discoverable passkey. */
export async function signInOptions(ctx: Context) {
  // An address over its budget gets no more challenges either; asking costs nothing otherwise.
  await (await reserveAddress(ctx)).abandoned();
  const challenge = await issueChallenge(ctx.db, 'sign-in', null);
  return { options: { ...(await authenticationOptions(ctx, challenge, [])) } };
}

/** The options for the pending sign-in's second factor: the passkeys of its user. */
export async function secondFactorOptions(ctx: Context) {
  const pending = ctx.twoFactorPending ? await pendingUser(ctx, ctx.twoFactorPending) : undefined;
  if (!pending) throw refusal(ctx, 'UNAUTHORIZED', 'twoFactor.noPendingSignIn');
  const own = await ctx.db
    .select({ id: passkeys.credentialId, transports: passkeys.transports })
    .from(passkeys)
    .where(eq(passkeys.userId, pending.userId));
  if (own.length === 0) throw refusal(ctx, 'NOT_FOUND', 'passkey.noneForAccount');
  const challenge = await issueChallenge(ctx.db, 'second-factor', pending.userId);
  return { options: { ...(await authenticationOptions(ctx, challenge, own)) } };
}

function authenticationOptions(
  ctx: Context,
  challenge: string,
  allow: { id: string; transports: string[] }[],
) {
  return generateAuthenticationOptions({
    rpID: ctx.services.relyingParty.rpId,
    challenge: isoBase64URL.toBuffer(challenge),
    timeout: PASSKEY_TIMEOUT_MS,
    userVerification: 'required',
    allowCredentials: allow,
  });
}

/** Signs in with a discoverable passkey: the session of its owner starts (both factors at once). */
export async function signInWithPasskey(ctx: Context, input: PasskeyAnswerInput): Promise<{ user: User }> {
  const attempt = await reserveAddress(ctx);
  const userId = await settle(attempt, () => checkAnswer(ctx, 'sign-in', input, null));
  if (!userId) throw refusal(ctx, 'UNAUTHORIZED', 'passkey.failed');
  const [row] = await ctx.db.select().from(users).where(eq(users.id, userId));
  if (!row) throw refusal(ctx, 'UNAUTHORIZED', 'passkey.failed');
  if (row.lockedAt) throw refusal(ctx, 'FORBIDDEN', 'auth.accountLocked');
  await startSignedIn(ctx, row.id);
  return { user: toPublicUser(row) };
}

/** Completes the pending sign-in (after the password) with one of its user's passkeys. */
export function verifyWithPasskey(ctx: Context, input: PasskeyAnswerInput): Promise<{ user: User }> {
  return completePendingSignIn(
    ctx,
    async (userId) =>
      (await checkSecret(ctx, 'totp', userId, TEXTS, () =>
        checkAnswer(ctx, 'second-factor', input, userId),
      )) !== false,
    'passkey.failed',
  );
}

/**
 * Checks an answer: its challenge (taken, so never twice), its passkey (of `owner` when given), the user
 * handle, origin, RP id, user verification and signature, then the counter in a conditional UPDATE. The
 * passkey's user, or false. A challenge that is gone is an error, not a wrong guess: nothing was checked.
 */
async function checkAnswer(
  ctx: Context,
  purpose: WebauthnPurpose,
  input: PasskeyAnswerInput,
  owner: string | null,
): Promise<string | false> {
  const response = input.response as AuthenticationResponseJSON;
  const taken = await takeChallenge(ctx.db, purpose, response.response.clientDataJSON);
  if (!taken || taken.userId !== owner)
    throw new TRPCError({ code: 'BAD_REQUEST', message: messageText(ctx.locale, 'passkey.expired') });
  const [stored] = await ctx.db.select().from(passkeys).where(eq(passkeys.credentialId, response.id));
  if (!stored || (owner !== null && stored.userId !== owner)) return false;
  // A returned user handle must name the passkey's owner (WebAuthn §7.2 step 6).
  const handle = response.response.userHandle;
  if (handle && handle !== isoBase64URL.fromBuffer(userHandleOf(stored.userId))) return false;
  const verified = await verifyAuthenticationResponse({
    response,
    ...expectations(ctx.services.relyingParty, taken.challenge),
    credential: {
      id: stored.credentialId,
      publicKey: isoBase64URL.toBuffer(stored.publicKey),
      counter: stored.counter,
      transports: stored.transports,
    },
  }).catch(() => undefined);
  if (!verified?.verified) return false;
  const counter = verified.authenticationInfo.newCounter;
  // §7.2 step 22: a counter not above the stored one (unless both are 0) may be a cloned authenticator.
  // Checked again in the UPDATE, so two answers with one counter value cannot both pass.
  const above: SQL = counter === 0 ? eq(passkeys.counter, 0) : lt(passkeys.counter, counter);
  const [used] = await ctx.db
    .update(passkeys)
    .set({ counter, lastUsedAt: new Date() })
    .where(and(eq(passkeys.id, stored.id), above))
    .returning({ userId: passkeys.userId });
  return used?.userId ?? false;
}
