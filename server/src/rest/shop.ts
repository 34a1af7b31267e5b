/** /api adapters of the shop (see its router); thin as the others: request → procedure input. */
import { Elysia } from 'elysia';
import type { RestHandler } from './http';
import type { Operation } from './operation';

export const shopRoutes = (_respond: RestHandler) => new Elysia({ prefix: '/api' });

/** The shop paths for the OpenAPI document. */
export const shopOperations: Operation[] = [];
