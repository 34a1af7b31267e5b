/**
 * The one place that makes an operator's edit visible to the cached reads of this process: the asset
 * catalogue (REST, tRPC and the hot read of rest/hot.ts all read it). News, streams and products are read
 * from the database on each request. When several processes exist, each one calls this on a notification.
 */
import type { Services } from '../../trpc/context';

export function invalidateCatalogues(services: Pick<Services, 'catalog'>): void {
  services.catalog.invalidate();
}
