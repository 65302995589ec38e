import { z } from 'zod';
import {
  adminPayoutsAnswerSchema,
  adminPayoutsQuerySchema,
  adminSellerMoneyAnswerSchema,
  adminSellerMoneyQuerySchema,
  bankDetailsAnswerSchema,
  bankDetailsBody,
  commissionSavedSchema,
  commissionSettingsBody,
  commissionSettingsSchema,
  invoicePathSchema,
  payoutRunAnswerSchema,
  payoutRunBody,
  payoutSettingsSchema,
  sellerPayoutsAnswerSchema,
  sellerPayoutsQuerySchema,
  sellerStandingSchema,
  sellerStatusAnswerSchema,
  sellerStatusBody,
  sellerStatusPathSchema,
} from '../money.ts';
import { defineCalls } from './types.ts';

/**
 * Marketplace money and seller standing (docs/decisions/049-marketplace-money.md): commission settings, seller
 * standing, the seller's balance, statement and bank details, payouts and the buyer's invoice. Amounts are rupees.
 */
export const moneyCalls = defineCalls({
  'GET /api/admin/commission': {
    tag: 'money',
    summary: 'The commission rates: the default and per category (percent, 0–50)',
    auth: 'admin',
    status: 200,
    answer: commissionSettingsSchema,
  },
  'PUT /api/admin/commission': {
    tag: 'money',
    summary:
      'Replace the commission rates (a category left out charges the default); rates outside 0–50 or an unknown category are 400',
    auth: 'admin',
    body: commissionSettingsBody,
    status: 200,
    answer: commissionSavedSchema,
  },
  'PATCH /api/admin/sellers/:id/status': {
    tag: 'money',
    summary:
      "Approve, reinstate or suspend a seller: a suspended or pending seller's products leave every public answer at once",
    auth: 'admin',
    params: sellerStatusPathSchema,
    body: sellerStatusBody,
    status: 200,
    answer: sellerStatusAnswerSchema,
  },
  'GET /api/admin/payouts': {
    tag: 'money',
    summary: 'Payouts, newest first, with their seller and status (filter by seller, status; paged list)',
    auth: 'admin',
    query: adminPayoutsQuerySchema,
    status: 200,
    answer: adminPayoutsAnswerSchema,
    paged: true,
  },
  'POST /api/admin/payouts': {
    tag: 'money',
    summary:
      'Pay out the available balance of these sellers (every seller with money available when `sellerIds` is absent) → the payouts made',
    auth: 'admin',
    body: payoutRunBody,
    status: 200,
    answer: payoutRunAnswerSchema,
  },
  'GET /api/admin/payouts/sellers': {
    tag: 'money',
    summary:
      'Per seller: sold, commission, refunds, paid out, pending, available and owed, most owed first (paged list)',
    auth: 'admin',
    query: adminSellerMoneyQuerySchema,
    status: 200,
    answer: adminSellerMoneyAnswerSchema,
    paged: true,
  },
  'GET /api/admin/payouts/settings': {
    tag: 'money',
    summary:
      'How payouts are sent (`test`: recorded, no money moves; `razorpayx`) and the hold in days before money is available',
    auth: 'admin',
    status: 200,
    answer: payoutSettingsSchema,
  },
  'GET /api/seller/payouts': {
    tag: 'money',
    summary:
      "The signed-in seller's balance (pending, available, paid out), a page of the statement and the recent payouts",
    auth: 'seller',
    query: sellerPayoutsQuerySchema,
    status: 200,
    answer: sellerPayoutsAnswerSchema,
  },
  'GET /api/seller/payouts/statement.csv': {
    tag: 'money',
    summary:
      "The signed-in seller's statement, every entry newest first, as a CSV file (text/csv attachment)",
    auth: 'seller',
    status: 200,
    answer: z.string(),
    mediaType: 'text/csv',
  },
  'GET /api/seller/bank-details': {
    tag: 'money',
    summary: "The signed-in seller's bank details for payouts, the account number masked (null until given)",
    auth: 'seller',
    status: 200,
    answer: bankDetailsAnswerSchema,
  },
  'PUT /api/seller/bank-details': {
    tag: 'money',
    summary: 'Set the bank details for payouts (holder, account number, IFSC) and the optional GSTIN',
    auth: 'seller',
    body: bankDetailsBody,
    status: 200,
    answer: bankDetailsAnswerSchema,
  },
  'GET /api/seller/status': {
    tag: 'money',
    summary: "The signed-in seller's standing (pending, approved, suspended), the reason and what it means",
    auth: 'seller',
    status: 200,
    answer: sellerStandingSchema,
  },
  'GET /api/user/orders/:id/invoice': {
    tag: 'orders',
    summary:
      'The invoice of an own paid order (by order id) as a PDF: ElectroHub and each seller, items, prices paid, GST included',
    auth: 'buyer',
    params: invoicePathSchema,
    status: 200,
    answer: z.string(),
    mediaType: 'application/pdf',
  },
});
