import { z } from 'zod';
import {
  adminBannerListSchema,
  adminCarouselListSchema,
  adminCategoryListSchema,
  adminChatClosedSchema,
  adminChatListQuerySchema,
  adminChatListSchema,
  adminChatReplyBody,
  adminChatReplySchema,
  adminChatTranscriptSchema,
  adminMessageListSchema,
  bannerAddSchema,
  bannerEditSchema,
  bannerSavedSchema,
  carouselAddSchema,
  carouselEditSchema,
  carouselSavedSchema,
  categoryAddSchema,
  categoryDeletedSchema,
  categoryEditSchema,
  categoryPathSchema,
  categorySavedSchema,
  chatIdPathSchema,
  cmsDeletedSchema,
  cmsIdPathSchema,
  cmsListQuerySchema,
  messageCountsSchema,
  messageListQuerySchema,
} from '../admin-cms.ts';
import {
  adminPasswordAnswerSchema,
  adminPasswordBody,
  adminProfileAnswerSchema,
  adminProfileBody,
  adminSettingsSchema,
  logListAnswerSchema,
  logListQuerySchema,
  paymentDetailSchema,
  paymentIdParamsSchema,
  paymentListAnswerSchema,
  paymentListQuerySchema,
  salesReportQuerySchema,
  salesReportSchema,
} from '../admin-finance.ts';
import {
  deadJobListQuerySchema,
  deadJobListSchema,
  jobIdParamsSchema,
  jobRetriedSchema,
} from '../admin-jobs.ts';
import { formFile } from './form.ts';
import { defineCalls } from './types.ts';

/**
 * The admin's content and communication calls (messages, CMS categories, banner and product
 * carousels) and ours beside them (payments, sales reports, logs, settings, the support chat's admin side; see
 * index.ts). Lists are bare arrays paged by `?page=&limit=` with `X-Total-Count`/`Link`; writes answer an object
 * with the row's named part at the top (`category`, `bannerCarousel`, `productCarousel`) and a toast text.
 */
