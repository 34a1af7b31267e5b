/**
 * The signed-in user's own account (issue 7): profile and settings (the export is in export.ts, the deletion in deletion.ts).
 * Every function acts on the session's user only; no id ever comes from the client.
 */
import { TRPCError } from '@trpc/server';
import {
  emailChanges,
  messageText,
  type Profile,
  type SavedSettings,
  type Settings,
  settingsFrom,
  type UpdateProfileData,
} from '@wurzelwerk/shared';
import { and, eq, ne, sql } from 'drizzle-orm';
import { ZodRealError } from 'zod';
import type { Executor } from '../../db/client';
import { userSettings, users } from '../../db/schema';
import { enqueueMail, mailFor } from '../../mail/outbox';
import type { AuthedContext } from '../../trpc/init';
import { confirmPassword } from '../auth/secretCheck';
import { issueToken, pendingEmailOf, revokeAccountLinks } from '../auth/tokens';
import { twoFactorEnabled } from '../auth/twoFactor';
import { recipientOf } from '../notifications/service';

const profileColumns = {
  id: users.id,
  firstName: users.firstName,
  lastName: users.lastName,
  username: users.username,
  email: users.email,
  bio: users.bio,
  location: users.location,
  company: users.company,
  website: users.website,
  birthDate: users.birthDate,
  birthPlace: users.birthPlace,
  createdAt: users.createdAt,
  emailVerifiedAt: users.emailVerifiedAt,
  role: users.role,
};

type ProfileRow = Omit<Profile, 'emailVerified' | 'pendingEmail' | 'pendingEmailUntil'> & {
  emailVerifiedAt: Date | null;
};

/** The profile of a row, with the address change that waits for its confirmation (and until when). */
async function toProfile(db: Executor, row: ProfileRow): Promise<Profile> {
  const { emailVerifiedAt, ...fields } = row;
  const pending = await pendingEmailOf(db, row.id);
  return {
    ...fields,
    emailVerified: emailVerifiedAt !== null,
    pendingEmail: pending?.email ?? null,
    pendingEmailUntil: pending?.until ?? null,
  };
}

export async function getProfile(ctx: AuthedContext): Promise<Profile> {
  const [row] = await ctx.db.select(profileColumns).from(users).where(eq(users.id, ctx.user.id));
  // The session was valid a moment ago; a user deleted in between is simply no longer signed in.
  if (!row)
    throw new TRPCError({
      code: 'UNAUTHORIZED',
      message: messageText(ctx.locale, 'auth.invalidCredentials'),
    });
  return toProfile(ctx.db, row);
}

/** The profile update's own message in both languages (catalogue `account.currentPasswordForEmail`). */
export const ACCOUNT_MESSAGES = {
  de: { currentPasswordForEmail: messageText('de', 'account.currentPasswordForEmail') },
  en: { currentPasswordForEmail: messageText('en', 'account.currentPasswordForEmail') },
} as const;

/**
 * A refusal that belongs to the password field, as a validation issue: the form shows it there. The Error
 * subclass of zod's error, because tRPC keeps only Error causes.
 */
function currentPasswordIssue(message: string): TRPCError {
  return new TRPCError({
    code: 'BAD_REQUEST',
    message,
    cause: new ZodRealError([{ code: 'custom', path: ['currentPassword'], message, input: undefined }]),
  });
}

/** The current password for a new e-mail address: missing or wrong → 400; throttled like sign-in → 429. */
async function confirmEmailChange(ctx: AuthedContext, currentPassword: string | undefined): Promise<void> {
  if (!currentPassword)
    throw currentPasswordIssue(messageText(ctx.locale, 'account.currentPasswordForEmail'));
  try {
    await confirmPassword(ctx, currentPassword, 'wrongCurrentPassword');
  } catch (error) {
    if (error instanceof TRPCError && error.code === 'BAD_REQUEST') throw currentPasswordIssue(error.message);
    throw error;
  }
}

/**
 * Saves the profile. A new e-mail address (with the current password) does not replace the address yet: a
 * link goes to the new address and a notice to the old one, and the change takes effect when the link is
 * opened (auth/service.ts verifyEmail); the answer shows it as `pendingEmail`.
 */
