/**
 * Sample data, applied when SEED is on: the demo account, asset types, news, livestreams, and the demo
 * account's investments with their whole money history (moneyHistory.ts), activities, orders and a reminder. Content is upserted by slug; the demo account's
 * own records are created once. All of it is one transaction under an advisory lock: processes starting
 * together on an empty database take turns, and the later ones find the sample data there (issue 21). Livestream times are set relative to each start-up, so that some streams
 * are always live and others scheduled in the hours and days ahead.
 */
import {
  DEMO_ACCOUNT,
  DEMO_IDENTITY,
  DEMO_OPERATOR,
  formatCents,
  ORDER_STATUSES,
  parseCents,
  sampleAssetTypeColumns,
  sampleAssetTypes,
  sampleImpactPerUnit,
  sampleIssuers,
  sampleLivestreams,
  sampleNews,
  shippingCostCents,
} from '@wurzelwerk/shared';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { hashPassword } from '../../auth/password';
import { usernameSkeleton } from '../../auth/usernames';
import { DEMO_ESCROW_ACCOUNT, type EscrowAccount } from '../../banking/escrow';
import type { Database, Executor } from '../client';
import {
  activities,
  assetTypes,
  issuers,
  livestreams,
  news,
  orderItems,
  orders,
  products,
  selfDisclosures,
  streamReminders,
  users,
} from '../schema';
import { DEMO_OPERATOR_USER, DEMO_USER } from './accounts';
import { seedDemoFarm } from './farm';
import { seedMoneyHistory } from './moneyHistory';
import { seedOrderSteps } from './orderSteps';
import { seedProducts } from './products';
import { seedDemoProtection } from './protection';
import {
  DEMO_ORDERS,
  DEMO_REMINDER_STREAM,
  DEMO_SELF_DISCLOSURE,
  DEMO_SHIPPING_ADDRESS,
} from './sample/demoAccount';

export { DEMO_OPERATOR_USER, DEMO_USER } from './accounts';

const DAY_MS = 86_400_000;
const MINUTE_MS = 60_000;
/** How long a sample stream stays live. */
const STREAM_HOURS = 3;

/** The sample issuers, upserted by name: their ids by key. */
async function seedIssuers(db: Executor): Promise<Map<string, number>> {
  const ids = new Map<string, number>();
  for (const { key, ...values } of sampleIssuers) {
    const { name: _name, ...update } = values;
    const [row] = await db
      .insert(issuers)
      .values(values)
      .onConflictDoUpdate({ target: issuers.name, set: update })
      .returning({ id: issuers.id });
    if (row) ids.set(key, row.id);
  }
  return ids;
}

async function seedContent(db: Executor): Promise<Map<string, typeof assetTypes.$inferSelect>> {
  const issuerIds = await seedIssuers(db);
  for (const a of sampleAssetTypes) {
    const impact = sampleImpactPerUnit(a.category, a.basePriceEuro);
    const issuerId = issuerIds.get(a.issuer);
    if (issuerId === undefined) throw new Error(`sample asset type ${a.slug}: no sample issuer ${a.issuer}`);
    const values = {
      ...sampleAssetTypeColumns(a),
      issuerId,
      foodKg: String(impact.foodKg),
      waterLitres: String(impact.waterLitres),
      trees: String(impact.trees),
      energyKwh: String(impact.energyKwh),
    };
    const { slug: _slug, ...update } = values;
    await db.insert(assetTypes).values(values).onConflictDoUpdate({ target: assetTypes.slug, set: update });
  }
  const assets = new Map((await db.select().from(assetTypes)).map((row) => [row.slug, row]));

  const now = Date.now();
  for (const n of sampleNews) {
    // The project it is about: linked, and its picture is the item's (decision 0080).
    const asset = n.assetSlug === undefined ? undefined : assets.get(n.assetSlug);
    const values = {
      slug: n.slug,
      titleDe: n.title.de,
      titleEn: n.title.en,
      contentDe: n.content.de,
      contentEn: n.content.en,
      publishedAt: new Date(now - n.daysAgo * DAY_MS),
      imagePath: asset ? asset.imagePath : null,
      assetTypeId: asset ? asset.id : null,
    };
    const { slug: _slug, publishedAt: _publishedAt, ...update } = values;
    await db.insert(news).values(values).onConflictDoUpdate({ target: news.slug, set: update });
  }

  for (const s of sampleLivestreams) {
    const startTime = new Date(now + s.startOffsetMinutes * MINUTE_MS);
    const endTime = new Date(Math.max(startTime.getTime(), now) + STREAM_HOURS * 60 * MINUTE_MS);
    const values = {
      slug: s.slug,
      titleDe: s.title.de,
      titleEn: s.title.en,
      location: s.location,
      category: s.category,
      startTime,
      endTime,
      thumbnailPath: `streams/${s.slug}.svg`,
      streamUrl: s.streamUrl ?? null,
      assetTypeId: s.assetSlug ? (assets.get(s.assetSlug)?.id ?? null) : null,
    };
    const { slug: _slug, ...update } = values;
    await db.insert(livestreams).values(values).onConflictDoUpdate({ target: livestreams.slug, set: update });
  }
  return assets;
}

/**
 * The demo account's own records, created once (an existing account keeps what it has done since): its
 * money's history (moneyHistory.ts), its orders and a stream reminder.
 */
