import { DEMO_ADMIN_SECRET_KEY } from '../../src/config.ts';
import { imageBytes, multipart } from '../multipart.ts';
import {
  createAdmin,
  createBuyer,
  createSeller,
  DEFAULT_ANSWER,
  DEFAULT_PASSWORD,
  sessionCookie,
} from '../factories.ts';
import { id, text, type Walk, type World } from './walk.ts';

const PASSWORD = DEFAULT_PASSWORD;

/**
 * The accounts calls of the contract walk (contract.int.test.ts). Sign-in, reset and deletion use accounts of
 * their own (a reset ends every session of its account, a deletion ends the account): the world's signed-in
 * buyer, seller and admin stay as they are for the areas walked after this one.
 */
export const accountsWalk: Walk = {
  async setup(w) {
    const buyer = await createBuyer(w.db.db, { name: 'Walk Buyer' });
    const seller = await createSeller(w.db.db);
    const admin = await createAdmin(w.db.db);
    w.ids.accBuyerEmail = buyer.email;
    w.ids.accSellerEmail = seller.email;
    w.ids.accAdminEmail = admin.email;
    const doomedBuyer = await createBuyer(w.db.db, { name: 'Leaving Buyer' });
    const doomedSeller = await createSeller(w.db.db, { name: 'Leaving Seller' });
    w.ids.doomedBuyer = doomedBuyer.id;
    w.ids.doomedSeller = doomedSeller.id;
    w.ids.doomedBuyerCookie = await sessionCookie(w.db.db, 'user', doomedBuyer.id);
    w.ids.doomedSellerCookie = await sessionCookie(w.db.db, 'seller', doomedSeller.id);
  },
  steps: [
    // ---- buyers ----
    {
      call: 'POST /api/user/auth/signup',
      body: {
        name: 'New Buyer',
        email: 'walk-new-buyer@example.in',
        phone: '9876501234',
        password: PASSWORD,
        address: '1 Park Street, Kolkata',
        answer: 'blue',
      },
      shape: ['user'],
    },
    {
      call: 'POST /api/user/auth/signin',
      body: (w: World) => ({ email: text(w, 'accBuyerEmail'), password: PASSWORD }),
      shape: ['user'],
    },
    {
      call: 'POST /api/user/auth/forgot-password',
      body: (w: World) => ({
        email: text(w, 'accBuyerEmail'),
        answer: DEFAULT_ANSWER,
        password: 'Fresh@12345',
      }),
      shape: ['success'],
    },
    { call: 'GET /api/auth/user-data', as: 'buyer', shape: ['authorized', 'user'] },
    { call: 'GET /api/auth/user-data', shape: ['authorized'], note: 'nobody signed in' },
    { call: 'GET /api/auth/get-id', as: 'buyer', shape: 'number' },
    { call: 'GET /api/auth/providers', shape: ['google'] },
    { call: 'GET /api/user/:id', as: 'buyer', params: (w) => ({ id: w.buyerId }), shape: ['user'] },
    {
      call: 'PATCH /api/user/:id',
      cookie: (w) => text(w, 'doomedBuyerCookie'),
      params: (w) => ({ id: id(w, 'doomedBuyer') }),
      body: { address: '2 Lake Road, Pune' },
      shape: ['user'],
    },
    {
      call: 'DELETE /api/user/:id',
      cookie: (w) => text(w, 'doomedBuyerCookie'),
      params: (w) => ({ id: id(w, 'doomedBuyer') }),
      shape: ['user'],
    },
    // Signing out a browser without a session is a success too (and keeps the world's sessions).
    { call: 'GET /api/auth/logout', shape: ['success'] },
    { call: 'POST /api/auth/logout', shape: ['success'] },

    // ---- sellers ----
    {
      call: 'POST /api/seller/auth/signup',
      multipart: async () =>
        multipart(
          {
            name: 'Walk Electronics',
            email: 'walk-new-seller@example.in',
            phone: '9123409876',
            password: PASSWORD,
            address: '5 Residency Road, Bengaluru',
            answer: 'green',
          },
          [{ field: 'pfp', name: 'logo.png', type: 'image/png', data: await imageBytes('png') }],
        ),
      shape: ['seller'],
    },
    {
      call: 'POST /api/seller/auth/signin',
      body: (w: World) => ({ email: text(w, 'accSellerEmail'), password: PASSWORD }),
      shape: ['seller'],
    },
    {
      call: 'POST /api/seller/auth/forgot-password',
      body: (w: World) => ({
        email: text(w, 'accSellerEmail'),
        answer: DEFAULT_ANSWER,
        password: 'Fresh@12345',
      }),
      shape: ['success'],
    },
    { call: 'GET /api/auth/seller-data', as: 'seller', shape: ['authorized', 'seller'] },
    { call: 'GET /api/auth/get-id', as: 'seller', shape: 'number' },
    { call: 'GET /api/seller/:id', as: 'seller', params: (w) => ({ id: w.sellerId }), shape: ['seller'] },
    {
      call: 'PATCH /api/seller/:id',
      cookie: (w) => text(w, 'doomedSellerCookie'),
      params: (w) => ({ id: id(w, 'doomedSeller') }),
      body: { address: '9 Brigade Road, Bengaluru' },
      shape: ['seller'],
    },
    {
      call: 'DELETE /api/seller/:id',
      cookie: (w) => text(w, 'doomedSellerCookie'),
      params: (w) => ({ id: id(w, 'doomedSeller') }),
      shape: ['seller'],
    },

    // ---- administrators ----
    {
      call: 'POST /api/admin/auth/signup',
      body: {
        name: 'Walk Admin',
        email: 'walk-new-admin@example.in',
        password: PASSWORD,
        secretKey: DEMO_ADMIN_SECRET_KEY,
      },
      shape: ['admin'],
    },
    {
      call: 'POST /api/admin/auth/signin',
      body: (w: World) => ({ email: text(w, 'accAdminEmail'), password: PASSWORD }),
      shape: ['admin'],
      note: 'the table’s payload, no key',
    },
    {
      call: 'POST /api/admin/auth/signin',
      body: (w: World) => ({ email: text(w, 'accAdminEmail'), password: PASSWORD, secretKey: 'not-the-key' }),
      status: 401,
      note: 'a key sent must match',
    },
    {
      call: 'POST /api/admin/auth/forgot-password',
      body: (w: World) => ({
        email: text(w, 'accAdminEmail'),
        password: 'Fresh@12345',
        secretKey: DEMO_ADMIN_SECRET_KEY,
      }),
      shape: ['success'],
    },
    { call: 'GET /api/admin/auth/me', as: 'admin', shape: ['authorized', 'admin'] },
    { call: 'GET /api/auth/admin-data', as: 'admin', shape: ['authorized', 'admin'] },
    { call: 'GET /api/admin/auth/logout', shape: ['success'] },
    { call: 'POST /api/admin/auth/logout', shape: ['success'] },
  ],
};
