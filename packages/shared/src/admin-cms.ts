import { z } from 'zod';
import { idParam } from './ids.ts';
import { CONTACT_USER_TYPES } from './contact.ts';
import { listPageQuerySchema } from './contract/list-query.ts';
import { chatMessageSchema } from './chat.ts';
import { CHAT_MAX_LENGTH } from './chat-constants.ts';

/**
 * Admin content and communication: categories, banner carousel,
 * product carousel, the Message Center and the live support chat seen from the admin side.
 */

/** Validation texts, word for word as the original client showed them. */
export const CMS_MESSAGES = {
  categoryName: 'Category name is required',
  image: 'Image is required',
  bannerTitle: 'Banner title is required',
  href: 'Link URL is required',
  productName: 'Product name is required',
  price: 'Price is required',
  priceFormat: 'Price must be a valid number',
  /** The carousel product's edit form says "Banner name" (kept: it is what the client showed). */
  bannerName: 'Banner name is required',
  /** Ours: a link must stay on this site or be an ordinary web address (no `javascript:` and the like). */
  hrefUnsafe: 'Link must be a page of this site (starting with /) or an http(s) address',
  isActive: 'Status must be true or false',
} as const;

/** Success and failure texts, word for word as the original client showed them. */
export const CMS_TOASTS = {
  categoryAdded: (name: string) => `Category "${name}" added successfully`,
  categoryDeleted: (name: string) => `Category "${name}" deleted successfully`,
  categoryImageUpdated: 'Category image updated successfully',
  categoryAddFailed: 'Failed to add category',
  categoryDeleteFailed: 'Failed to delete category',
  categoryImageFailed: 'Failed to update category image',
  bannerAdded: (title: string) => `Banner "${title}" added successfully`,
  bannerUpdated: 'Banner updated successfully',
  bannerDeleted: 'Banner deleted successfully',
  bannerAddFailed: 'Failed to add banner',
  bannerUpdateFailed: 'Failed to update banner',
  bannerDeleteFailed: 'Failed to delete banner',
  productAdded: (name: string) => `Product "${name}" added successfully`,
  productUpdated: 'Product updated successfully',
  productDeleted: 'Product Slider item Deleted Successfully',
  productAddFailed: 'Failed to add product',
  productUpdateFailed: 'Failed to update product',
  messageDeleted: 'Message Deleted Successfully',
  messagesLoadFailed: 'Failed to load messages',
} as const;

/** Admin table page sizes and the CMS default. */
export { ADMIN_PAGE_SIZES } from './admin-paging.ts';
export const CMS_DEFAULT_PAGE_SIZE = 10;
/** Image inputs accept what the server accepts (the server decides by content, not by the MIME type). */
export const CMS_IMAGE_ACCEPT = 'image/jpeg,image/png,image/gif,image/webp';
export const CMS_LIMITS = { categoryName: 50, title: 120, name: 120, href: 500, price: 10_000_000 } as const;

/**
 * A link a banner or carousel item may point to: a path of this site (`/categories/Laptops`, not `//host`)
 * or an absolute http(s) URL. Anything else (`javascript:`, `data:`, relative text) is refused.
 */
