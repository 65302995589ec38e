import { z } from 'zod';
import { idParam } from './ids.ts';
import { productImageSchema, productReviewSchema, specPairSchema, stockedProductFields } from './catalog.ts';
import type { PRODUCT_STATUSES } from './storefront.ts';

/**
 * The seller's products: the add/edit form, its
 * validation messages, the image rules (docs/product.md#uploads-and-images) and the seller-side answers
 * (`/api/seller/products/**`). Prices are rupees in the API; the server stores paise.
 */

/** The statuses a seller may pick in the form; `Discontinued` is set only by deleting a product that has orders. */
export const SELLER_PRODUCT_STATUSES = ['Active', 'Inactive', 'OutOfStock'] as const;
export type SellerProductStatus = (typeof SELLER_PRODUCT_STATUSES)[number];
export const PRODUCT_STATUS_LABELS: Record<(typeof PRODUCT_STATUSES)[number], string> = {
  Active: 'Active',
  Inactive: 'Inactive',
  OutOfStock: 'Out Of Stock',
  Discontinued: 'Discontinued',
};

/** Five image slots; the first three are required. */
export const PRODUCT_IMAGES_MIN = 3;
export const PRODUCT_IMAGES_MAX = 5;
export const PRODUCT_IMAGE_SLOTS = ['Primary', 'Secondary', 'Tertiary', 'Optional', 'Optional'] as const;
/** 5 MB per product image. */
export const PRODUCT_IMAGE_MAX_BYTES = 5 * 1024 * 1024;
/** Accepted by content (magic bytes); the `accept` list of file inputs. */
export const PRODUCT_IMAGE_ACCEPT = 'image/jpeg,image/png,image/gif,image/webp';
/** Attribute rows (key/value specifications) a product may have. */
export const PRODUCT_DETAILS_MAX = 30;

/** The original client's validation and toast texts, word for word. */
export const PRODUCT_MESSAGES = {
  name: 'Product name is required',
  description: 'Description is required',
  price: 'Price must be positive',
  offer: 'Offer percentage must be between 0 and 100',
  offerDecimals: 'Offer percentage can have at most two decimals',
  offerWhole: 'Offer percentage must be a whole number',
  stockAdd: 'Stock must be a positive integer',
  stockEdit: 'Stock must be a non-negative integer',
  category: 'Category is required',
  status: 'Status is required',
  brand: 'Brand is required and must be at least 2 characters long',
  key: 'Key is required',
  value: 'Value is required',
  imagesMin: 'At least 3 product images are required',
  imagesMax: 'A product can have at most 5 images',
  fileSize: 'File size must not exceed 5MB',
  fileType: 'Invalid file type. Only JPEG, PNG, JPG, GIF, and WEBP are allowed',
  added: 'Product added successfully',
  updated: 'Product updated successfully',
  updateFailed: 'Failed to update product. Please try again.',
  missingId: 'Product ID is missing',
  deleted: 'Product Deleted Successfully',
  deletedPermanently: 'Product Deleted Permanently',
  imageRemoveFailed: 'Failed to remove image',
  imageRemoved: 'Image removed successfully',
} as const;

/** Upper bounds: every text field has a sane maximum length. */
export const PRODUCT_LIMITS = {
  name: 200,
  description: 5000,
  brand: 100,
  category: 100,
  key: 100,
  value: 500,
  /** ₹1 crore: fits integer paise with room to spare. */
  price: 10_000_000,
  stock: 1_000_000,
} as const;

/** One specification row. Both parts required once the row is sent. */
export const productDetailSchema = z.object({
  key: z.string(PRODUCT_MESSAGES.key).trim().min(1, PRODUCT_MESSAGES.key).max(PRODUCT_LIMITS.key),
  value: z.string(PRODUCT_MESSAGES.value).trim().min(1, PRODUCT_MESSAGES.value).max(PRODUCT_LIMITS.value),
});
export type ProductDetailRow = z.infer<typeof productDetailSchema>;
export const productDetailsSchema = z
  .array(productDetailSchema)
  .max(PRODUCT_DETAILS_MAX, `At most ${PRODUCT_DETAILS_MAX} specifications`);

/**
 * Rows the form drops before sending: those with both key and value blank. A half-filled row is not dropped
 * silently; it shows 'Key is required' / 'Value is required' instead ({@link productFormDetailRowSchema}).
 */
export const dropBlankDetailRows = <T extends { key: string; value: string }>(rows: readonly T[]): T[] =>
  rows.filter((r) => r.key.trim() !== '' || r.value.trim() !== '');

