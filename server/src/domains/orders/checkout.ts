/**
 * Checkout from the shop: prices from the catalogue, stock taken by conditional updates, shipping by the
 * shared rule (digital products need no address and cost no shipping), the first status step, the mail.
 * A cancelled order gives its stock back while it is still in the warehouse (returnToStock).
 */
import { createHash } from 'node:crypto';
import { TRPCError } from '@trpc/server';
import {
  type CreateOrderInput,
  cartTotals,
  formatCents,
  messageText,
  needsShipping,
  type Order,
  parseCents,
} from '@wurzelwerk/shared';
import { and, eq, gte, inArray, isNotNull, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { activities, orderItems, orderStatusHistory, orders, products } from '../../db/schema';
import { settleUnknownCommit } from '../../db/settle';
import { enqueueMail, mailFor } from '../../mail/outbox';
import type { AuthedContext } from '../../trpc/init';
import { notify, recipientOf } from '../notifications/service';
import { itemName, type OrderRow, readOrder } from './read';

/**
 * An order number like the seeded ones' `WW-<year>-…`, with eight random digits instead of a running
 * count: no counter to contend for, and the unique constraint catches the rare repeat (see createOrder).
 */
export function generateOrderNumber(now = new Date()): string {
  const random = crypto.getRandomValues(new Uint32Array(1))[0] ?? 0;
  return `WW-${now.getUTCFullYear()}-${String(random % 100_000_000).padStart(8, '0')}`;
}

/** How often a freshly drawn order number may collide before giving up (practically never needed). */
const ORDER_NUMBER_ATTEMPTS = 5;

/** What one checkout attempt writes under: its order's id, and the fingerprint of an idempotent request. */
interface Attempt {
  id: string;
  key: string | null;
  hash: string | null;
}

/**
 * Fingerprint of what an idempotent checkout asked for (after parsing: trimmed, unknown keys stripped):
 * the same Idempotency-Key must come with the same order.
 */
function requestHash(input: CreateOrderInput): string {
  const asked = {
    items: input.items,
    shippingAddress: input.shippingAddress ?? null,
    paymentMethod: input.paymentMethod,
  };
  return createHash('sha256').update(JSON.stringify(asked)).digest('hex');
}

/**
 * Places an order from the shop: every price comes from the catalogue (the input carries none), shipping
 * follows the shared rule, and stock is taken in the same transaction by conditional updates, so that
 * concurrent orders for the last units cannot oversell. The order starts `pending` with its first
 * status-history entry and an activity, like the seeded ones.
 *
 * With an Idempotency-Key, a retry gets the order the key placed first (another order under it → 409),
 * also when the retries run in parallel or in another process: the unique (user, key) index makes the
 * later insert wait for the first and then find it. An order whose commit is unknown (the connection broke
 * during COMMIT) is settled before the client is answered: the attempt runs again under the same order id,
 * which finds the stored order or places it now (db/settle.ts, docs/decisions/0051).
 */
export async function createOrder(ctx: AuthedContext, input: CreateOrderInput): Promise<Order> {
  const key = input.idempotencyKey ?? null;
  const attempt: Attempt = { id: crypto.randomUUID(), key, hash: key ? requestHash(input) : null };
  return settleUnknownCommit(async () =>
    readOrder(ctx.db, ctx.locale, await placeOrder(ctx, input, attempt)),
  );
}

/**
 * The order placed before under the attempt's id (an attempt whose commit was unknown) or under its
 * Idempotency-Key; the key with another order → 409.
 */
async function earlierOrder(
  tx: Executor,
  ctx: AuthedContext,
  attempt: Attempt,
): Promise<OrderRow | undefined> {
  const byKey = attempt.key
    ? and(eq(orders.userId, ctx.user.id), eq(orders.idempotencyKey, attempt.key))
    : undefined;
  const [row] = await tx
    .select()
    .from(orders)
    .where(byKey ? or(eq(orders.id, attempt.id), byKey) : eq(orders.id, attempt.id))
    .limit(1);
  if (row && row.id !== attempt.id && row.requestHash !== attempt.hash)
    throw new TRPCError({ code: 'CONFLICT', message: messageText(ctx.locale, 'shop.idempotencyReuse') });
  return row;
}

async function placeOrder(ctx: AuthedContext, input: CreateOrderInput, attempt: Attempt): Promise<OrderRow> {
  // Locking rows in one order (by product id) keeps concurrent checkouts from deadlocking each other.
  const lines = [...input.items].sort((a, b) => a.productId - b.productId);
  return ctx.db.transaction(async (tx) => {
    if (attempt.key) {
      const earlier = await earlierOrder(tx, ctx, attempt);
      if (earlier) return earlier;
    }
    const catalogue = await tx
      .select({
        id: products.id,
        nameDe: products.nameDe,
        nameEn: products.nameEn,
        price: products.price,
        digital: products.digital,
      })
      .from(products)
      .where(
        inArray(
          products.id,
          lines.map((line) => line.productId),
        ),
      );
    const byId = new Map(catalogue.map((product) => [product.id, product]));
    const priced = lines.map((line) => {
      const product = byId.get(line.productId);
      if (!product)
        throw new TRPCError({ code: 'NOT_FOUND', message: messageText(ctx.locale, 'shop.unknownProduct') });
      const priceCents = parseCents(product.price);
      if (priceCents === null) throw new Error(`product ${product.id} has no valid price`);
      return { ...line, name: product.nameDe, nameEn: product.nameEn, priceCents, digital: product.digital };
    });

    // Digital products are not shipped: an order of them alone needs no address and stores none.
    const shipped = needsShipping(priced);
    if (shipped && !input.shippingAddress) {
      throw new TRPCError({ code: 'BAD_REQUEST', message: messageText(ctx.locale, 'shop.shippingAddress') });
    }
    const shippingAddress = shipped ? (input.shippingAddress ?? null) : null;

    const totals = cartTotals(priced);
    const { id } = attempt;
    // The order before the stock: a retry of a stored attempt finds it here and takes no stock again.
    let inserted: OrderRow | undefined;
    for (let draw = 0; !inserted && draw < ORDER_NUMBER_ATTEMPTS; draw++) {
      // ON CONFLICT DO NOTHING rather than catching the violation: an error would abort the transaction.
      // Any conflict: the order number (drawn again), or the id or key of an earlier attempt (found below).
      [inserted] = await tx
        .insert(orders)
        .values({
          id,
          userId: ctx.user.id,
          orderNumber: generateOrderNumber(),
          status: 'pending',
          paymentMethod: input.paymentMethod,
          totalAmount: totals.total,
          shippingCost: totals.shipping,
          shippingAddress,
          idempotencyKey: attempt.key,
          requestHash: attempt.hash,
        })
        .onConflictDoNothing()
        .returning();
      if (inserted) break;
      const earlier = await earlierOrder(tx, ctx, attempt);
      if (earlier) return earlier;
    }
    if (!inserted) throw new Error('no free order number');

    for (const line of priced) {
      const taken = await tx
        .update(products)
        .set({ stock: sql`${products.stock} - ${line.quantity}` })
        .where(and(eq(products.id, line.productId), gte(products.stock, line.quantity)))
        .returning({ id: products.id });
      if (taken.length === 0) {
        throw new TRPCError({
          code: 'CONFLICT',
          message: messageText(ctx.locale, 'shop.outOfStock', { name: itemName(ctx.locale, line) }),
        });
      }
    }

    // Items keep the order in which they were sent, not the locking order.
    const position = new Map(input.items.map((item, index) => [item.productId, index]));
    const sent = priced.toSorted(
      (a, b) => (position.get(a.productId) ?? 0) - (position.get(b.productId) ?? 0),
    );
    await tx.insert(orderItems).values(
      sent.map((line) => ({
        orderId: id,
        productId: line.productId,
        name: line.name,
        nameEn: line.nameEn,
        quantity: line.quantity,
        unitPrice: formatCents(line.priceCents),
        total: formatCents(line.priceCents * line.quantity),
      })),
    );
    await tx.insert(orderStatusHistory).values({
      orderId: id,
      status: 'pending',
      changedAt: inserted.createdAt,
      actorId: ctx.user.id,
      actorKind: 'customer',
    });
    await tx.insert(activities).values({
      userId: ctx.user.id,
      kind: 'order',
      amount: totals.total,
      reference: inserted.orderNumber,
      createdAt: inserted.createdAt,
    });
    const recipient = await recipientOf(tx, ctx.user.id, ctx.locale);
    if (recipient) {
      await notify(tx, recipient, 'orderPlaced', {
        orderId: id,
        orderNumber: inserted.orderNumber,
        totalAmount: inserted.totalAmount,
      });
      await enqueueMail(
        tx,
        mailFor(recipient, 'order', {
          orderNumber: inserted.orderNumber,
          items: sent.map((line) => ({
            name: itemName(recipient.language, line),
            quantity: line.quantity,
            total: formatCents(line.priceCents * line.quantity),
          })),
          shippingCost: inserted.shippingCost,
          totalAmount: inserted.totalAmount,
          paymentMethod: input.paymentMethod,
          address: inserted.shippingAddress,
        }),
      );
    }
    return inserted;
  });
}

/**
 * Puts a cancelled order's goods back in stock, in the caller's transaction (which holds the order's row
 * lock, so it happens once), and says which. Only while the order has not left the warehouse (pending,
 * processing): a shipped order's goods are on their way and come back, if at all, as a return. Lines of
 * products no longer in the catalogue have nothing to return to.
 */
export async function returnToStock(tx: Executor, order: Pick<OrderRow, 'id' | 'status'>) {
  if (order.status !== 'pending' && order.status !== 'processing') return [];
  const lines = await tx
    .select({ productId: orderItems.productId, quantity: orderItems.quantity })
    .from(orderItems)
    .where(and(eq(orderItems.orderId, order.id), isNotNull(orderItems.productId)))
    // By product id, as checkout takes them: a cancel and a checkout never wait for each other in a circle.
    .orderBy(orderItems.productId);
  const returned: { productId: number; quantity: number }[] = [];
  for (const { productId, quantity } of lines) {
    if (productId === null) continue;
    await tx
      .update(products)
      .set({ stock: sql`${products.stock} + ${quantity}` })
      .where(eq(products.id, productId));
    returned.push({ productId, quantity });
  }
  return returned;
}
