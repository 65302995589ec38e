import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminBannerListSchema,
  adminCarouselListSchema,
  adminCategoryListSchema,
  bannerSavedSchema,
  carouselSavedSchema,
  categoryDeletedSchema,
  categoryPathSchema,
  categorySavedSchema,
  CMS_TOASTS,
  cmsDeletedSchema,
  cmsIdPathSchema,
  cmsListQuerySchema,
} from '@electrohub/shared/admin-cms';
import { readMultipart } from '../seller-products/multipart.ts';
import * as service from './service.ts';

const tags = ['admin-cms'];

/** Admin CMS: categories, banner carousel, product carousel (spec 3 §2, §7). Every route requires the admin session. */
export const adminCmsRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps: service.Deps = { db: app.db, media: app.media };
  /** The signed-in admin (401 NoAdminTokenProvided otherwise) and where the request came from, for the audit log. */
  const actor = async (request: { requireAdmin(): Promise<number>; ip: string }): Promise<service.Actor> => ({
    adminId: await request.requireAdmin(),
    ip: request.ip,
  });
  const upload = async (request: Parameters<typeof readMultipart>[0]): Promise<service.CmsUpload> => {
    const { fields, files } = await readMultipart(request, ['image']);
    return { fields, image: files.get('image')?.[0] };
  };

  // ---------- categories ----------

  app.get(
    '/api/admin/cms/categories',
    {
      schema: {
        tags,
        summary: 'Categories with how many products use each (paged)',
        querystring: cmsListQuerySchema,
        response: { 200: adminCategoryListSchema },
      },
    },
    async (request) => {
      await request.requireAdmin();
      return service.listCategories(app.db, request.query);
    },
  );

  app.post(
    '/api/admin/cms/categories',
    {
      schema: {
        tags,
        summary: 'Add a category (multipart: name, image)',
        consumes: ['multipart/form-data'],
        response: { 201: categorySavedSchema },
      },
    },
    async (request, reply) => {
      const who = await actor(request);
      const category = await service.addCategory(deps, who, await upload(request));
      return reply.status(201).send({ message: CMS_TOASTS.categoryAdded(category.name), category });
    },
  );

  app.patch(
    '/api/admin/cms/categories/:categoryName',
    {
      schema: {
        tags,
        summary: "Replace a category's image (multipart: image, required)",
        consumes: ['multipart/form-data'],
        params: categoryPathSchema,
        response: { 200: categorySavedSchema },
      },
    },
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
    {
      schema: {
        tags,
        summary: 'Delete a category no product uses (409 CategoryInUse otherwise)',
        params: categoryPathSchema,
        response: { 200: categoryDeletedSchema },
      },
    },
    async (request) => service.deleteCategory(deps, await actor(request), request.params.categoryName),
  );

  // ---------- banner carousel ----------

  app.get(
    '/api/admin/cms/banner-carousels',
    {
      schema: {
        tags,
        summary: 'Every home banner, active or not, in order (paged)',
        querystring: cmsListQuerySchema,
        response: { 200: adminBannerListSchema },
      },
    },
    async (request) => {
      await request.requireAdmin();
      return service.listBanners(app.db, request.query);
    },
  );

  app.post(
    '/api/admin/cms/banner-carousels',
    {
      schema: {
        tags,
        summary: "Add a banner (multipart: title, href, image, isActive 'true'|'false', default true)",
        consumes: ['multipart/form-data'],
        response: { 201: bannerSavedSchema },
      },
    },
    async (request, reply) => {
      const who = await actor(request);
      const bannerCarousel = await service.addBanner(deps, who, await upload(request));
      return reply
        .status(201)
        .send({ message: CMS_TOASTS.bannerAdded(bannerCarousel.title), bannerCarousel });
    },
  );

  app.patch(
    '/api/admin/cms/banner-carousels/:id',
    {
      schema: {
        tags,
        summary: 'Edit a banner (multipart, every field optional: title, href, image, isActive)',
        consumes: ['multipart/form-data'],
        params: cmsIdPathSchema,
        response: { 200: bannerSavedSchema },
      },
    },
    async (request) => {
      const who = await actor(request);
      const bannerCarousel = await service.editBanner(deps, who, request.params.id, await upload(request));
      return { message: CMS_TOASTS.bannerUpdated, bannerCarousel };
    },
  );

  app.delete(
    '/api/admin/cms/banner-carousels/:id',
    {
      schema: {
        tags,
        summary: 'Delete a banner',
        params: cmsIdPathSchema,
        response: { 200: cmsDeletedSchema },
      },
    },
    async (request) => service.deleteBanner(deps, await actor(request), request.params.id),
  );

  // ---------- product carousel ----------

  app.get(
    '/api/admin/cms/product-carousels',
    {
      schema: {
        tags,
        summary: 'Every product-slider item, active or not (paged)',
        querystring: cmsListQuerySchema,
        response: { 200: adminCarouselListSchema },
      },
    },
    async (request) => {
      await request.requireAdmin();
      return service.listCarousel(app.db, request.query);
    },
  );

  app.post(
    '/api/admin/cms/product-carousels',
    {
      schema: {
        tags,
        summary: 'Add a product-slider item (multipart: name, href, price, image, isActive)',
        consumes: ['multipart/form-data'],
        response: { 201: carouselSavedSchema },
      },
    },
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
    {
      schema: {
        tags,
        summary:
          'Edit a product-slider item (multipart, every field optional: name, price, href, image, isActive)',
        consumes: ['multipart/form-data'],
        params: cmsIdPathSchema,
        response: { 200: carouselSavedSchema },
      },
    },
    async (request) => {
      const who = await actor(request);
      const productCarousel = await service.editCarousel(deps, who, request.params.id, await upload(request));
      return { message: CMS_TOASTS.productUpdated, productCarousel };
    },
  );

  app.delete(
    '/api/admin/cms/product-carousels/:id',
    {
      schema: {
        tags,
        summary: 'Delete a product-slider item',
        params: cmsIdPathSchema,
        response: { 200: cmsDeletedSchema },
      },
    },
    async (request) => service.deleteCarousel(deps, await actor(request), request.params.id),
  );
};