export const adminContentCalls = defineCalls({
  // ---------- Message Center ----------
  'GET /api/admin/messages': {
    tag: 'admin-messages',
    summary: 'Message Center: search subject or text, filter by sender, sort by date (paged list)',
    auth: 'admin',
    query: messageListQuerySchema,
    status: 200,
    answer: adminMessageListSchema,
    paged: true,
  },
  'GET /api/admin/messages/counts': {
    tag: 'admin-messages',
    summary: 'The Message Center counters: all messages, from buyers (User) and from sellers',
    auth: 'admin',
    status: 200,
    answer: messageCountsSchema,
  },
  'DELETE /api/admin/messages/:id': {
    tag: 'admin-messages',
    summary: 'Delete a message',
    auth: 'admin',
    params: cmsIdPathSchema,
    status: 200,
    answer: cmsDeletedSchema,
  },

  // ---------- CMS: categories ----------
  'GET /api/admin/cms/categories': {
    tag: 'admin-cms',
    summary: 'Categories with how many products use each (paged list)',
    auth: 'admin',
    query: cmsListQuerySchema,
    status: 200,
    answer: adminCategoryListSchema,
    paged: true,
  },
  'POST /api/admin/cms/categories': {
    tag: 'admin-cms',
    summary: 'Add a category (multipart: name, image); names are unique ignoring case (409 CategoryExists)',
    auth: 'admin',
    multipart: true,
    form: categoryAddSchema.extend({ image: formFile('The category picture (JPEG, PNG, GIF or WEBP)') }),
    status: 201,
    answer: categorySavedSchema,
    errors: [409],
  },
  'PATCH /api/admin/cms/categories/:categoryName': {
    tag: 'admin-cms',
    summary: "Replace a category's image (multipart: image, required)",
    auth: 'admin',
    params: categoryPathSchema,
    multipart: true,
    form: categoryEditSchema.extend({ image: formFile('The new picture') }),
    status: 200,
    answer: categorySavedSchema,
  },
  'DELETE /api/admin/cms/categories/:categoryName': {
    tag: 'admin-cms',
    summary: 'Delete a category no product uses (409 CategoryInUse otherwise)',
    auth: 'admin',
    params: categoryPathSchema,
    status: 200,
    answer: categoryDeletedSchema,
    errors: [409],
  },

  // ---------- CMS: banner carousel ----------
  'GET /api/admin/cms/banner-carousels': {
    tag: 'admin-cms',
    summary: 'Every home banner, active or not, in order (paged list)',
    auth: 'admin',
    query: cmsListQuerySchema,
    status: 200,
    answer: adminBannerListSchema,
    paged: true,
  },
  'POST /api/admin/cms/banner-carousels': {
    tag: 'admin-cms',
    summary:
      "Add a banner (multipart: title, href, image, optional phoneImage, isActive 'true'|'false', default true)",
    auth: 'admin',
    multipart: true,
    form: bannerAddSchema.extend({
      image: formFile('The banner picture'),
      phoneImage: formFile('Its phone crop (16:9, shown below 640 px)').optional(),
    }),
    status: 201,
    answer: bannerSavedSchema,
  },
  'PATCH /api/admin/cms/banner-carousels/:id': {
    tag: 'admin-cms',
    summary:
      'Edit a banner (multipart, every field optional: title, href, image, phoneImage, removePhoneImage, isActive)',
    auth: 'admin',
    params: cmsIdPathSchema,
    multipart: true,
    form: bannerEditSchema.extend({
      image: formFile('A new banner picture').optional(),
      phoneImage: formFile('A new phone crop').optional(),
    }),
    status: 200,
    answer: bannerSavedSchema,
  },
  'DELETE /api/admin/cms/banner-carousels/:id': {
    tag: 'admin-cms',
    summary: 'Delete a banner',
    auth: 'admin',
    params: cmsIdPathSchema,
    status: 200,
    answer: cmsDeletedSchema,
  },

  // ---------- CMS: product carousel ----------
  'GET /api/admin/cms/product-carousels': {
    tag: 'admin-cms',
    summary: 'Every product-slider item, active or not (paged list)',
    auth: 'admin',
    query: cmsListQuerySchema,
    status: 200,
    answer: adminCarouselListSchema,
    paged: true,
  },
  'POST /api/admin/cms/product-carousels': {
    tag: 'admin-cms',
    summary: 'Add a product-slider item (multipart: name, href, price, image, isActive)',
    auth: 'admin',
    multipart: true,
    form: carouselAddSchema.extend({ image: formFile('The slide picture') }),
    status: 201,
    answer: carouselSavedSchema,
  },
  'PATCH /api/admin/cms/product-carousels/:id': {
    tag: 'admin-cms',
    summary:
      'Edit a product-slider item (multipart, every field optional: name, price, href, image, isActive)',
    auth: 'admin',
    params: cmsIdPathSchema,
    multipart: true,
    form: carouselEditSchema.extend({ image: formFile('A new slide picture').optional() }),
    status: 200,
    answer: carouselSavedSchema,
  },
  'DELETE /api/admin/cms/product-carousels/:id': {
    tag: 'admin-cms',
    summary: 'Delete a product-slider item',
    auth: 'admin',
    params: cmsIdPathSchema,
    status: 200,
    answer: cmsDeletedSchema,
  },

  // ---------- payments, reports, logs, settings (ours: the original showed placeholders) ----------
  'GET /api/admin/payments': {
    tag: 'admin',
    summary: 'Captured payments with refunds, newest first (status filter, search; paged list)',
    auth: 'admin',
    query: paymentListQuerySchema,
    status: 200,
    answer: paymentListAnswerSchema,
    paged: true,
  },
  'GET /api/admin/payments/:id': {
    tag: 'admin',
    summary: "One payment with its order's items, refunds and buyer",
    auth: 'admin',
    params: paymentIdParamsSchema,
    status: 200,
    answer: paymentDetailSchema,
  },
  'GET /api/admin/reports/sales': {
    tag: 'admin',
    summary: 'Orders, units and sales per day (STORE_TIMEZONE), category or seller, with totals',
    auth: 'admin',
    query: salesReportQuerySchema,
    status: 200,
    answer: salesReportSchema,
  },
  'GET /api/admin/reports/sales.csv': {
    tag: 'admin',
    summary: 'The sales report as a CSV file (text/csv attachment)',
    auth: 'admin',
    query: salesReportQuerySchema,
    status: 200,
    answer: z.string(),
    mediaType: 'text/csv',
  },
  'GET /api/admin/logs': {
    tag: 'admin',
    summary:
      'The audit log, newest first: sign-ins, sign-ups, changes and deletions (range, type; paged list)',
    auth: 'admin',
    query: logListQuerySchema,
    status: 200,
    answer: logListAnswerSchema,
    paged: true,
  },
  'GET /api/admin/settings': {
    tag: 'admin',
    summary: 'The signed-in admin and the security facts of this system',
    auth: 'admin',
    status: 200,
    answer: adminSettingsSchema,
  },
  'PATCH /api/admin/settings/profile': {
    tag: 'admin',
    summary: "Change the signed-in admin's name",
    auth: 'admin',
    body: adminProfileBody,
    status: 200,
    answer: adminProfileAnswerSchema,
  },
  'PATCH /api/admin/settings/password': {
    tag: 'admin',
    summary: "Change the signed-in admin's password (other sessions end; 401 when the current one is wrong)",
    auth: 'admin',
    body: adminPasswordBody,
    status: 200,
    answer: adminPasswordAnswerSchema,
  },

  // ---------- background jobs (ours: docs/decisions/027-background-jobs.md) ----------
  'GET /api/admin/jobs': {
    tag: 'admin',
    summary:
      'Failed background jobs (mail, refunds, sweeps), newest failure first, with attempts and last error (paged list)',
    auth: 'admin',
    query: deadJobListQuerySchema,
    status: 200,
    answer: deadJobListSchema,
    paged: true,
  },
  'POST /api/admin/jobs/:id/retry': {
    tag: 'admin',
    summary: 'Run a failed job again now (409 when the job is not failed)',
    auth: 'admin',
    params: jobIdParamsSchema,
    status: 200,
    answer: jobRetriedSchema,
    errors: [409],
  },

  // ---------- support chat, admin side (ours: docs/decisions/010-support-chat.md) ----------
  'GET /api/admin/chats': {
    tag: 'chat',
    summary: 'Open support conversations, waiting ones first, then most recent (paged list)',
    auth: 'admin',
    query: adminChatListQuerySchema,
    status: 200,
    answer: adminChatListSchema,
    paged: true,
  },
  'GET /api/admin/chats/:id': {
    tag: 'chat',
    summary: "A conversation's status and messages",
    auth: 'admin',
    params: chatIdPathSchema,
    status: 200,
    answer: adminChatTranscriptSchema,
  },
  'POST /api/admin/chats/:id/messages': {
    tag: 'chat',
    summary: "The admin's reply, delivered to the person's open chat (409 once the conversation is closed)",
    auth: 'admin',
    params: chatIdPathSchema,
    body: adminChatReplyBody,
    status: 201,
    answer: adminChatReplySchema,
    errors: [409],
  },
  'POST /api/admin/chats/:id/close': {
    tag: 'chat',
    summary: 'End a support conversation',
    auth: 'admin',
    params: chatIdPathSchema,
    status: 200,
    answer: adminChatClosedSchema,
  },
});
