/** /api/auth/* — register, login, logout, me (core-product.md §7). */
import { Elysia } from 'elysia';
import { type RestHandler, readJson, untrusted } from './http';

export const authRoutes = (respond: RestHandler) =>
  new Elysia({ prefix: '/api/auth' })
    .post(
      '/register',
      (c) => respond(c, async (api) => api.auth.register(untrusted(await readJson(c.request))), 201),
      {
        parse: 'none',
      },
    )
    .post('/login', (c) => respond(c, async (api) => api.auth.login(untrusted(await readJson(c.request)))), {
      parse: 'none',
    })
    .post('/logout', (c) => respond(c, (api) => api.auth.logout()))
    .get('/me', (c) => respond(c, (api) => api.auth.me()));
