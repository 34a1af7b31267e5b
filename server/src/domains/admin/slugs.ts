/**
 * A new record's slug (decision 0080): the one the input gives, else derived from its titles with the
 * function the console uses as the operator types (slugOf: the German title, else the English one, else
 * the kind's word), made unique with a suffix (-2, -3, …). Parallel creates of one title both see the
 * slug free: the database's unique constraint decides, and the write that lost tries the next suffix.
 */
import { TRPCError } from '@trpc/server';
import { SLUG_MAX, slugOf } from '@wurzelwerk/shared';
import { eq, like, or } from 'drizzle-orm';
import type { news } from '../../db/schema';
import type { AuthedContext } from '../../trpc/init';
import { SlugTaken, type Table } from './write';

/** How often a create tries the next suffix after losing a race (one round per parallel create). */
const ATTEMPTS = 50;

/** The `n`th slug of `base` (`base`, `base-2`, …), cut so the suffix fits within SLUG_MAX. */
export function withSuffix(base: string, n: number): string {
  if (n <= 1) return base;
  const suffix = `-${n}`;
  return `${base.slice(0, SLUG_MAX - suffix.length).replace(/-+$/, '')}${suffix}`;
}

/** The first suffix whose slug no row of the table has now. */
async function firstFree(ctx: AuthedContext, table: Table, base: string): Promise<number> {
  // One shape for the four tables: each has its `slug` column.
  const t = table as unknown as typeof news;
  // A base holds only [a-z0-9-]: nothing in it is a LIKE wildcard.
  const rows = await ctx.db
    .select({ slug: t.slug })
    .from(t)
    .where(or(eq(t.slug, base), like(t.slug, `${base}-%`)));
  const taken = new Set(rows.map((row) => row.slug));
  let n = 1;
  while (taken.has(withSuffix(base, n))) n++;
  return n;
}

/**
 * Creates a record with the input's slug, or with one derived from `titles` when it has none; `kind` is the
 * slug of a record whose titles give none (only characters slugOf cannot write).
 */
export async function createWithSlug<R>(
  ctx: AuthedContext,
  table: Table,
  given: string | undefined,
  titles: readonly string[],
  kind: string,
  create: (slug: string) => Promise<R>,
): Promise<R> {
  if (given !== undefined) return create(given);
  const base = titles.map(slugOf).find((slug) => slug !== '') ?? kind;
  let next = 1;
  for (let attempt = 1; ; attempt++) {
    next = Math.max(next, await firstFree(ctx, table, base));
    try {
      return await create(withSuffix(base, next));
    } catch (error) {
      const lostRace = error instanceof TRPCError && error.cause instanceof SlugTaken;
      if (!lostRace || attempt >= ATTEMPTS) throw error;
      next++;
    }
  }
}
