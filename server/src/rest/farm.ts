/** /api adapters of the farm (see its router); thin as the others: request → procedure input. */
import { Elysia } from 'elysia';
import type { RestHandler } from './http';
import type { Operation } from './operation';

export const farmRoutes = (_respond: RestHandler) => new Elysia({ prefix: '/api' });

/** The farm paths for the OpenAPI document. */
export const farmOperations: Operation[] = [];
