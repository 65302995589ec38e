import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { CMS_TOASTS } from '@electrohub/shared/admin-cms';
import { schemaOf, sendPage } from '../../lib/contract.ts';
import { readMultipart } from '../../plugins/multipart.ts';
import * as service from './service.ts';

const BANNER_FILES = ['image', 'phoneImage'];

/** Admin CMS: categories, banner carousel, product carousel. Every route requires the admin session. */
export const adminCmsRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps: service.Deps = { db: app.db, media: app.media };
  /** The signed-in admin (401 NoAdminTokenProvided otherwise) and where the request came from, for the audit log. */
  const actor = async (request: { requireAdmin(): Promise<number>; ip: string }): Promise<service.Actor> => ({
    adminId: await request.requireAdmin(),
    ip: request.ip,
  });
  // Only a banner takes a second picture (its phone crop); elsewhere 'phoneImage' is an unexpected file (400).
  const upload = async (
    request: Parameters<typeof readMultipart>[0],
    accepted: string[] = ['image'],
  ): Promise<service.CmsUpload> => {
    const { fields, files } = await readMultipart(request, { files: accepted });
    return { fields, image: files.get('image')?.[0], phoneImage: files.get('phoneImage')?.[0] };
  };

  // ---------- categories ----------

  app.get(
    '/api/admin/cms/categories',
    { schema: schemaOf('GET /api/admin/cms/categories') },
    async (request, reply) => {
      await request.requireAdmin();
      return sendPage(request, reply, await service.listCategories(app.db, request.query));
    },
  );

  app.post(
    '/api/admin/cms/categories',
    { schema: schemaOf('POST /api/admin/cms/categories') },
    async (request, reply) => {
      const who = await actor(request);
      const category = await service.addCategory(deps, who, await upload(request));
      return reply.status(201).send({ message: CMS_TOASTS.categoryAdded(category.name), category });
    },
  );

  app.patch(
    '/api/admin/cms/categories/:categoryName',
    { schema: schemaOf('PATCH /api/admin/cms/categories/:categoryName') },
    async (request) => {
      const who = await actor(request);
      const category = await service.replaceCategoryImage(
        deps,
        who,
        request.params.categoryName,
        await upload(request),
      );
      return { message: CMS_TOASTS.categoryImageUpdated, category };
    },
  );

  app.delete(
    '/api/admin/cms/categories/:categoryName',
    { schema: schemaOf('DELETE /api/admin/cms/categories/:categoryName') },
    async (request) => service.deleteCategory(deps, await actor(request), request.params.categoryName),
  );

  // ---------- banner carousel ----------

  app.get(
    '/api/admin/cms/banner-carousels',
    { schema: schemaOf('GET /api/admin/cms/banner-carousels') },
    async (request, reply) => {
      await request.requireAdmin();
      return sendPage(request, reply, await service.listBanners(app.db, request.query));
    },
  );

  app.post(
    '/api/admin/cms/banner-carousels',
    { schema: schemaOf('POST /api/admin/cms/banner-carousels') },
    async (request, reply) => {
      const who = await actor(request);
      const bannerCarousel = await service.addBanner(deps, who, await upload(request, BANNER_FILES));
      return reply
        .status(201)
        .send({ message: CMS_TOASTS.bannerAdded(bannerCarousel.title), bannerCarousel });
    },
  );

  app.patch(
    '/api/admin/cms/banner-carousels/:id',
    { schema: schemaOf('PATCH /api/admin/cms/banner-carousels/:id') },
    async (request) => {
      const who = await actor(request);
      const bannerCarousel = await service.editBanner(
        deps,
        who,
        request.params.id,
        await upload(request, BANNER_FILES),
      );
      return { message: CMS_TOASTS.bannerUpdated, bannerCarousel };
    },
  );

  app.delete(
    '/api/admin/cms/banner-carousels/:id',
    { schema: schemaOf('DELETE /api/admin/cms/banner-carousels/:id') },
    async (request) => service.deleteBanner(deps, await actor(request), request.params.id),
  );

  // ---------- product carousel ----------

  app.get(
    '/api/admin/cms/product-carousels',
    { schema: schemaOf('GET /api/admin/cms/product-carousels') },
    async (request, reply) => {
      await request.requireAdmin();
      return sendPage(request, reply, await service.listCarousel(app.db, request.query));
    },
  );

  app.post(
    '/api/admin/cms/product-carousels',
    { schema: schemaOf('POST /api/admin/cms/product-carousels') },
    async (request, reply) => {
      const who = await actor(request);
      const productCarousel = await service.addCarousel(deps, who, await upload(request));
      return reply
        .status(201)
        .send({ message: CMS_TOASTS.productAdded(productCarousel.name), productCarousel });
    },
  );

  app.patch(
    '/api/admin/cms/product-carousels/:id',
    { schema: schemaOf('PATCH /api/admin/cms/product-carousels/:id') },
    async (request) => {
      const who = await actor(request);
      const productCarousel = await service.editCarousel(deps, who, request.params.id, await upload(request));
      return { message: CMS_TOASTS.productUpdated, productCarousel };
    },
  );

  app.delete(
    '/api/admin/cms/product-carousels/:id',
    { schema: schemaOf('DELETE /api/admin/cms/product-carousels/:id') },
    async (request) => service.deleteCarousel(deps, await actor(request), request.params.id),
  );

  app.get(
    '/api/admin/cms/categories/productCount',
    { schema: schemaOf('GET /api/admin/cms/categories/productCount') },
    async (request, reply) => {
      await request.requireAdmin();
      return sendPage(request, reply, await service.categoryProductCount(app.db, request.query));
    },
  );
};