export function isSafeHref(value: string): boolean {
  if (/[\s\\]/.test(value)) return false;
  if (value.startsWith('/')) return !value.startsWith('//');
  // Scheme, then a plain host name (no user info) with an optional port, then anything.
  return /^https?:\/\/[a-z0-9]([a-z0-9.-]*[a-z0-9])?(:\d{1,5})?([/?#].*)?$/i.test(value);
}

const requiredText = (message: string, max: number) =>
  z
    .string({ error: message })
    .trim()
    .min(1, { message, abort: true })
    .max(max, `Must be at most ${max} characters`);
const href = (message: string) =>
  requiredText(message, CMS_LIMITS.href).refine(isSafeHref, CMS_MESSAGES.hrefUnsafe);
/** Multipart booleans travel as the text 'true' or 'false'. */
const isActiveText = z
  .enum(['true', 'false'], { error: CMS_MESSAGES.isActive })
  .transform((v) => v === 'true');
/** Digits with up to two decimals, converted to a number. */
export const PRICE_PATTERN = /^\d+(\.\d{1,2})?$/;
const priceText = z
  .string({ error: CMS_MESSAGES.price })
  .trim()
  .min(1, { message: CMS_MESSAGES.price, abort: true })
  .regex(PRICE_PATTERN, CMS_MESSAGES.priceFormat)
  .transform(Number)
  .refine((n) => n <= CMS_LIMITS.price, `Price must be at most ${CMS_LIMITS.price}`);

// ---------- requests (multipart text fields; the file travels as `image`) ----------

/** `POST /api/admin/cms/categories`: `name` (+ file `image`, required). */
export const categoryAddSchema = z
  .object({ name: requiredText(CMS_MESSAGES.categoryName, CMS_LIMITS.categoryName) })
  .strict();
/** `PATCH /api/admin/cms/categories/{categoryName}`: only the file `image` (required); no text fields. */
export const categoryEditSchema = z.object({}).strict();
export const categoryPathSchema = z.object({ categoryName: z.string().trim().min(1).max(200) });

/** `POST /api/admin/cms/banner-carousels`: title, href, isActive ('true' by default) + file `image` (required). */
export const bannerAddSchema = z
  .object({
    title: requiredText(CMS_MESSAGES.bannerTitle, CMS_LIMITS.title),
    href: href(CMS_MESSAGES.href),
    isActive: isActiveText.default(true),
  })
  .strict();
/**
 * `PATCH /api/admin/cms/banner-carousels/{id}`: every field optional; a field sent must be valid.
 * `removePhoneImage` 'true' drops the phone crop (a new file `phoneImage` replaces it instead).
 */
export const bannerEditSchema = z
  .object({
    title: requiredText(CMS_MESSAGES.bannerTitle, CMS_LIMITS.title).optional(),
    href: href(CMS_MESSAGES.href).optional(),
    isActive: isActiveText.optional(),
    removePhoneImage: z
      .enum(['true', 'false'], { error: "removePhoneImage must be 'true' or 'false'" })
      .transform((v) => v === 'true')
      .optional(),
  })
  .strict();

/** `POST /api/admin/cms/product-carousels`: name, href, price, isActive + file `image` (required). */
export const carouselAddSchema = z
  .object({
    name: requiredText(CMS_MESSAGES.productName, CMS_LIMITS.name),
    href: href(CMS_MESSAGES.href),
    price: priceText,
    isActive: isActiveText.default(true),
  })
  .strict();
/** `PATCH /api/admin/cms/product-carousels/{id}`: every field optional; name and link non-empty when sent. */
export const carouselEditSchema = z
  .object({
    name: requiredText(CMS_MESSAGES.bannerName, CMS_LIMITS.name).optional(),
    href: href(CMS_MESSAGES.href).optional(),
    price: priceText.optional(),
    isActive: isActiveText.optional(),
  })
  .strict();

/** Ids in paths; anything not a positive 32-bit integer is a 400. */
export const cmsIdPathSchema = z.object({ id: idParam });

/**
 * `page` and `limit` of the admin CMS lists (the shared list paging: default and at most 1,000 rows; the tables
 * ask for their page size). The answer is the bare array; `X-Total-Count` counts every row.
 */
export const cmsListQuerySchema = listPageQuerySchema.strict();
export type CmsListQuery = z.input<typeof cmsListQuerySchema>;

// ---------- answers ----------

const id = z.number().int();

/** A category as the admin sees it: with how many products (any status) use it. */
export const adminCategorySchema = z.object({
  name: z.string(),
  imageUrl: z.string(),
  productCount: z.number().int(),
});
export type AdminCategory = z.infer<typeof adminCategorySchema>;
/** `GET /api/admin/cms/categories`: a bare array, paged. */
export const adminCategoryListSchema = z.array(adminCategorySchema);
/** POST '201, category (name, imageUrl)' and PATCH '200, category': the category under `category`, and a toast. */
export const categorySavedSchema = z.object({ message: z.string(), category: adminCategorySchema });
export const categoryDeletedSchema = z.object({ message: z.string(), name: z.string() });

export const adminBannerSchema = z.object({
  id,
  title: z.string(),
  href: z.string(),
  imageUrl: z.string(),
  /** The optional phone crop (see the storefront's banner). */
  phoneImageUrl: z.string().nullable(),
  isActive: z.boolean(),
  createdAt: z.string(),
});
export type AdminBanner = z.infer<typeof adminBannerSchema>;
/** `GET /api/admin/cms/banner-carousels`: a bare array, paged. */
export const adminBannerListSchema = z.array(adminBannerSchema);
/** POST '201, bannerCarousel' and PATCH '200, bannerCarousel': the banner under `bannerCarousel`, and a toast. */
export const bannerSavedSchema = z.object({ message: z.string(), bannerCarousel: adminBannerSchema });

/** A product-slider item; `price` in rupees. */
export const adminCarouselItemSchema = z.object({
  id,
  name: z.string(),
  price: z.number(),
  href: z.string(),
  imageUrl: z.string(),
  isActive: z.boolean(),
  createdAt: z.string(),
});
export type AdminCarouselItem = z.infer<typeof adminCarouselItemSchema>;
/** `GET /api/admin/cms/product-carousels`: a bare array, paged. */
export const adminCarouselListSchema = z.array(adminCarouselItemSchema);
/** POST '201, productCarousel' and PATCH '200, productCarousel': the item under `productCarousel`, and a toast. */
export const carouselSavedSchema = z.object({
  message: z.string(),
  productCarousel: adminCarouselItemSchema,
});

/** The answer of every id delete. */
export const cmsDeletedSchema = z.object({ message: z.string(), id });

// ---------- Message Center ----------

export const MESSAGE_SORTS = ['default', 'newest', 'oldest'] as const;
export type MessageSort = (typeof MESSAGE_SORTS)[number];
export const MESSAGE_FILTERS = ['All', ...CONTACT_USER_TYPES] as const;
export type MessageFilter = (typeof MESSAGE_FILTERS)[number];
/** Messages per request of the Message Center list (more load on demand). */
export const MESSAGES_PAGE_SIZE = 50;

/**
 * `GET /api/admin/messages`: `q` matches subject or message text case-insensitively, `userType` filters by
 * sender, `sort` orders by createdAt ('default' is the order received); paged by `page` and `limit` (the shared
 * list paging; the Message Center asks for `MESSAGES_PAGE_SIZE` at a time).
 */
export const messageListQuerySchema = listPageQuerySchema
  .extend({
    q: z.string().trim().max(200).default(''),
    userType: z.enum(MESSAGE_FILTERS).default('All'),
    sort: z.enum(MESSAGE_SORTS).default('default'),
  })
  .strict();
export type MessageListQuery = z.input<typeof messageListQuerySchema>;

export const adminMessageSchema = z.object({
  id,
  name: z.string(),
  email: z.string(),
  subject: z.string(),
  message: z.string(),
  userType: z.enum(CONTACT_USER_TYPES),
  createdAt: z.string(),
});
export type AdminMessage = z.infer<typeof adminMessageSchema>;
/** The messages: a bare array of the page; `X-Total-Count` counts the messages matching the query. */
export const adminMessageListSchema = z.array(adminMessageSchema);
/**
 * `GET /api/admin/messages/counts` (ours): the Message Center's three counters, of all messages whatever the
 * search or filter (the list itself is a bare array, so they have their own call).
 */
export const messageCountsSchema = z.object({
  total: z.number().int(),
  User: z.number().int(),
  Seller: z.number().int(),
});
export type MessageCounts = z.infer<typeof messageCountsSchema>;

// ---------- support chat, admin side (served by the chat module: docs/decisions/010-support-chat.md) ----------

export const CHAT_STATUSES = ['bot', 'waiting', 'admin', 'closed'] as const;
export type ChatStatus = (typeof CHAT_STATUSES)[number];
/** A conversation in `GET /api/admin/chats` (a bare array, paged: waiting ones first, then most recent). */
export const adminChatSummarySchema = z.object({
  id,
  status: z.enum(CHAT_STATUSES),
  updatedAt: z.string(),
  name: z.string(),
  userType: z.enum(['User', 'Seller', 'Visitor']),
  lastMessage: z.string().nullable(),
});
export type AdminChatSummary = z.infer<typeof adminChatSummarySchema>;
export const adminChatListSchema = z.array(adminChatSummarySchema);
export const adminChatListQuerySchema = listPageQuerySchema.strict();
export const chatIdPathSchema = z.object({ id: idParam });
/** `GET /api/admin/chats/{id}`: the conversation's status and its messages, oldest first. */
export const adminChatTranscriptSchema = z.object({
  id,
  status: z.enum(CHAT_STATUSES),
  messages: z.array(chatMessageSchema),
});
export type AdminChatTranscript = z.infer<typeof adminChatTranscriptSchema>;
/** `POST /api/admin/chats/{id}/messages` `{ content }` → 201 `{ message }` (409 once the conversation is closed). */
export const adminChatReplyBody = z
  .object({ content: z.string().trim().min(1, 'Message cannot be empty').max(CHAT_MAX_LENGTH) })
  .strict();
export const adminChatReplySchema = z.object({ message: chatMessageSchema });
/** `POST /api/admin/chats/{id}/close` → `{ success: true }`. */
export const adminChatClosedSchema = z.object({ success: z.literal(true) });
/** How often the admin chat screen asks for new lines while visible (the admin API is request/response). */
export const ADMIN_CHAT_POLL_MS = 2500;
