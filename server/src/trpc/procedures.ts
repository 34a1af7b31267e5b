/**
 * The usual procedure in one line: a validated input, a checked output and one service function that
 * gets the context and the input. A procedure that does more than call one function is written out.
 */
import type { z } from 'zod';
import type { Context } from './context';
import { type AuthedContext, protectedProcedure, publicProcedure } from './init';

type Run<C, I extends z.ZodType, O extends z.ZodType> = (
  ctx: C,
  input: z.output<I>,
) => Promise<z.input<O>> | z.input<O>;

/** A service function that needs only the context (a procedure without input). */
type RunBare<C, O extends z.ZodType> = (ctx: C) => Promise<z.input<O>> | z.input<O>;

/**
 * The resolver that hands the context and the input to `run`. The casts only restate, for tRPC's generic
 * types, what `Run` already demands of the function, and what the base's middleware put in the context.
 */
const resolver =
  <C>(run: (ctx: C, input: never) => unknown) =>
  ({ ctx, input }: { ctx: unknown; input: unknown }) =>
    run(ctx as C, input as never) as never;

/**
 * The one-line procedures on a base whose context is `C`. The base's type is the public procedure's, which
 * every procedure here builds on; `C` says what its middleware adds (the signed-in user).
 */
const oneLine = <C>(base: typeof publicProcedure) => ({
  mutation: <I extends z.ZodType, O extends z.ZodType>(input: I, output: O, run: Run<C, I, O>) =>
    base.input(input).output(output).mutation(resolver(run)),
  query: <I extends z.ZodType, O extends z.ZodType>(input: I, output: O, run: Run<C, I, O>) =>
    base.input(input).output(output).query(resolver(run)),
  /** A query without input: `run` gets the context. */
  read: <O extends z.ZodType>(output: O, run: RunBare<C, O>) => base.output(output).query(resolver(run)),
  /** A mutation without input: `run` gets the context. */
  act: <O extends z.ZodType>(output: O, run: RunBare<C, O>) => base.output(output).mutation(resolver(run)),
});

/** The one-line procedures on a base that has a signed-in user (the signed-in one, or one that checks more). */
export const oneLineOn = (base: typeof protectedProcedure) => oneLine<AuthedContext>(base);

/** Procedures for the signed-in user (UNAUTHORIZED otherwise). */
export const signedIn = oneLineOn(protectedProcedure);

/** Procedures anyone may call. */
export const anyone = oneLine<Context>(publicProcedure);
