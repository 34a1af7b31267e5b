/** /api adapters of the account (see its router); thin as the others: request → procedure input. */
import { Elysia } from 'elysia';
import type { RestHandler } from './http';
import type { Operation } from './operation';

export const accountRoutes = (_respond: RestHandler) => new Elysia({ prefix: '/api' });

/** The account paths for the OpenAPI document. */
export const accountOperations: Operation[] = [];
