import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { schemaOf, sendPage } from '../../lib/contract.ts';
import { REPORTS_PUBLIC_CHANGES } from '../../lib/memo.ts';
import { readMultipart } from '../../plugins/multipart.ts';
import { assertMayEditProducts } from '../settlement/service.ts';
import * as service from './service.ts';

/**
 * The seller's products. Every route acts only on the signed-in seller's products:
 * another seller's product or image is 403 Forbidden and nothing changes. The writes report the product they
 * changed to the public answers themselves (service: `productChanged`; decision 029).
 */
export const sellerProductRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps: service.Deps = { db: app.db, media: app.media, publicUrl: app.config.PUBLIC_URL };

  app.get(
    '/api/seller/products/single-product/:id',
    { schema: schemaOf('GET /api/seller/products/single-product/:id') },
    async (request) => service.getProduct(app.db, await request.requireSeller(), request.params.id),
  );

  app.get(
    '/api/seller/products/:id',
    { schema: schemaOf('GET /api/seller/products/:id') },
    async (request, reply) => {
      const sellerId = await request.requireSeller();
      // The path's id is the seller's (the table's /api/seller/products/{sellerId}); one parameter name per path.
      const page = await service.listProducts(app.db, sellerId, request.params.id, request.query);
      return sendPage(request, reply, page);
    },
  );

  app.post(
    '/api/seller/products/:id',
    { config: REPORTS_PUBLIC_CHANGES, schema: schemaOf('POST /api/seller/products/:id') },
    async (request, reply) => {
      const sellerId = await request.requireSeller();
      // A pending or suspended seller cannot add or edit products (decision 049).
      await assertMayEditProducts(app.db, sellerId);
      const { fields, files } = await readMultipart(request, service.PRODUCT_IMAGES_FORM);
      const product = await service.createProduct(deps, sellerId, {
        fields,
        images: files.get('images') ?? [],
      });
      return reply.status(201).send(product);
    },
  );

  app.patch(
    '/api/seller/products/:id',
    { config: REPORTS_PUBLIC_CHANGES, schema: schemaOf('PATCH /api/seller/products/:id') },
    async (request) => {
      const sellerId = await request.requireSeller();
      // A pending or suspended seller cannot add or edit products (decision 049).
      await assertMayEditProducts(app.db, sellerId);
      const { fields, files } = await readMultipart(request, service.PRODUCT_IMAGES_FORM);
      return service.updateProduct(deps, sellerId, request.params.id, {
        fields,
        images: files.get('images') ?? [],
      });
    },
  );

  app.delete(
    '/api/seller/products/del-permanent/:id',
    { config: REPORTS_PUBLIC_CHANGES, schema: schemaOf('DELETE /api/seller/products/del-permanent/:id') },
    async (request) =>
      service.deleteProductPermanently(deps, await request.requireSeller(), request.params.id),
  );

  app.delete(
    '/api/seller/products/image/:imageId',
    { config: REPORTS_PUBLIC_CHANGES, schema: schemaOf('DELETE /api/seller/products/image/:imageId') },
    async (request) => service.deleteImage(deps, await request.requireSeller(), request.params.imageId),
  );

  app.put(
    '/api/seller/products/image/:imageId',
    { config: REPORTS_PUBLIC_CHANGES, schema: schemaOf('PUT /api/seller/products/image/:imageId') },
    async (request) => {
      const sellerId = await request.requireSeller();
      await assertMayEditProducts(app.db, sellerId);
      const { files } = await readMultipart(request, { files: ['image'] });
      return service.replaceImage(deps, sellerId, request.params.imageId, files.get('image')?.[0]);
    },
  );

  app.delete(
    '/api/seller/products/:id',
    { config: REPORTS_PUBLIC_CHANGES, schema: schemaOf('DELETE /api/seller/products/:id') },
    async (request) => service.deleteProduct(deps, await request.requireSeller(), request.params.id),
  );
};
