/**
 * The one place that makes an operator's edit visible to the cached reads: the asset catalogue (REST, tRPC
 * and the hot read of rest/hot.ts all read it) and the dashboards' replies, which name its assets (decision
 * 0101). News, streams and products are read from the database on each request. This process forgets at
 * once; the others when the cluster's message reaches them (db/invalidations.ts), within the second.
 */
import type { Services } from '../../trpc/context';

export async function invalidateCatalogues(
  services: Pick<Services, 'catalog' | 'cluster' | 'dashboards'>,
): Promise<void> {
  services.catalog.invalidate();
  services.dashboards.receive({ kind: 'catalogue' });
  await services.cluster.publish({ kind: 'catalogue' });
}