async function seedDemoAccount(db: Executor, escrow: EscrowAccount) {
  const [{ count } = { count: 0 }] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(orders)
    .where(eq(orders.userId, DEMO_USER.id));
  if (count > 0) return;

  const now = Date.now();
  await db.transaction(async (tx) => {
    // Investments, payments, releases, payouts, a refund and withdrawals, through the domains (issue 34).
    if (escrow.demo) await seedMoneyHistory(tx, escrow, new Date(now));

    const catalogue = new Map((await tx.select().from(products)).map((row) => [row.slug, row]));
    const year = new Date(now).getUTCFullYear();
    for (const [index, sample] of DEMO_ORDERS.entries()) {
      const id = crypto.randomUUID();
      const createdAt = new Date(now - sample.daysAgo * DAY_MS);
      const lines = sample.items.map(({ product: slug, quantity }) => {
        const product = catalogue.get(slug);
        const priceCents = product && parseCents(product.price);
        if (!product || priceCents == null) throw new Error(`demo order: no priced product ${slug}`);
        return { product, quantity, priceCents };
      });
      const subtotal = lines.reduce((sum, line) => sum + line.priceCents * line.quantity, 0);
      const shipping = shippingCostCents(subtotal);
      const { status } = sample;
      const reached = ORDER_STATUSES.slice(0, ORDER_STATUSES.indexOf(status) + 1);
      const orderNumber = `WW-${year}-${String(index + 1).padStart(6, '0')}`;
      const trackingNumber = reached.includes('shipped')
        ? `TRK${createdAt.getTime() + DAY_MS}${index}`
        : null;
      await tx.insert(orders).values({
        id,
        userId: DEMO_USER.id,
        orderNumber,
        status,
        paymentMethod: sample.paymentMethod,
        trackingNumber,
        totalAmount: formatCents(subtotal + shipping),
        shippingCost: formatCents(shipping),
        shippingAddress: DEMO_SHIPPING_ADDRESS,
        createdAt,
      });
      await tx.insert(orderItems).values(
        lines.map(({ product, quantity, priceCents }) => ({
          orderId: id,
          productId: product.id,
          name: product.nameDe,
          nameEn: product.nameEn,
          quantity,
          unitPrice: formatCents(priceCents),
          total: formatCents(priceCents * quantity),
        })),
      );
      await seedOrderSteps(tx, { id, createdAt, trackingNumber }, reached, now);
      await tx.insert(activities).values({
        userId: DEMO_USER.id,
        kind: 'order',
        amount: formatCents(subtotal + shipping),
        reference: orderNumber,
        createdAt,
      });
    }

    const [stream] = await tx.select().from(livestreams).where(eq(livestreams.slug, DEMO_REMINDER_STREAM));
    if (stream)
      await tx
        .insert(streamReminders)
        .values({ userId: DEMO_USER.id, livestreamId: stream.id })
        .onConflictDoNothing();
  });
}

/** The advisory lock key of seeding (any number no other lock of the app uses). */
const SEED_LOCK = 2_104_210_002;

/**
 * Writes the sample data (see the module comment). The demo account's money is written only with the
 * demonstration escrow account: its statements are made up, and a real escrow account's books take none.
 */
export async function seed(db: Database, options: { escrow?: EscrowAccount } = {}): Promise<void> {
  const escrow = options.escrow ?? DEMO_ESCROW_ACCOUNT;
  const hashes = await Promise.all([
    hashPassword(DEMO_ACCOUNT.password),
    hashPassword(DEMO_OPERATOR.password),
  ]);
  await db.transaction(async (tx) => {
    // Tries rather than waits: a wait would end at the statement deadline while another process seeds.
    for (let tries = 0; !(await seedLock(tx)); tries++) {
      if (tries >= SEED_LOCK_TRIES) throw new Error('another process has been seeding for too long');
      await Bun.sleep(100);
    }
    await seedIn(tx, hashes, escrow);
  });
}

/** How often (100 ms apart) a start tries to get the seed lock: a minute. */
const SEED_LOCK_TRIES = 600;

async function seedLock(tx: Executor): Promise<boolean> {
  const [row] = await tx
    .select({ locked: sql<boolean>`pg_try_advisory_xact_lock(${SEED_LOCK})` })
    .from(sql`(values (1)) as one(x)`);
  return row?.locked === true;
}

async function seedIn(
  db: Executor,
  [demoHash, operatorHash]: readonly [string, string],
  escrow: EscrowAccount,
): Promise<void> {
  for (const [user, passwordHash] of [
    [DEMO_USER, demoHash],
    [DEMO_OPERATOR_USER, operatorHash],
  ] as const) {
    await db
      .insert(users)
      .values({ ...user, usernameSkeleton: usernameSkeleton(user.username), passwordHash })
      .onConflictDoNothing();
    // The demo accounts have no inbox to confirm their address from: confirmed (also in an older database).
    await db
      .update(users)
      .set({ emailVerifiedAt: sql`now()` })
      .where(and(eq(users.id, user.id), isNull(users.emailVerifiedAt)));
  }
  // The demo investor's date and place of birth (issue 35), also in an older database.
  await db
    .update(users)
    .set({ birthDate: DEMO_IDENTITY.birthDate, birthPlace: DEMO_IDENTITY.birthPlace })
    .where(and(eq(users.id, DEMO_USER.id), isNull(users.birthDate)));
  // Given before its investments (an older database gets it too); they keep within its caps.
  await db
    .insert(selfDisclosures)
    .values({ userId: DEMO_USER.id, ...DEMO_SELF_DISCLOSURE })
    .onConflictDoNothing();
  // Its knowledge test and loss check (issue 35): new investments need the pass.
  await seedDemoProtection(db, DEMO_USER.id);
  await seedContent(db);
  await seedProducts(db);
  await seedDemoAccount(db, escrow);
  await seedDemoFarm(db);
}
