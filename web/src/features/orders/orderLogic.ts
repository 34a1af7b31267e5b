/** How an order card lists its items (spec §2 Orders): the first two, the rest summed up as "+N weitere Artikel". */
export const VISIBLE_ITEMS = 2;

export function splitItems<T>(items: readonly T[]): { visible: T[]; hiddenCount: number } {
  return {
    visible: items.slice(0, VISIBLE_ITEMS),
    hiddenCount: Math.max(0, items.length - VISIBLE_ITEMS),
  };
}
