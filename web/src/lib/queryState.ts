/**
 * What a presentational view needs to know about a query. The fields are those of a TanStack (tRPC) query
 * result, so a real screen hands its query over as it is, and a demo hands over `loaded(sample)` without
 * any request.
 */
export interface QueryState<T> {
  data: T | undefined;
  isPending: boolean;
  isError: boolean;
  error: { message: string } | null;
}

/** A query state that already holds its data: the local sample data of the demo screens. */
export function loaded<T>(data: T): QueryState<T> {
  return { data, isPending: false, isError: false, error: null };
}

/** A query state still waiting for its data. */
export const PENDING: QueryState<never> = { data: undefined, isPending: true, isError: false, error: null };
