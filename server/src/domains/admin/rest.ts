/** The /api/admin operations (issue 20), each declared once: route and OpenAPI entry. */
import { advanceOrderInput, cancelOrderInput, stockInput, updateProductInput } from '@wurzelwerk/shared';
import { z } from 'zod';
import { type OperationRequest, operations, untrusted } from '../../rest/operation';
import { admin, adminCatalogOperations, recordUpdate, recordWrite } from './rest.catalog';
import { adminIssuerOperations } from './rest.issuers';
import { adminRouter } from './router';

const textId = { id: { schema: z.string(), description: 'Id' } };
const page = {
  limit: { schema: z.number().int(), description: '1–200 (default 50)' },
  offset: { schema: z.number().int(), description: 'Entries to skip' },
};
/** A number query parameter as the procedure's input (its validation answers a bad one). */
const num = (value: string | undefined) =>
  value === undefined ? undefined : /^\d+$/.test(value) ? Number(value) : value;

/** A filtered list's query as the procedure's input: the named text parameters and the page. */
const listQuery = <T>(r: OperationRequest, names: readonly string[]): T =>
  untrusted<T>({
    ...Object.fromEntries(names.map((name) => [name, r.query(name)])),
    limit: num(r.query('limit')),
    offset: num(r.query('offset')),
  });

export const adminOperations = operations('Admin', [
  ...adminCatalogOperations,
  ...adminIssuerOperations,
  admin({
    method: 'get',
    path: '/api/admin/products',
    operationId: 'adminListProducts',
    summary: 'Every product',
    description: 'With stock.',
    procedure: adminRouter.products.list,
    status: 200,
  }),
  admin({
    method: 'post',
    path: '/api/admin/products',
    operationId: 'adminCreateProduct',
    summary: 'Create a product',
    description:
      'Without `slug`, one is derived from the German name (-2, -3, … when taken); a given slug that is taken → 409.',
    body: 'input',
    procedure: adminRouter.products.create,
    status: 201,
    errors: [409],
  }),
  recordUpdate({
    path: '/api/admin/products/{id}',
    operationId: 'adminUpdateProduct',
    summary: 'Edit a product',
    update: updateProductInput,
    procedure: adminRouter.products.update,
    call: (api, input) => api.admin.products.update(input),
  }),
  recordWrite({
    method: 'put',
    path: '/api/admin/products/{id}/stock',
    operationId: 'adminSetStock',
    summary: 'Set a product’s stock, if it is still the one you saw',
    description:
      'A whole number from 0, with `previous`, the stock the new value was based on: it is set only while the stock still is `previous` (checked under the row lock checkouts take), else 409 naming the current stock — so a checkout in the meantime is never overwritten. PATCH /api/admin/products/{id} does not change the stock.',
    body: stockInput.omit({ id: true }),
    procedure: adminRouter.products.stock,
    call: (api, input) => api.admin.products.stock(input),
  }),
  admin({
    method: 'get',
    path: '/api/admin/orders',
    operationId: 'adminListOrders',
    summary: 'Every customer’s orders, newest first',
    description: 'Filters: status (also `cancelled`), from/to (days, YYYY-MM-DD, inclusive).',
    query: {
      status: { schema: z.string(), description: 'pending, processing, shipped, delivered or cancelled' },
      from: { schema: z.string(), description: 'First day' },
      to: { schema: z.string(), description: 'Last day' },
      ...page,
    },
    procedure: adminRouter.orders.list,
    status: 200,
    call: (api, r) => api.admin.orders.list(listQuery(r, ['status', 'from', 'to'])),
  }),
  recordWrite({
    method: 'post',
    path: '/api/admin/orders/{id}/advance',
    operationId: 'adminAdvanceOrder',
    summary: 'Move an order to its next status',
    description:
      'For shipped: `trackingNumber` (TRK…) or one is generated. Delivered or cancelled → 409; `from`, the status seen, when it has moved on since → 409.',
    body: advanceOrderInput.omit({ id: true }),
    errors: [409],
    textId: true,
    procedure: adminRouter.orders.advance,
    call: (api, input) => api.admin.orders.advance(input),
  }),
  recordWrite({
    method: 'post',
    path: '/api/admin/orders/{id}/cancel',
    operationId: 'adminCancelOrder',
    summary: 'Cancel an order with a reason',
    description:
      'Not a delivered or cancelled one (409). Before shipping (pending, processing) its goods go back in stock.',
    body: cancelOrderInput.omit({ id: true }),
    errors: [409],
    textId: true,
    procedure: adminRouter.orders.cancel,
    call: (api, input) => api.admin.orders.cancel(input),
  }),
  admin({
    method: 'get',
    path: '/api/admin/users',
    operationId: 'adminSearchUsers',
    summary: 'Search users by name, username or e-mail',
    description: 'Profiles with counts; never a password hash.',
    query: { query: { schema: z.string(), description: 'Part of a name or address' }, ...page },
    procedure: adminRouter.users.search,
    status: 200,
    call: (api, r) => api.admin.users.search(listQuery(r, ['query'])),
  }),
  admin({
    method: 'get',
    path: '/api/admin/users/{id}',
    operationId: 'adminGetUser',
    summary: 'One user’s profile and counts',
    description: 'Never a password hash.',
    pathParams: textId,
    procedure: adminRouter.users.byId,
    status: 200,
    errors: [404],
    call: (api, r) => api.admin.users.byId({ id: r.param('id') }),
  }),
  recordWrite({
    method: 'put',
    path: '/api/admin/users/{id}/locked',
    operationId: 'adminLockUser',
    summary: 'Lock or unlock a user',
    description: 'Locked: no sign-in, every session ends at once. Not one’s own account (409).',
    body: z.object({ locked: z.boolean() }),
    errors: [409],
    textId: true,
    procedure: adminRouter.users.lock,
    call: (api, input) => api.admin.users.lock(input),
  }),
  admin({
    method: 'get',
    path: '/api/admin/audit',
    operationId: 'adminAuditLog',
    summary: 'The audit log, newest first',
    description:
      'Who (operator or customer), when, what, the record by its name, values before and after; filtered by kind, person, days and words.',
    query: {
      kind: { schema: z.string(), description: 'The action’s first part, e.g. `order` or `assetType`' },
      actorId: { schema: z.string(), description: 'One person’s entries' },
      actorKind: {
        schema: z.enum(['customer', 'operator']),
        description: 'Customers’ or operators’ entries',
      },
      from: { schema: z.string(), description: 'First day (Berlin), YYYY-MM-DD' },
      to: { schema: z.string(), description: 'Last day (Berlin), YYYY-MM-DD' },
      query: { schema: z.string(), description: 'Words in the record’s name, the action or the address' },
      ...page,
    },
    procedure: adminRouter.audit,
    status: 200,
    call: (api, r) => api.admin.audit(listQuery(r, ['kind', 'actorId', 'actorKind', 'from', 'to', 'query'])),
  }),
  admin({
    method: 'get',
    path: '/api/admin/audit/operators',
    operationId: 'adminAuditOperators',
    summary: 'The operators in the audit log',
    description: 'Everyone who wrote to the audit log as an operator, by address (the log’s filter).',
    procedure: adminRouter.auditOperators,
    status: 200,
  }),
]);
