import { sql } from 'drizzle-orm';
import { messages } from '../../src/db/schema/index.ts';
import { enqueueJob } from '../../src/modules/jobs/repository.ts';
import * as chatRepo from '../../src/modules/chat/repository.ts';
import { createOrderFixture } from '../fixtures/orders.ts';
import { imageBytes, multipart } from '../multipart.ts';
import { createBuyer, DEFAULT_PASSWORD } from '../factories.ts';
import { listSteps, sellerProducts, type Step, type Walk, type World } from './walk.ts';

/** A multipart body with a real picture under `image` (the CMS forms). */
const withImage = (fields: Record<string, string>) => async () =>
  multipart(fields, [{ field: 'image', name: 'tile.png', type: 'image/png', data: await imageBytes('png') }]);
const id = (key: string) => (w: World) => ({ id: w.ids[key]! });
const saveId = (key: string, part: string) => (answer: unknown, w: World) => {
  w.ids[key] = (answer as Record<string, { id: number }>)[part]!.id;
};

/**
 * One CMS carousel entry through its life: created with an image and `created`, listed, edited with `edited`,
 * deleted. `key` names the entry in the answers (and `ac.<key>` its saved id).
 */
const carouselSteps = (
  kind: 'banner-carousels' | 'product-carousels',
  key: 'bannerCarousel' | 'productCarousel',
  created: Record<string, string>,
  edited: Record<string, string>,
): Step[] => [
  {
    call: `POST /api/admin/cms/${kind}`,
    as: 'admin',
    multipart: withImage(created),
    shape: [key],
    save: saveId(`ac.${key}`, key),
  },
  { call: `GET /api/admin/cms/${kind}`, as: 'admin', shape: 'list' },
  {
    call: `PATCH /api/admin/cms/${kind}/:id`,
    as: 'admin',
    params: id(`ac.${key}`),
    multipart: withImage(edited),
    shape: [key],
  },
  { call: `DELETE /api/admin/cms/${kind}/:id`, as: 'admin', params: id(`ac.${key}`), shape: ['message'] },
];

const WALK_PASSWORD = 'Walk@Password1';

/**
 * The admin's content and communication calls (packages/shared/src/contract/admin-content.ts) in the contract
 * walk (contract.int.test.ts): Message Center, CMS, payments, reports, logs, settings and the support chat.
 */
