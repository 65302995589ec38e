import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  imageIdPathSchema,
  productDeleteAnswerSchema,
  productIdPathSchema,
  productImageAnswerSchema,
  sellerIdPathSchema,
  sellerProductAnswerSchema,
  sellerProductListSchema,
  sellerProductSavedSchema,
} from '@electrohub/shared/products';
import { readMultipart } from './multipart.ts';
import * as service from './service.ts';

const tags = ['seller'];
const multipartDoc =
  'multipart/form-data: name, description, price, offerPercentage, stock, categoryName, status, brand, details (JSON text), images (repeated files)';

/**
 * The seller's products (spec 3 §7). Every route acts only on the signed-in seller's products:
 * another seller's product or image is 403 Forbidden and nothing changes.
 */
export const sellerProductRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps: service.Deps = { db: app.db, media: app.media, publicUrl: app.config.PUBLIC_URL };

  app.get(
    '/api/seller/products/single-product/:id',
    {
      schema: {
        tags,
        summary: 'One own product with reviews and real sales figures',
        params: productIdPathSchema,
        response: { 200: sellerProductAnswerSchema },
      },
    },
    async (request) => ({
      product: await service.getProduct(app.db, await request.requireSeller(), request.params.id),
    }),
  );

  app.get(
    '/api/seller/products/:sellerId',
    {
      schema: {
        tags,
        summary: "The signed-in seller's products (the path must be the seller's own id, else 403)",
        params: sellerIdPathSchema,
        response: { 200: sellerProductListSchema },
      },
    },
    async (request) => service.listProducts(app.db, await request.requireSeller(), request.params.sellerId),
  );

  app.post(
    '/api/seller/products/:id',
    {
      schema: {
        tags,
        summary: 'Add a product for the signed-in seller (the path id is not used); 3 to 5 images',
        description: multipartDoc,
        consumes: ['multipart/form-data'],
        params: productIdPathSchema,
        response: { 201: sellerProductSavedSchema },
      },
    },
    async (request, reply) => {
      const sellerId = await request.requireSeller();
      const { fields, files } = await readMultipart(request, ['images']);
      const product = await service.createProduct(deps, sellerId, {
        fields,
        images: files.get('images') ?? [],
      });
      return reply.status(201).send({ product });
    },
  );

  app.patch(
    '/api/seller/products/:id',
    {
      schema: {
        tags,
        summary: 'Edit an own product; every field optional; new images are appended (at most 5)',
        description: multipartDoc,
        consumes: ['multipart/form-data'],
        params: productIdPathSchema,
        response: { 200: sellerProductSavedSchema },
      },
    },
    async (request) => {
      const sellerId = await request.requireSeller();
      const { fields, files } = await readMultipart(request, ['images']);
      const product = await service.updateProduct(deps, sellerId, request.params.id, {
        fields,
        images: files.get('images') ?? [],
      });
      return { product };
    },
  );

  app.delete(
    '/api/seller/products/del-permanent/:id',
    {
      schema: {
        tags,
        summary:
          'Remove an own product for good (order items keep their snapshot; open ones are cancelled and refunded)',
        params: productIdPathSchema,
        response: { 200: productDeleteAnswerSchema },
      },
    },
    async (request) =>
      service.deleteProductPermanently(deps, await request.requireSeller(), request.params.id),
  );

  app.delete(
    '/api/seller/products/image/:imageId',
    {
      schema: {
        tags,
        summary: 'Remove one image of an own product (400 ImageQuantityError if fewer than 3 would remain)',
        params: imageIdPathSchema,
        response: { 200: productImageAnswerSchema },
      },
    },
    async (request) => service.deleteImage(deps, await request.requireSeller(), request.params.imageId),
  );

  app.put(
    '/api/seller/products/image/:imageId',
    {
      schema: {
        tags,
        summary: 'Replace the picture of one image of an own product (image editor: multipart `image`)',
        consumes: ['multipart/form-data'],
        params: imageIdPathSchema,
        response: { 200: productImageAnswerSchema },
      },
    },
    async (request) => {
      const sellerId = await request.requireSeller();
      const { files } = await readMultipart(request, ['image']);
      return service.replaceImage(deps, sellerId, request.params.imageId, files.get('image')?.[0]);
    },
  );

  app.delete(
    '/api/seller/products/:id',
    {
      schema: {
        tags,
        summary:
          'Delete an own product: Discontinued (kept for order history) if it has orders, else removed',
        params: productIdPathSchema,
        response: { 200: productDeleteAnswerSchema },
      },
    },
    async (request) => service.deleteProduct(deps, await request.requireSeller(), request.params.id),
  );
};
