/**
 * The passkeys of the settings (issue 37, decision 0083): listed with their name, creation and last use;
 * added (registration with a discoverable credential and user verification) and removed after a recent
 * sign-in or with the password, each told to the owner by the security mail in the change's transaction.
 */

import {
  generateRegistrationOptions,
  type RegistrationResponseJSON,
  verifyRegistrationResponse,
} from '@simplewebauthn/server';
import { isoBase64URL } from '@simplewebauthn/server/helpers';
import { TRPCError } from '@trpc/server';
import {
  type MessageCode,
  messageText,
  PASSKEY_CHALLENGE_MS,
  PASSKEYS_MAX,
  type Passkey,
  type PasskeyAddInput,
} from '@wurzelwerk/shared';
import { and, count, desc, eq } from 'drizzle-orm';
import { expectations, RELYING_PARTY_NAME, userHandleOf } from '../../auth/webauthn';
import type { Executor } from '../../db/client';
import { passkeys } from '../../db/schema';
import { enqueueMail, mailFor } from '../../mail/outbox';
import type { AuthedContext } from '../../trpc/init';
import { recipientOf } from '../notifications/service';
import { issueChallenge, takeChallenge } from './passkeyChallenges';
import { requireRecentAuth } from './reauth';

/** The browser's own timeout: a little shorter than the stored challenge lives. */
export const PASSKEY_TIMEOUT_MS = PASSKEY_CHALLENGE_MS - 30_000;

const shown = {
  id: passkeys.id,
  name: passkeys.name,
  createdAt: passkeys.createdAt,
  lastUsedAt: passkeys.lastUsedAt,
};

const refusal = (ctx: AuthedContext, code: 'BAD_REQUEST' | 'CONFLICT' | 'NOT_FOUND', message: MessageCode) =>
  new TRPCError({ code, message: messageText(ctx.locale, message) });

export async function listPasskeys(ctx: AuthedContext): Promise<{ passkeys: Passkey[] }> {
  const rows = await ctx.db
    .select(shown)
    .from(passkeys)
    .where(eq(passkeys.userId, ctx.user.id))
    .orderBy(desc(passkeys.createdAt), desc(passkeys.id));
  return { passkeys: rows };
}

async function countOf(db: Executor, userId: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(passkeys).where(eq(passkeys.userId, userId));
  return Number(row?.n ?? 0);
}

/** The options for `navigator.credentials.create()`: a discoverable credential with user verification. */
export async function registrationOptions(ctx: AuthedContext, input: { password?: string | undefined }) {
  await requireRecentAuth(ctx, input.password);
  const existing = await ctx.db
    .select({ credentialId: passkeys.credentialId, transports: passkeys.transports })
    .from(passkeys)
    .where(eq(passkeys.userId, ctx.user.id));
  if (existing.length >= PASSKEYS_MAX) throw refusal(ctx, 'CONFLICT', 'passkey.tooMany');
  const challenge = await issueChallenge(ctx.db, 'register', ctx.user.id);
  const options = await generateRegistrationOptions({
    rpName: RELYING_PARTY_NAME,
    rpID: ctx.services.relyingParty.rpId,
    userName: ctx.user.email,
    userDisplayName: `${ctx.user.firstName} ${ctx.user.lastName}`,
    userID: userHandleOf(ctx.user.id),
    challenge: isoBase64URL.toBuffer(challenge),
    timeout: PASSKEY_TIMEOUT_MS,
    attestationType: 'none',
    // One authenticator holds one passkey of the account.
    excludeCredentials: existing.map((row) => ({ id: row.credentialId, transports: row.transports })),
    authenticatorSelection: { residentKey: 'required', userVerification: 'required' },
  });
  return { options: { ...options } };
}

/** Checks the browser's answer to the registration's challenge and stores the passkey under its name. */
export async function addPasskey(ctx: AuthedContext, input: PasskeyAddInput & { name: string }) {
  await requireRecentAuth(ctx, input.password);
  const response = input.response as RegistrationResponseJSON;
  const taken = await takeChallenge(ctx.db, 'register', response.response.clientDataJSON);
  if (!taken || taken.userId !== ctx.user.id) throw refusal(ctx, 'BAD_REQUEST', 'passkey.expired');
  const verified = await verifyRegistrationResponse({
    response,
    ...expectations(ctx.services.relyingParty, taken.challenge),
  }).catch(() => undefined);
  const credential = verified?.verified ? verified.registrationInfo?.credential : undefined;
  if (!credential) throw refusal(ctx, 'BAD_REQUEST', 'passkey.notAdded');
  const transports: string[] = credential.transports ?? response.response.transports ?? [];
  return ctx.db.transaction(async (tx) => {
    if ((await countOf(tx, ctx.user.id)) >= PASSKEYS_MAX) throw refusal(ctx, 'CONFLICT', 'passkey.tooMany');
    const [row] = await tx
      .insert(passkeys)
      .values({
        userId: ctx.user.id,
        credentialId: credential.id,
        publicKey: isoBase64URL.fromBuffer(credential.publicKey),
        counter: credential.counter,
        transports,
        name: input.name,
      })
      .onConflictDoNothing({ target: passkeys.credentialId })
      .returning(shown);
    // A credential id is one account's (WebAuthn §7.1 step 25): never a second time, nor for another.
    if (!row) throw refusal(ctx, 'CONFLICT', 'passkey.alreadyAdded');
    await tellOwner(tx, ctx, true, row.name);
    return row;
  });
}

/** Removes one of the user's passkeys: it signs in no more. Another user's or an unknown id → NOT_FOUND. */
export async function removePasskey(
  ctx: AuthedContext,
  input: { id: number; password?: string | undefined },
) {
  await requireRecentAuth(ctx, input.password);
  return ctx.db.transaction(async (tx) => {
    const [removed] = await tx
      .delete(passkeys)
      .where(and(eq(passkeys.id, input.id), eq(passkeys.userId, ctx.user.id)))
      .returning({ name: passkeys.name });
    if (!removed) throw refusal(ctx, 'NOT_FOUND', 'passkey.notFound');
    await tellOwner(tx, ctx, false, removed.name);
    return { success: true as const };
  });
}

/** The security mail of a passkey added or removed (always sent, like a changed password). */
async function tellOwner(tx: Executor, ctx: AuthedContext, added: boolean, name: string): Promise<void> {
  const recipient = await recipientOf(tx, ctx.user.id, ctx.locale);
  if (!recipient) return;
  await enqueueMail(
    tx,
    mailFor(recipient, 'passkeyChanged', { added, passkey: name, at: new Date().toISOString() }),
  );
}