export async function updateProfile(ctx: AuthedContext, input: UpdateProfileData): Promise<Profile> {
  const emailTaken = () =>
    new TRPCError({ code: 'CONFLICT', message: messageText(ctx.locale, 'auth.emailTaken') });
  const { currentPassword, email, ...fields } = input;
  const changes: Partial<Omit<UpdateProfileData, 'currentPassword' | 'email'>> = Object.fromEntries(
    Object.entries(fields).filter(([, value]) => value !== undefined),
  );
  let newEmail: string | undefined;
  if (email !== undefined) {
    const [own] = await ctx.db.select({ email: users.email }).from(users).where(eq(users.id, ctx.user.id));
    if (!own)
      throw new TRPCError({
        code: 'UNAUTHORIZED',
        message: messageText(ctx.locale, 'auth.invalidCredentials'),
      });
    // The same address is left out of the update rather than written back, so that a request without the
    // password can never store an address, not even one that raced with a real change.
    if (emailChanges(own.email, email)) {
      // The password first: a session alone learns nothing, not even whether another account has the address.
      await confirmEmailChange(ctx, currentPassword);
      const [other] = await ctx.db
        .select({ id: users.id })
        .from(users)
        .where(and(eq(sql`lower(${users.email})`, email), ne(users.id, ctx.user.id)));
      if (other) throw emailTaken();
      newEmail = email;
    }
  }
  if (Object.keys(changes).length === 0 && newEmail === undefined) return getProfile(ctx);
  const row = await ctx.db.transaction(async (tx) => {
    const [updated] =
      Object.keys(changes).length === 0
        ? await tx.select(profileColumns).from(users).where(eq(users.id, ctx.user.id))
        : await tx.update(users).set(changes).where(eq(users.id, ctx.user.id)).returning(profileColumns);
    if (updated && newEmail !== undefined) await requestEmailChange(tx, ctx, newEmail);
    return updated;
  });
  if (!row) return getProfile(ctx);
  // Cached sessions hold the name shown by /api/auth/me: drop them.
  await ctx.services.sessions.forgetUser(ctx.user.id);
  return toProfile(ctx.db, row);
}

/**
 * A link to the new address and a notice to the old one, whose own link cancels the change at once
 * (issue 31); the earlier pending change, if any, is dropped.
 */
async function requestEmailChange(tx: Executor, ctx: AuthedContext, newEmail: string): Promise<void> {
  const recipient = await recipientOf(tx, ctx.user.id, ctx.locale);
  if (!recipient) return;
  const token = await issueToken(tx, ctx.user.id, 'email-change', newEmail);
  const cancelToken = await issueToken(tx, ctx.user.id, 'email-change-cancel', recipient.email);
  await enqueueMail(
    tx,
    mailFor({ ...recipient, email: newEmail }, 'emailChangeConfirm', { email: newEmail, token }),
    mailFor(recipient, 'emailChangeNotice', { email: newEmail, token: cancelToken }),
  );
}

/** Cancels the signed-in user's pending address change (the profile's button): its links stop working. */
export async function cancelEmailChange(ctx: AuthedContext): Promise<Profile> {
  await revokeAccountLinks(ctx.db, ctx.user.id, ['email-change', 'email-change-cancel']);
  return getProfile(ctx);
}

/**
 * The settings with `privacy.twoFactor` as it is (issue 18): the second factor is switched by enrolment
 * (/api/auth/2fa/…), never by saving a value here, so the field always reports the real state.
 */
async function withTwoFactorState(ctx: AuthedContext, settings: Settings): Promise<Settings> {
  const twoFactor = await twoFactorEnabled(ctx.db, ctx.user.id);
  return { ...settings, privacy: { ...settings.privacy, twoFactor } };
}

export async function getSettings(ctx: AuthedContext): Promise<SavedSettings> {
  const [row] = await ctx.db
    .select({ settings: userSettings.settings, updatedAt: userSettings.updatedAt })
    .from(userSettings)
    .where(eq(userSettings.userId, ctx.user.id));
  const settings = await withTwoFactorState(ctx, settingsFrom(row?.settings ?? null));
  return { ...settings, savedAt: row?.updatedAt ?? null };
}

export async function saveSettings(ctx: AuthedContext, input: Settings): Promise<SavedSettings> {
  const settings = await withTwoFactorState(ctx, input);
  const updatedAt = new Date();
  await ctx.db
    .insert(userSettings)
    .values({ userId: ctx.user.id, settings, updatedAt })
    .onConflictDoUpdate({ target: userSettings.userId, set: { settings, updatedAt } });
  // Requests without a language of their own follow the saved one from now on, in every process (it is
  // remembered with the session, and for API tokens by the saved languages).
  ctx.services.languages.forget(ctx.user.id);
  await ctx.services.sessions.forgetUser(ctx.user.id);
  return { ...settings, savedAt: updatedAt };
}
