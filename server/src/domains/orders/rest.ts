/**
 * The /api adapters of the domain (core-product.md §7). Each calls one procedure through the caller;
 * path and query parameters and the Idempotency-Key header become procedure input, nothing more.
 */
import { toRestOrder } from '@wurzelwerk/shared';
import { Elysia } from 'elysia';
import { type RestHandler, readJsonObject, untrusted } from '../../rest/http';

/** A numeric path parameter; anything else fails the procedure's validation with its message. */
const idParam = (value: string): number => (/^\d+$/.test(value) ? Number(value) : Number.NaN);

export const domainRoutes = (respond: RestHandler) =>
  new Elysia({ prefix: '/api' })
    .get('/asset-types', (c) =>
      respond(c, (api) =>
        api.assets.list(
          c.query.category === undefined ? undefined : untrusted({ category: c.query.category }),
        ),
      ),
    )
    // The original client appends the category to the path; a number is an asset's id.
    .get('/asset-types/:key', (c) =>
      respond(c, (api) =>
        /^\d+$/.test(c.params.key)
          ? api.assets.byId({ id: idParam(c.params.key) })
          : api.assets.list(untrusted({ category: c.params.key })),
      ),
    )
    .post(
      '/investments',
      (c) =>
        respond(
          c,
          async (api) => {
            const body = await readJsonObject(c.request);
            const idempotencyKey = c.request.headers.get('idempotency-key') ?? undefined;
            return api.investments.create(untrusted({ ...body, idempotencyKey }));
          },
          201,
        ),
      { parse: 'none' },
    )
    .get('/investments', (c) => respond(c, (api) => api.investments.list()))
    .post(
      '/investments/:id/withdraw',
      (c) => respond(c, (api) => api.investments.withdraw({ id: c.params.id })),
      {
        parse: 'none',
      },
    )
    .get('/dashboard', (c) => respond(c, (api) => api.dashboard.summary()))
    .get('/news', (c) => respond(c, (api) => api.news.list()))
    .get('/livestreams', (c) => respond(c, (api) => api.livestreams.list()))
    .post(
      '/livestreams/:id/reminder',
      (c) => respond(c, (api) => api.livestreams.setReminder({ id: idParam(c.params.id) })),
      {
        parse: 'none',
      },
    )
    .delete(
      '/livestreams/:id/reminder',
      (c) => respond(c, (api) => api.livestreams.removeReminder({ id: idParam(c.params.id) })),
      { parse: 'none' },
    )
    .get('/orders', (c) => respond(c, async (api) => (await api.orders.list()).map(toRestOrder)))
    .patch(
      '/orders/:id/status',
      (c) =>
        respond(c, async (api) => {
          const body = await readJsonObject(c.request);
          return toRestOrder(await api.orders.updateStatus(untrusted({ ...body, id: c.params.id })));
        }),
      { parse: 'none' },
    )
    .get('/shipping/track/:trackingNumber', (c) =>
      respond(c, (api) => api.orders.track(untrusted({ trackingNumber: c.params.trackingNumber }))),
    );