const text = (message: string, max: number) =>
  z.string(message).trim().min(1, message).max(max, `Must be at most ${max} characters`);
/**
 * Numbers come as numbers from the form and as text from multipart. Text must be plain decimal digits (with a
 * decimal point where `decimals`): `0x10`, `1e2`, `Infinity` or '' are refused with the field's message, where
 * `Number()` would have read them.
 */
const decimalText = (decimals: boolean) => (v: unknown) => {
  if (typeof v !== 'string') return v;
  const t = v.trim();
  return (decimals ? /^\d+(\.\d+)?$/ : /^\d+$/).test(t) ? Number(t) : Number.NaN;
};
/** A number field of the product form: the rules in `check`, after `decimalText`. */
const formNumber = <T extends z.ZodType<number>>(decimals: boolean, check: T) =>
  z.preprocess(decimalText(decimals), check);
const price = formNumber(
  true,
  z
    .number(PRODUCT_MESSAGES.price)
    .positive(PRODUCT_MESSAGES.price)
    .max(PRODUCT_LIMITS.price, `Price must be at most ${PRODUCT_LIMITS.price}`)
    .refine((v) => Math.abs(v * 100 - Math.round(v * 100)) < 1e-6, 'Price can have at most two decimals'),
);
const offer = formNumber(
  true,
  z
    .number(PRODUCT_MESSAGES.offer)
    .min(0, PRODUCT_MESSAGES.offer)
    .max(100, PRODUCT_MESSAGES.offer)
    // Two decimals (12.5 %, 33.33 %): the spec's looser reading, docs/decisions/031-client-readings.md.
    .refine((v) => Math.abs(v * 100 - Math.round(v * 100)) < 1e-6, PRODUCT_MESSAGES.offerDecimals),
);
const stock = (min: 0 | 1, message: string) =>
  formNumber(
    false,
    z
      .number(message)
      .int(message)
      .min(min, message)
      .max(PRODUCT_LIMITS.stock, `Stock must be at most ${PRODUCT_LIMITS.stock}`),
  );

const productFields = {
  name: text(PRODUCT_MESSAGES.name, PRODUCT_LIMITS.name),
  description: text(PRODUCT_MESSAGES.description, PRODUCT_LIMITS.description),
  price,
  offerPercentage: offer,
  categoryName: text(PRODUCT_MESSAGES.category, PRODUCT_LIMITS.category),
  status: z.enum(SELLER_PRODUCT_STATUSES, PRODUCT_MESSAGES.status),
  brand: z.string(PRODUCT_MESSAGES.brand).trim().min(2, PRODUCT_MESSAGES.brand).max(PRODUCT_LIMITS.brand),
  details: productDetailsSchema.default([]),
};

/** Add form (every field required; stock ≥ 1). The images travel beside it. */
export const productAddSchema = z
  .object({ ...productFields, stock: stock(1, PRODUCT_MESSAGES.stockAdd) })
  .strict();
export type ProductAddInput = z.input<typeof productAddSchema>;
export type ProductAddValues = z.output<typeof productAddSchema>;

/** Edit form (every field optional; stock may be 0). */
export const productEditSchema = z
  .object({
    name: productFields.name.optional(),
    description: productFields.description.optional(),
    price: price.optional(),
    offerPercentage: offer.optional(),
    stock: stock(0, PRODUCT_MESSAGES.stockEdit).optional(),
    categoryName: productFields.categoryName.optional(),
    status: productFields.status.optional(),
    brand: productFields.brand.optional(),
    details: productDetailsSchema.optional(),
  })
  .strict();
export type ProductEditInput = z.input<typeof productEditSchema>;
export type ProductEditValues = z.output<typeof productEditSchema>;

/** `details` arrives in multipart as JSON text. */
export const detailsJsonText = z
  .string()
  .max(50_000)
  .transform((s, ctx) => {
    if (s.trim() === '') return [];
    try {
      return JSON.parse(s) as unknown;
    } catch {
      ctx.addIssue({ code: 'custom', message: 'Specifications must be JSON' });
      return z.NEVER;
    }
  })
  .pipe(productDetailsSchema);

/** The multipart text fields of `POST /api/seller/products/{id}` (files go under the repeated `images` field). */
export const productAddMultipartSchema = productAddSchema
  .extend({ details: detailsJsonText.default([]) })
  .strict();
/** The multipart text fields of `PATCH /api/seller/products/{id}`; new `images` are appended (≤ 5 in all). */
export const productEditMultipartSchema = productEditSchema
  .extend({ details: detailsJsonText.optional() })
  .strict();

