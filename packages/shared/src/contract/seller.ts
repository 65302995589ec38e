import { z } from 'zod';
import {
  imageIdPathSchema,
  productAddMultipartSchema,
  productDeleteAnswerSchema,
  productEditMultipartSchema,
  productIdPathSchema,
  productImageAnswerSchema,
  sellerProductsPathSchema,
  sellerProductDetailSchema,
  sellerProductListSchema,
  sellerProductSchema,
} from '../products.ts';
import {
  orderItemIdPathSchema,
  orderStatusUpdateAnswerSchema,
  orderStatusUpdateSchema,
  removeBgAnswerSchema,
  sellerOrderDetailSchema,
  sellerOrderListSchema,
  sellerProfileStatisticsSchema,
  sellerSalesStatisticsSchema,
} from '../seller.ts';
import { keysetPageQuerySchema } from './list-query.ts';
import { formFile, formFiles } from './form.ts';
import { defineCalls } from './types.ts';

const productForm =
  'multipart/form-data: name, description, price, offerPercentage, stock, categoryName, status, brand, details (JSON text), images (repeated files)';

/**
 * The seller calls (products, orders, figures, background removal) and the image editor's
 * extra call (see index.ts). Every call acts on the signed-in seller's own products and order items only:
 * another seller's is 403 and nothing changes (docs/decisions/011-seller-area.md).
 */
export const sellerCalls = defineCalls({
  // The table's `{sellerId}`: the path is named `{id}` like its POST, PATCH and DELETE (one path, one parameter name).
  'GET /api/seller/products/:id': {
    tag: 'seller',
    summary: "The signed-in seller's products, newest first (the path must be the seller's own id, else 403)",
    auth: 'seller',
    params: sellerProductsPathSchema,
    query: keysetPageQuerySchema,
    status: 200,
    answer: sellerProductListSchema,
    paged: true,
  },
  'GET /api/seller/products/single-product/:id': {
    tag: 'seller',
    summary: 'One own product with its reviews and real sales figures',
    auth: 'seller',
    params: productIdPathSchema,
    status: 200,
    answer: sellerProductDetailSchema,
  },
  'POST /api/seller/products/:id': {
    tag: 'seller',
    summary: `Add a product for the signed-in seller (the path id is not used); 3 to 5 images. ${productForm}`,
    auth: 'seller',
    params: productIdPathSchema,
    multipart: true,
    form: productAddMultipartSchema.extend({ images: formFiles('3 to 5 product photos, in slot order') }),
    status: 201,
    answer: sellerProductSchema,
  },
  'PATCH /api/seller/products/:id': {
    tag: 'seller',
    summary: `Edit an own product; every field optional; new images are appended (at most 5). ${productForm}`,
    auth: 'seller',
    params: productIdPathSchema,
    multipart: true,
    form: productEditMultipartSchema.extend({
      images: formFiles('Photos appended (at most 5 in all)').optional(),
    }),
    status: 200,
    answer: sellerProductSchema,
  },
  'DELETE /api/seller/products/:id': {
    tag: 'seller',
    summary: 'Delete an own product: Discontinued (kept for order history) if it has orders, else removed',
    auth: 'seller',
    params: productIdPathSchema,
    status: 200,
    answer: productDeleteAnswerSchema,
  },
  'DELETE /api/seller/products/del-permanent/:id': {
    tag: 'seller',
    summary:
      'Remove an own product for good (order items keep their snapshot; open ones are cancelled and refunded)',
    auth: 'seller',
    params: productIdPathSchema,
    status: 200,
    answer: productDeleteAnswerSchema,
  },
  'DELETE /api/seller/products/image/:imageId': {
    tag: 'seller',
    summary: 'Remove one image of an own product (400 ImageQuantityError if fewer than 3 would remain)',
    auth: 'seller',
    params: imageIdPathSchema,
    status: 200,
    answer: productImageAnswerSchema,
  },
  'PUT /api/seller/products/image/:imageId': {
    tag: 'seller',
    summary:
      'Replace the picture of one image of an own product, same id and slot (image editor: multipart `image`)',
    auth: 'seller',
    params: imageIdPathSchema,
    multipart: true,
    form: z.object({ image: formFile('The new picture for this slot') }),
    status: 200,
    answer: productImageAnswerSchema,
  },
  'GET /api/seller/orders': {
    tag: 'seller',
    summary: "The seller's paid orders, newest first, each with the customer and only this seller's items",
    auth: 'seller',
    query: keysetPageQuerySchema,
    status: 200,
    answer: sellerOrderListSchema,
    paged: true,
  },
  'GET /api/seller/orders/:id': {
    tag: 'seller',
    summary: 'One own order item (by order item id) with its status, product, customer and status history',
    auth: 'seller',
    params: orderItemIdPathSchema,
    status: 200,
    answer: sellerOrderDetailSchema,
  },
  'PATCH /api/seller/orders/:id': {
    tag: 'seller',
    summary:
      'Move an own order item forward (409 InvalidStatusTransition otherwise) → the item and its customer',
    auth: 'seller',
    params: orderItemIdPathSchema,
    body: orderStatusUpdateSchema,
    status: 200,
    answer: orderStatusUpdateAnswerSchema,
    errors: [409],
  },
  'GET /api/seller/profilestatistics': {
    tag: 'seller',
    summary: 'Order-item figures: counted items, rupees sold, returns, open items, units, delivered',
    auth: 'seller',
    status: 200,
    answer: sellerProfileStatisticsSchema,
  },
  'GET /api/seller/salesstatistics': {
    tag: 'seller',
    summary: 'Sales of the last 7 days (STORE_TIMEZONE) and products per category',
    auth: 'seller',
    status: 200,
    answer: sellerSalesStatisticsSchema,
  },
  'POST /api/remove-bg': {
    tag: 'seller',
    summary: 'Remove the background of a product photo (multipart `image`) → processedImage, raw base64 PNG',
    auth: 'seller',
    multipart: true,
    form: z.object({ image: formFile('The product photo (≤ 5 MB, JPEG, PNG, GIF or WEBP)') }),
    status: 200,
    answer: removeBgAnswerSchema,
  },
});
