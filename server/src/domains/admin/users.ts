/** The console's users: search, profile with counts (never a hash or token), lock and unlock; roles. */
import { TRPCError } from '@trpc/server';
import {
  adminUserSchema,
  lockUserInput,
  messageText,
  type UserRole,
  userIdInput,
  userSearchInput,
} from '@wurzelwerk/shared';
import { asc, eq, ilike, or, type SQL, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from '../../db/client';
import { investments, orders, sessions, users } from '../../db/schema';
import { type AuthedContext, router } from '../../trpc/init';
import { revokeAccountLinks } from '../auth/tokens';
import { type Actor, actorOf, notFound, operatorProcedure, recordAudit } from './procedure';

/** The columns shown: never password_hash. */
const shown = {
  id: users.id,
  firstName: users.firstName,
  lastName: users.lastName,
  username: users.username,
  email: users.email,
  role: users.role,
  emailVerifiedAt: users.emailVerifiedAt,
  lockedAt: users.lockedAt,
  createdAt: users.createdAt,
  investments:
    sql<number>`(select count(*) from ${investments} where ${investments.userId} = ${users.id})`.mapWith(
      Number,
    ),
  orders: sql<number>`(select count(*) from ${orders} where ${orders.userId} = ${users.id})`.mapWith(Number),
};

async function findUsers(db: Database, where: SQL | undefined, limit: number, offset: number) {
  const rows = await db
    .select(shown)
    .from(users)
    .where(where)
    .orderBy(asc(users.email))
    .limit(limit)
    .offset(offset);
  return rows.map(({ emailVerifiedAt, investments, orders, ...row }) => ({
    ...row,
    emailVerified: emailVerifiedAt !== null,
    counts: { investments, orders },
  }));
}

/** `%`, `_` and `\` of a search text match themselves. */
const likeText = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

async function oneUser(ctx: AuthedContext, id: string) {
  const [user] = await findUsers(ctx.db, eq(users.id, id), 1, 0);
  if (!user) throw notFound(ctx);
  return user;
}

export class UnknownUserError extends Error {}

/** Sets a user's role by e-mail (the `user:role` command): audited; answers the user's id and role. */
export async function setRoleByEmail(db: Database, email: string, role: UserRole, actor: Actor) {
  return db.transaction(async (tx) => {
    const [before] = await tx
      .select({ id: users.id, role: users.role })
      .from(users)
      .where(eq(sql`lower(${users.email})`, email.trim().toLowerCase()))
      .for('update');
    if (!before) throw new UnknownUserError(`No account has the e-mail address ${email}.`);
    await tx.update(users).set({ role }).where(eq(users.id, before.id));
    await recordAudit(tx, actor, {
      action: 'user.role',
      entity: 'users',
      entityId: before.id,
      before: { role: before.role },
      after: { role },
    });
    return { id: before.id, role };
  });
}

export const adminUsersRouter = router({
  /** By name, username or e-mail (part of it, any case); all users without a query. */
  search: operatorProcedure
    .input(userSearchInput)
    .output(z.array(adminUserSchema))
    .query(({ ctx, input }) => {
      const text = input.query ? likeText(input.query) : undefined;
      const where = text
        ? or(
            ilike(users.email, text),
            ilike(users.username, text),
            ilike(sql`${users.firstName} || ' ' || ${users.lastName}`, text),
          )
        : undefined;
      return findUsers(ctx.db, where, input.limit, input.offset);
    }),

  byId: operatorProcedure
    .input(userIdInput)
    .output(adminUserSchema)
    .query(({ ctx, input }) => oneUser(ctx, input.id)),

  /** Locked: cannot sign in, and every session ends at once (the session cache too). */
  lock: operatorProcedure
    .input(lockUserInput)
    .output(adminUserSchema)
    .mutation(async ({ ctx, input }) => {
      if (input.id === ctx.user.id && input.locked)
        throw new TRPCError({ code: 'CONFLICT', message: messageText(ctx.locale, 'admin.selfLock') });
      await ctx.db.transaction(async (tx) => {
        const [before] = await tx
          .select({ lockedAt: users.lockedAt })
          .from(users)
          .where(eq(users.id, input.id))
          .for('update');
        if (!before) throw notFound(ctx);
        const [after] = await tx
          .update(users)
          .set({ lockedAt: input.locked ? (before.lockedAt ?? sql`now()`) : null })
          .where(eq(users.id, input.id))
          .returning({ lockedAt: users.lockedAt });
        if (input.locked) {
          await tx.delete(sessions).where(eq(sessions.userId, input.id));
          // Nor does a link or pending sign-in started before the lock work after it (issue 31).
          await revokeAccountLinks(tx, input.id);
        }
        await recordAudit(tx, actorOf(ctx), {
          action: input.locked ? 'user.lock' : 'user.unlock',
          entity: 'users',
          entityId: input.id,
          before,
          after,
        });
      });
      await ctx.services.sessions.forgetUser(input.id);
      return oneUser(ctx, input.id);
    }),
});
