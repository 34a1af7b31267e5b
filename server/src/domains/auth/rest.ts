/** /api/auth/* — register, login, logout, me (core-product.md §7). */
import { Elysia } from 'elysia';
import { type RestHandler, readJsonObject } from '../../rest/http';

export const authRoutes = (respond: RestHandler) =>
  new Elysia({ prefix: '/api/auth' })
    .post(
      '/register',
      (c) => respond(c, async (api) => api.auth.register(await readJsonObject(c.request)), 201),
      {
        parse: 'none',
      },
    )
    .post('/login', (c) => respond(c, async (api) => api.auth.login(await readJsonObject(c.request))), {
      parse: 'none',
    })
    .post('/logout', (c) => respond(c, (api) => api.auth.logout()))
    .get('/me', (c) => respond(c, (api) => api.auth.me()));