export const adminContentWalk: Walk = {
  async setup(w) {
    const db = w.db.db;
    const [message] = await db
      .insert(messages)
      .values({
        name: 'Ravi Kumar',
        email: 'ravi@example.in',
        subject: 'Order question',
        message: 'Where is my laptop order?',
        userType: 'User',
      })
      .returning({ id: messages.id });
    w.ids['ac.message'] = message!.id;

    const [product] = await sellerProducts(w, 'Walk Audio', {});
    const buyer = await createBuyer(db);
    const paid = await createOrderFixture(db, { userId: buyer.id, items: [{ product, quantity: 2 }] });
    w.ids['ac.payment'] = paid.payment!.id;

    const conversation = await chatRepo.createConversation(db, { userId: w.buyerId });
    await chatRepo.addMessage(db, conversation.id, 'user', 'I need a person, please');
    await chatRepo.setConversationStatus(db, conversation.id, 'waiting');
    w.ids['ac.chat'] = conversation.id;

    // A dead job (failed after its last attempt), written failed in the transaction that queues it so no worker
    // runs it first.
    w.ids['ac.deadJob'] = await db.transaction(async (tx) => {
      const jobId = await enqueueJob(tx, 'auth-housekeeping', {});
      await tx.execute(
        sql`update pgboss.job set state = 'failed', completed_on = now(), output = '{"message":"walk: database was away"}' where id = ${jobId}::uuid`,
      );
      return jobId;
    });
  },
  steps: [
    // ---------- Message Center ----------
    ...listSteps(
      'GET /api/admin/messages',
      'admin',
      { q: 'laptop', userType: 'User', sort: 'newest', page: 1, limit: 10 },
      'search, filter and sort',
    ),
    { call: 'GET /api/admin/messages/counts', as: 'admin', shape: ['total', 'User', 'Seller'] },
    { call: 'GET /api/admin/messages', as: 'buyer', status: 401, note: 'admins only' },
    { call: 'DELETE /api/admin/messages/:id', as: 'admin', params: id('ac.message'), shape: ['message'] },

    // ---------- CMS categories ----------
    {
      call: 'POST /api/admin/cms/categories',
      as: 'admin',
      multipart: withImage({ name: 'Walk Drones' }),
      shape: ['category'],
    },
    {
      call: 'POST /api/admin/cms/categories',
      as: 'admin',
      multipart: withImage({ name: 'walk drones' }),
      status: 409,
      note: 'names are unique ignoring case',
    },
    { call: 'GET /api/admin/cms/categories', as: 'admin', shape: 'list' },
    { call: 'GET /api/admin/cms/categories', as: 'admin', query: { page: 2, limit: 1 }, shape: 'list' },
    {
      call: 'PATCH /api/admin/cms/categories/:categoryName',
      as: 'admin',
      params: { categoryName: 'Walk Drones' },
      multipart: withImage({}),
      shape: ['category'],
    },
    {
      call: 'DELETE /api/admin/cms/categories/:categoryName',
      as: 'admin',
      params: { categoryName: 'Walk Audio' },
      status: 409,
      note: 'a category in use stays',
    },
    {
      call: 'DELETE /api/admin/cms/categories/:categoryName',
      as: 'admin',
      params: { categoryName: 'Walk Drones' },
      shape: ['message'],
    },

    // ---------- CMS banner carousel ----------
    ...carouselSteps(
      'banner-carousels',
      'bannerCarousel',
      { title: 'Festive sale', href: '/categories/Walk%20Audio', isActive: 'true' },
      { isActive: 'false' },
    ),

    // ---------- CMS product carousel ----------
    ...carouselSteps(
      'product-carousels',
      'productCarousel',
      { name: 'Walk Buds', href: '/products/1', price: '1999.50', isActive: 'true' },
      { price: '1799' },
    ),

    // ---------- payments, reports, logs ----------
    ...listSteps('GET /api/admin/payments', 'admin', { status: 'captured', page: 1, limit: 10 }),
    {
      call: 'GET /api/admin/payments/:id',
      as: 'admin',
      params: id('ac.payment'),
      shape: ['id', 'orderId', 'buyer', 'items', 'refunds'],
    },
    { call: 'GET /api/admin/reports/sales', as: 'admin', shape: ['from', 'to', 'rows', 'totals'] },
    { call: 'GET /api/admin/reports/sales.csv', as: 'admin', query: { groupBy: 'category' }, shape: 'text' },
    { call: 'GET /api/admin/logs', as: 'admin', query: { range: '7d', type: 'system' }, shape: 'list' },

    // ---------- settings (the password goes back to the world's) ----------
    { call: 'GET /api/admin/settings', as: 'admin', shape: ['admin', 'security'] },
    {
      call: 'PATCH /api/admin/settings/profile',
      as: 'admin',
      body: { name: 'Walk Admin' },
      shape: ['admin', 'message'],
    },
    {
      call: 'PATCH /api/admin/settings/password',
      as: 'admin',
      body: { currentPassword: DEFAULT_PASSWORD, newPassword: WALK_PASSWORD },
      shape: ['success', 'message'],
    },
    {
      call: 'PATCH /api/admin/settings/password',
      as: 'admin',
      body: { currentPassword: WALK_PASSWORD, newPassword: DEFAULT_PASSWORD },
      shape: ['success', 'message'],
    },

    // ---------- background jobs ----------
    ...listSteps(
      'GET /api/admin/jobs',
      'admin',
      { kind: 'auth-housekeeping', page: 1, limit: 5 },
      'one kind',
    ),
    { call: 'GET /api/admin/jobs', as: 'admin', query: { kind: 'nope' }, status: 400 },
    { call: 'GET /api/admin/jobs', as: 'seller', status: 401, note: 'admins only' },
    {
      call: 'POST /api/admin/jobs/:id/retry',
      as: 'admin',
      params: (w) => ({ id: w.ids['ac.deadJob']! }),
      shape: ['job', 'message'],
    },
    {
      call: 'POST /api/admin/jobs/:id/retry',
      as: 'admin',
      params: (w) => ({ id: w.ids['ac.deadJob']! }),
      status: 409,
      note: 'no longer failed',
    },
    {
      call: 'POST /api/admin/jobs/:id/retry',
      as: 'admin',
      params: { id: '00000000-0000-4000-8000-000000000000' },
      status: 404,
    },
    {
      call: 'POST /api/admin/jobs/:id/retry',
      as: 'buyer',
      params: (w) => ({ id: w.ids['ac.deadJob']! }),
      status: 401,
    },

    // ---------- support chat, admin side ----------
    { call: 'GET /api/admin/chats', as: 'admin', shape: 'list' },
    {
      call: 'GET /api/admin/chats/:id',
      as: 'admin',
      params: id('ac.chat'),
      shape: ['id', 'status', 'messages'],
    },
    {
      call: 'POST /api/admin/chats/:id/messages',
      as: 'admin',
      params: id('ac.chat'),
      body: { content: 'Hello, how can I help?' },
      shape: ['message'],
    },
    { call: 'POST /api/admin/chats/:id/close', as: 'admin', params: id('ac.chat'), shape: ['success'] },
    {
      call: 'POST /api/admin/chats/:id/messages',
      as: 'admin',
      params: id('ac.chat'),
      body: { content: 'Still there?' },
      status: 409,
      note: 'a closed conversation takes no reply',
    },
  ] satisfies Step[],
};
