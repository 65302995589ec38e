/**
 * Demo mode (docs/product.md#demo-mode): on the first start of an empty database, seed a realistic shop —
 * 12 categories, 15 sellers, 300 products with generated images and specifications, 41 buyers, 60 days
 * of paid orders with their status history, payments and refunds, reviews, banners, a product carousel,
 * contact messages and audit rows. Deterministic: the same seed gives the same shop on every machine
 * (only the media file names are random).
 *
 * Speed matters (it runs before the first start listens): images are rendered four at a time while the
 * rows are written, rows go in as multi-row inserts, and each distinct secret is hashed once.
 */
import { DEMO_ACCOUNTS } from '@electrohub/shared/demo';
import { sellingPricePaise } from '@electrohub/shared/pricing';
import { sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../db/client.ts';
import {
  admins,
  auditLog,
  banners,
  categories,
  messages,
  orderItems,
  orders,
  orderStatusHistory,
  payments,
  productCarouselItems,
  productImages,
  refunds,
  reviews,
  sellers,
  users,
} from '../db/schema/index.ts';
import { hashSecret, normalizeAnswer } from '../lib/password.ts';
import type { MediaStore } from '../modules/media/storage.ts';
import { ACCENTS, avatarSvg, bannerPhoneSvg, bannerSvg, type BannerSpec } from './art.ts';
import { insertAll, reserveIds } from './bulk.ts';
import { DAY_MS, draftProducts, type ProductDraft } from './catalog.ts';
import {
  createImageQueue,
  ensureCategories,
  insertProducts,
  insertSellers,
  renderProductImages,
  renderSellerLogos,
  storeImage,
} from './catalog-seed.ts';
import {
  CONTACT_MESSAGES,
  CITIES,
  FEMALE_NAMES,
  MALE_NAMES,
  SELLERS,
  SURNAMES,
  address,
  phone,
} from './people-data.ts';
import {
  planOrders,
  planReviews,
  type OrderableProduct,
  type OrderBuyer,
  type PlannedOrder,
} from './orders.ts';
import { Rng } from './random.ts';
import { DEFAULT_IMAGE_CACHE } from './render.ts';
import { backfillDemoLedger } from '../modules/settlement/ledger.ts';

/** The demo's fixed seed. */
export const DEMO_SEED = 20_240_815;
export const DEMO_PRODUCT_COUNT = 300;
const BUYER_COUNT = 40;

export interface SeedOptions {
  log?: (msg: string) => void;
  /**
   * Directory for reusing rendered images between seeds (see render.ts); null renders everything.
   * Defaults to a private directory under the OS temp dir.
   */
  imageCache?: string | null;
  /** "Now" for the timeline (tests pin it); defaults to the current time. */
  now?: Date;
}

const pad6 = (n: number) => String(n).padStart(6, '0');

interface BuyerDraft {
  name: string;
  email: string;
  phone: string;
  address: string;
  gender: 'Male' | 'Female';
  createdAt: Date;
  avatarColour: string | null;
}

function draftBuyers(rng: Rng, now: Date): BuyerDraft[] {
  const out: BuyerDraft[] = [
    {
      name: 'Riya Sharma',
      email: DEMO_ACCOUNTS.buyer.email,
      phone: phone(rng),
      address: address(rng, CITIES[3]!),
      gender: 'Female',
      createdAt: new Date(now.getTime() - 300 * DAY_MS),
      avatarColour: '#db2777',
    },
  ];
  const emails = new Set(out.map((b) => b.email));
  for (let i = 0; i < BUYER_COUNT; i++) {
    const gender = rng.chance(0.5) ? 'Male' : 'Female';
    const first = rng.pick(gender === 'Male' ? MALE_NAMES : FEMALE_NAMES);
    const last = rng.pick(SURNAMES);
    let email = `${first}.${last}@example.in`.toLowerCase();
    for (let n = 2; emails.has(email); n++) email = `${first}.${last}${n}@example.in`.toLowerCase();
    emails.add(email);
    // Most joined before the 60 days of orders; a handful are recent sign-ups.
    const daysAgo = i < 4 ? rng.range(3, 50) : rng.range(65, 720);
    out.push({
      name: `${first} ${last}`,
      email,
      phone: phone(rng),
      address: address(rng, rng.pick(CITIES)),
      gender,
      createdAt: new Date(now.getTime() - daysAgo * DAY_MS),
      // Like real shoppers, only some upload a profile picture.
      avatarColour: rng.chance(0.35) ? rng.pick(ACCENTS) : null,
    });
  }
  return out;
}

function bannerSpecs(
  drafts: readonly (ProductDraft & { id: number })[],
): { spec: BannerSpec; href: string; title: string }[] {
  const art = (
    kind: ProductDraft['art']['kind'],
    colour: string,
    accent: string,
    brand: string,
    round?: boolean,
  ) => ({ kind, colour, accent, brand, model: '', badges: [], seed: 1, round });
  const tvDeal = drafts
    .filter((d) => d.categoryName === 'Televisions' && d.status === 'Active')
    .sort((a, b) => b.offerPercentage - a.offerPercentage || b.pricePaise - a.pricePaise)[0];
  const list: { spec: BannerSpec; href: string; title: string }[] = [
    {
      title: 'Mega Smartphone Days: up to 40% off 5G phones',
      href: '/categories/Smartphones',
      spec: {
        eyebrow: 'Mega Smartphone Days',
        title: 'Up to 40% off 5G phones',
        subtitle: 'Samsung, OnePlus, Apple, Xiaomi and more. Free delivery.',
        cta: 'Shop now',
        from: '#4338ca',
        to: '#db2777',
        art: [
          art('phone', '#1f2937', '#ec4899', 'Samsung'),
          art('watch', '#e5e7eb', '#22c55e', 'Noise', true),
        ],
      },
    },
    {
      title: 'Back to College: laptops from ₹29,999',
      href: '/categories/Laptops',
      spec: {
        eyebrow: 'Back to College',
        title: 'Laptops from ₹29,999',
        subtitle: 'Thin-and-light and gaming laptops with easy returns.',
        cta: 'Explore',
        from: '#0f766e',
        to: '#0369a1',
        art: [art('laptop', '#cbd5e1', '#0ea5e9', 'Lenovo'), art('mouse', '#111827', '#22d3ee', 'Logitech')],
      },
    },
    {
      title: 'Sound of the Season: earbuds and headphones',
      href: '/categories/Headphones',
      spec: {
        eyebrow: 'Sound of the Season',
        title: 'Earbuds from ₹799',
        subtitle: 'ANC headphones, true wireless earbuds, neckbands.',
        cta: 'Listen now',
        from: '#ea580c',
        to: '#be123c',
        art: [art('headphones', '#f3f4f6', '#f97316', 'Sony'), art('earbuds', '#111827', '#f97316', 'boAt')],
      },
    },
  ];
  if (tvDeal) {
    list.push({
      title: `Deal of the Day: ${tvDeal.shortName}, ${tvDeal.offerPercentage}% off`,
      href: `/product/${tvDeal.id}`,
      spec: {
        eyebrow: 'Deal of the Day',
        title: `${tvDeal.offerPercentage}% off ${tvDeal.brand} TVs`,
        subtitle: `${tvDeal.shortName}: cinema at home, free installation.`,
        cta: 'Grab the deal',
        from: '#1e1b4b',
        to: '#7c3aed',
        art: [art('tv', '#111827', '#8b5cf6', tvDeal.brand), art('soundbar', '#111827', '#8b5cf6', 'JBL')],
      },
    });
  } else {
    list.push({
      title: 'Smart Home Week: Alexa and Google devices',
      href: '/categories/Smart%20Home',
      spec: {
        eyebrow: 'Smart Home Week',
        title: 'Make your home smart',
        subtitle: 'Speakers, cameras, bulbs and plugs that work with Alexa.',
        cta: 'Shop now',
        from: '#1e1b4b',
        to: '#7c3aed',
        art: [
          art('smartspeaker', '#374151', '#38bdf8', 'Amazon'),
          art('bulb', '#f8fafc', '#f59e0b', 'Wipro'),
        ],
      },
    });
  }
  return list;
}

async function anyCategory(db: DbOrTx): Promise<boolean> {
  const rows = await db.select({ id: categories.id }).from(categories).limit(1);
  return rows.length > 0;
}

export async function seedDemo(
  db: Db,
  media: MediaStore,
  opts: SeedOptions = {},
): Promise<{ seeded: boolean }> {
  const log = opts.log ?? (() => {});
  if (await anyCategory(db)) return { seeded: false };

  const started = performance.now();
  let mark = started;
  const stage = (what: string) => {
    const t = performance.now();
    log(`demo seed: ${what} (${((t - mark) / 1000).toFixed(1)} s)`);
    mark = t;
  };

  const now = opts.now ?? new Date();
  const root = new Rng(DEMO_SEED);
  const images = createImageQueue(opts.imageCache === undefined ? DEFAULT_IMAGE_CACHE : opts.imageCache);

  // Hash each distinct secret once (argon2id is deliberately slow); every demo account reuses them.
  const hashing = Promise.all([
    hashSecret(DEMO_ACCOUNTS.buyer.password),
    hashSecret(DEMO_ACCOUNTS.seller.password),
    hashSecret(DEMO_ACCOUNTS.admin.password),
    hashSecret(normalizeAnswer(DEMO_ACCOUNTS.buyer.answer)),
    DEMO_ACCOUNTS.seller.answer === DEMO_ACCOUNTS.buyer.answer
      ? null
      : hashSecret(normalizeAnswer(DEMO_ACCOUNTS.seller.answer)),
  ]);
  // Awaited inside the transaction; this only keeps an early exit from leaving a rejection unhandled.
  hashing.catch(() => {});

  const seeded = await db.transaction(async (tx) => {
    // Several processes may start at once on one database: the first seeds, the others find categories.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('electrohub:demo-seed'))`);
    if (await anyCategory(tx)) return false;

    // --- Catalogue drafts (pure) -------------------------------------------------------------
    const drafts = draftProducts(root.fork('products'), DEMO_PRODUCT_COUNT, { now, uniqueNames: true });
    const buyerDrafts = draftBuyers(root.fork('buyers'), now);
    // One statement at a time on the transaction's connection (pg refuses overlapping queries).
    const sellerIds = await reserveIds(tx, 'sellers', SELLERS.length);
    const userIds = await reserveIds(tx, 'users', buyerDrafts.length);
    const productIds = await reserveIds(tx, 'products', drafts.length);
    const demoSellerId = sellerIds[0]!;
    const assign = root.fork('assign');
    // The demo seller gets a bigger share so their dashboard has plenty to show.
    const sellerWeights = sellerIds.map((id, i) => [id, i === 0 ? 2.5 : assign.range(0.6, 1.4)] as const);
    const placed = drafts.map((d, i) => ({
      ...d,
      id: productIds[i]!,
      sellerId: assign.weighted(sellerWeights),
    }));

    // --- Images: small sets first (rows need them), then every product's gallery in the background.
    // An empty table (checked above): pass that in so the tiles are queued before the galleries.
    const categoryNamesP = ensureCategories(tx, media, images, now, []);
    const logosP = renderSellerLogos(media, images);
    const avatarsP = Promise.all(
      buyerDrafts.map((b) =>
        b.avatarColour
          ? storeImage(media, images, 'users', () => avatarSvg(b.name, b.avatarColour!))
          : Promise.resolve(null),
      ),
    );
    const sellerHashes = hashing.then(([, seller, , answer, sellerAnswer]) => ({
      sellerPassword: seller,
      answer: sellerAnswer ?? answer,
    }));
    const galleryP = renderProductImages(media, images, placed);
    const banners4 = bannerSpecs(placed);
    const bannersP = Promise.all(
      banners4.map((b) =>
        storeImage(media, images, 'banners', () => bannerSvg(b.spec), { shape: 'banner', background: true }),
      ),
    );
    // Each banner's phone crop (16:9 at 800 px: its variants are true to their names).
    const phoneBannersP = Promise.all(
      banners4.map((b) =>
        storeImage(media, images, 'banners', () => bannerPhoneSvg(b.spec), { background: true }),
      ),
    );
    // Unhandled-rejection guard: these are awaited later, possibly after another await throws.
    galleryP.catch(() => {});
    bannersP.catch(() => {});
    phoneBannersP.catch(() => {});

    const categoryNames = await categoryNamesP;
    const [sellerSecrets, logos] = await Promise.all([sellerHashes, logosP]);
    await insertSellers(tx, logos, root.fork('sellers'), now, sellerSecrets, sellerIds);
    const [buyerHash, , adminHash, answerHash] = await hashing;
    const avatars = await avatarsP;
    stage('categories, sellers and account images');

    const buyerRows = buyerDrafts.map((b, i) => ({
      id: userIds[i]!,
      name: b.name,
      email: b.email,
      phone: b.phone,
      gender: b.gender,
      address: b.address,
      pfp: avatars[i] ?? null,
      passwordHash: buyerHash,
      answerHash,
      createdAt: b.createdAt,
      updatedAt: b.createdAt,
    }));
    await insertAll(tx, users, buyerRows);
    await tx
      .insert(admins)
      .values({
        name: 'ElectroHub Admin',
        email: DEMO_ACCOUNTS.admin.email,
        passwordHash: adminHash,
        createdAt: new Date(now.getTime() - 760 * DAY_MS),
      })
      .onConflictDoNothing();
    await insertProducts(tx, placed, categoryNames);
    stage(`${buyerRows.length} buyers, admin, ${placed.length} products`);

    // --- Orders, payments, status history, refunds --------------------------------------------
    const orderRng = root.fork('orders');
    const orderable: OrderableProduct[] = placed
      .filter((p) => p.status === 'Active' || p.status === 'OutOfStock')
      .map((p) => ({
        id: p.id,
        sellerId: p.sellerId,
        categoryName: p.categoryName,
        name: p.name,
        pricePaise: p.pricePaise,
        offerPercentage: p.offerPercentage,
        createdAt: p.createdAt,
        // Cheaper things and big discounts sell more; the demo seller's listings get extra attention.
        weight:
          orderRng.range(0.3, 1.5) *
          (p.offerPercentage >= 60 ? 2 : 1) *
          (p.pricePaise < 500_000 ? 1.6 : p.pricePaise > 10_000_000 ? 0.5 : 1) *
          (p.sellerId === demoSellerId ? 2 : 1),
      }));
    const orderBuyers: OrderBuyer[] = buyerRows.map((b, i) => ({
      id: b.id,
      name: b.name,
      email: b.email,
      phone: b.phone,
      address: b.address,
      createdAt: b.createdAt,
      weight: i === 0 ? 4 : orderRng.range(0.3, 2),
    }));
    const planned = planOrders(orderRng, { products: orderable, buyers: orderBuyers, demoSellerId, now });
    const itemCount = planned.reduce((s, o) => s + o.items.length, 0);
    const refundCount = planned.reduce(
      (s, o) => s + o.items.filter((it) => it.status === 'Cancelled' || it.status === 'Returned').length,
      0,
    );
    const orderIds = await reserveIds(tx, 'orders', planned.length);
    const itemIds = await reserveIds(tx, 'order_items', itemCount);
    const paymentIds = await reserveIds(tx, 'payments', planned.length);
    await writeOrders(tx, planned, { orderIds, itemIds, paymentIds });
    stage(`${planned.length} orders, ${itemCount} items, ${refundCount} refunds`);

    // --- Reviews and the ratings they add up to ------------------------------------------------
    const reviewPlan = planReviews(root.fork('reviews'), planned, now);
    await insertAll(
      tx,
      reviews,
      reviewPlan.map((r) => ({
        productId: r.productId,
        userId: r.userId,
        rating: r.rating,
        content: r.content,
        createdAt: r.createdAt,
        updatedAt: r.createdAt,
      })),
    );
    await tx.execute(sql`
      update products p set rating_avg_x100 = r.avg_x100, rating_count = r.n
      from (select product_id, round(avg(rating) * 100)::int as avg_x100, count(*)::int as n from reviews group by product_id) r
      where p.id = r.product_id`);
    stage(`${reviewPlan.length} reviews`);

    // --- Contact messages and audit rows ---------------------------------------------------------
    await writeMessagesAndAudit(tx, root.fork('messages'), now, buyerRows);

    // --- Product galleries, then everything that points at them -----------------------------------
    const galleries = await galleryP;
    const imageRows = galleries.flatMap((urls, i) =>
      urls.map((url, position) => ({
        productId: placed[i]!.id,
        url,
        position,
        createdAt: placed[i]!.createdAt,
      })),
    );
    await insertAll(tx, productImages, imageRows);
    // Order items snapshot the product's main image (written now that it exists).
    await tx.execute(sql`
      update order_items oi set product_image = pi.url
      from product_images pi
      where pi.product_id = oi.product_id and pi.position = 0 and oi.product_image is null
        and oi.id between ${itemIds[0] ?? 0} and ${itemIds[itemIds.length - 1] ?? 0}`);
    stage(`${imageRows.length} product images`);

    const bannerUrls = await bannersP;
    const phoneBannerUrls = await phoneBannersP;
    await insertAll(
      tx,
      banners,
      banners4.map((b, i) => ({
        title: b.title,
        href: b.href,
        imageUrl: bannerUrls[i]!,
        phoneImageUrl: phoneBannerUrls[i]!,
        position: i,
        isActive: true,
        createdAt: new Date(now.getTime() - (20 - i) * DAY_MS),
      })),
    );
    // Carousel: the best active deal of seven different categories.
    const picks: { p: (typeof placed)[number]; image: string }[] = [];
    const deals = placed
      .map((p, i) => ({ p, image: galleries[i]![0]! }))
      .filter(({ p }) => p.status === 'Active' && p.offerPercentage >= 20)
      .sort((a, b) => b.p.offerPercentage - a.p.offerPercentage || a.p.id - b.p.id);
    for (const deal of deals) {
      if (picks.length < 7 && !picks.some((x) => x.p.categoryName === deal.p.categoryName)) picks.push(deal);
    }
    await insertAll(
      tx,
      productCarouselItems,
      picks.map(({ p, image }, i) => ({
        name: p.shortName,
        pricePaise: sellingPricePaise(p.pricePaise, p.offerPercentage),
        href: `/product/${p.id}`,
        imageUrl: image,
        isActive: true,
        createdAt: new Date(now.getTime() - (10 - i) * DAY_MS),
      })),
    );
    stage(`${bannerUrls.length} banners, ${picks.length} carousel items`);
    return true;
  });

  if (seeded) log(`demo seed: done in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  return { seeded };
}

async function writeOrders(
  tx: DbOrTx,
  planned: readonly PlannedOrder[],
  ids: { orderIds: number[]; itemIds: number[]; paymentIds: number[] },
): Promise<void> {
  const orderRows: (typeof orders.$inferInsert)[] = [];
  const paymentRows: (typeof payments.$inferInsert)[] = [];
  const itemRows: (typeof orderItems.$inferInsert)[] = [];
  const historyRows: (typeof orderStatusHistory.$inferInsert)[] = [];
  const refundRows: (typeof refunds.$inferInsert)[] = [];
  let itemIndex = 0;
  planned.forEach((o, oi) => {
    const orderId = ids.orderIds[oi]!;
    const paymentId = ids.paymentIds[oi]!;
    orderRows.push({
      id: orderId,
      userId: o.buyer.id,
      status: 'Paid',
      amountPaise: o.amountPaise,
      currency: 'INR',
      provider: 'test',
      providerOrderId: `order_demo_${pad6(o.seq)}`,
      flag: o.flag,
      shippingName: o.buyer.name,
      shippingEmail: o.buyer.email,
      shippingPhone: o.buyer.phone,
      shippingAddress: o.buyer.address,
      expiresAt: new Date(o.createdAt.getTime() + 15 * 60_000),
      paidAt: o.paidAt,
      createdAt: o.createdAt,
    });
    paymentRows.push({
      id: paymentId,
      orderId,
      provider: 'test',
      providerPaymentId: `pay_demo_${pad6(o.seq)}`,
      amountPaise: o.amountPaise,
      status: 'captured',
      createdAt: o.paidAt,
    });
    for (const it of o.items) {
      const itemId = ids.itemIds[itemIndex++]!;
      itemRows.push({
        id: itemId,
        orderId,
        productId: it.product.id,
        sellerId: it.product.sellerId,
        quantity: it.quantity,
        unitPricePaise: it.product.pricePaise,
        offerPercentage: it.product.offerPercentage,
        totalPaise: it.totalPaise,
        productName: it.product.name,
        productImage: null,
        status: it.status,
        deliveredAt: it.deliveredAt,
        createdAt: o.createdAt,
        updatedAt: it.updatedAt,
      });
      for (const step of it.steps)
        historyRows.push({ orderItemId: itemId, status: step.status, actor: step.actor, at: step.at });
      const end = it.steps[it.steps.length - 1]!;
      if (end.status === 'Cancelled' || end.status === 'Returned') {
        // Test-mode refunds are processed at once.
        refundRows.push({
          orderItemId: itemId,
          paymentId,
          amountPaise: it.totalPaise,
          providerRefundId: `rfnd_demo_${pad6(refundRows.length + 1)}`,
          status: 'processed',
          createdAt: end.at,
        });
      }
    }
  });
  await insertAll(tx, orders, orderRows);
  await insertAll(tx, payments, paymentRows);
  await insertAll(tx, orderItems, itemRows);
  await insertAll(tx, orderStatusHistory, historyRows);
  await insertAll(tx, refunds, refundRows);
  await backfillDemoLedger(tx);
}

async function writeMessagesAndAudit(
  tx: DbOrTx,
  rng: Rng,
  now: Date,
  buyers: readonly { id: number; name: string; email: string; createdAt: Date }[],
): Promise<void> {
  const sellerRows = await tx
    .select({ id: sellers.id, name: sellers.name, email: sellers.email, createdAt: sellers.createdAt })
    .from(sellers)
    .orderBy(sellers.id);
  await insertAll(
    tx,
    messages,
    CONTACT_MESSAGES.map((m) => {
      const who = m.userType === 'User' ? rng.pick(buyers.slice(1)) : rng.pick(sellerRows.slice(1));
      return {
        userType: m.userType,
        name: who.name,
        email: who.email,
        subject: m.subject,
        message: m.message,
        createdAt: new Date(now.getTime() - rng.range(0.2, 20) * DAY_MS),
      };
    }),
  );
  // Every account's sign-up, as the auth service would have logged it (admin 'Logs & Security').
  const ip = () =>
    `${rng.pick([49, 103, 106, 117, 122, 157, 182])}.${rng.int(1, 254)}.${rng.int(1, 254)}.${rng.int(1, 254)}`;
  const signUp = (
    role: 'user' | 'seller',
    a: { id: number; email: string; createdAt: Date },
  ): typeof auditLog.$inferInsert => ({
    at: a.createdAt,
    category: 'auth',
    action: `${role}.sign-up`,
    actorType: role,
    actorId: a.id,
    ip: ip(),
    detail: a.email,
    success: true,
  });
  const rows = [...sellerRows.map((s) => signUp('seller', s)), ...buyers.map((b) => signUp('user', b))];
  rows.push({
    at: now,
    category: 'system',
    action: 'system.demo-seed',
    actorType: 'system',
    detail: 'Demo data seeded',
    success: true,
  });
  await insertAll(tx, auditLog, rows);
}