/**
 * A specification row in the form: a fully blank row is allowed (dropped before sending); a half-filled one
 * shows 'Key is required' / 'Value is required' under the empty part.
 */
export const productFormDetailRowSchema = z
  .object({ key: z.string().max(PRODUCT_LIMITS.key), value: z.string().max(PRODUCT_LIMITS.value) })
  .superRefine((row, ctx) => {
    const key = row.key.trim();
    const value = row.value.trim();
    if (!key && !value) return;
    if (!key) ctx.addIssue({ code: 'custom', path: ['key'], message: PRODUCT_MESSAGES.key });
    if (!value) ctx.addIssue({ code: 'custom', path: ['value'], message: PRODUCT_MESSAGES.value });
  });
const formDetails = z
  .array(productFormDetailRowSchema)
  .max(PRODUCT_DETAILS_MAX, `At most ${PRODUCT_DETAILS_MAX} specifications`);

/** The form keeps the stricter reading of the offer: a whole percentage (the server takes two decimals). */
const formOffer = offer.refine(Number.isInteger, PRODUCT_MESSAGES.offerWhole);

/** The add form (react-hook-form resolver): the add contract with blank specification rows allowed. */
export const productAddFormSchema = productAddSchema.extend({
  details: formDetails,
  offerPercentage: formOffer,
});
/** The edit form: the edit contract with blank specification rows allowed. */
export const productEditFormSchema = productEditSchema.extend({
  details: formDetails,
  offerPercentage: formOffer.optional(),
});

// ---------- answers ----------

const id = z.number().int();

/**
 * A product as its seller sees it (any status). `price` is the list price in
 * rupees; `brand` beside `productInfo.brand` and `sellingPrice` are extras.
 */
export const sellerProductSchema = z.object({
  ...stockedProductFields,
  brand: z.string(),
  images: z.array(productImageSchema),
  productInfo: z.object({ brand: z.string(), details: z.array(specPairSchema) }),
  /** ISO 8601. */
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type SellerProduct = z.infer<typeof sellerProductSchema>;

/**
 * `GET /api/seller/products/{sellerId}` → "list of products": the signed-in seller's products, newest first, a
 * bare array paged by `?page=&limit=` (default the first 1,000; `X-Total-Count` counts them all).
 */
export const sellerProductListSchema = z.array(sellerProductSchema);
export type SellerProductList = z.infer<typeof sellerProductListSchema>;

/**
 * `GET /api/seller/products/single-product/{id}` → the bare product with its seller, its reviews (newest first;
 * `user` is the reviewer's name and picture) and, as extras, the average rating and real sales figures:
 * `totalSales` (rupees paid) and `unitsSold`, over items that are not Cancelled, Returned, unpaid or expired
 * (real figures where the original showed placeholders).
 */
export const sellerProductDetailSchema = sellerProductSchema.extend({
  seller: z.object({ id, name: z.string() }).nullable(),
  averageRating: z.number(),
  reviewCount: z.number().int(),
  reviews: z.array(productReviewSchema),
  totalSales: z.number(),
  unitsSold: z.number().int(),
});
export type SellerProductDetail = z.infer<typeof sellerProductDetailSchema>;

/** `DELETE /api/seller/products/{id}`: `discontinued` when the product had orders (kept for their history), else `deleted`. */
export const productDeleteAnswerSchema = z.object({
  message: z.string(),
  id,
  outcome: z.enum(['deleted', 'discontinued']),
});
export type ProductDeleteAnswer = z.infer<typeof productDeleteAnswerSchema>;

/** `DELETE /api/seller/products/image/{imageId}` and `PUT` of the same path (replace, image editor). */
export const productImageAnswerSchema = z.object({ message: z.string(), image: productImageSchema });

/** `GET /api/seller/products/{id}`: the id is the signed-in seller's own (another is 403). */
export const sellerProductsPathSchema = z.object({ id: idParam.describe("The signed-in seller's id") });
export const productIdPathSchema = z.object({ id: idParam });
export const imageIdPathSchema = z.object({ imageId: idParam });

/** File names in the form are cut to 10 characters plus the extension. */
export function shortFileName(name: string, max = 10): string {
  const dot = name.lastIndexOf('.');
  const base = dot > 0 ? name.slice(0, dot) : name;
  const ext = dot > 0 ? name.slice(dot) : '';
  return base.length > max ? `${base.slice(0, max)}...${ext}` : name;
}
