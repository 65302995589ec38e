import { mkdirSync } from 'node:fs';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import fastifyStatic from '@fastify/static';
import { IMMUTABLE_CACHE_CONTROL } from './s3.ts';
import { MEDIA_PATH, type MediaStore } from './storage.ts';

/**
 * `/media/*` (public; `Cross-Origin-Resource-Policy: cross-origin`, so pages of other origins can show the images):
 * files under DATA_DIR/media through @fastify/static, or, with media in a bucket (root null), a GET that
 * streams the object through `open`. Same URLs and the same long, immutable caching either way.
 */
export const mediaRoutes = fp(
  async (app: FastifyInstance, opts: { media: MediaStore }) => {
    const { media } = opts;
    if (media.root) {
      mkdirSync(media.root, { recursive: true });
      await app.register(fastifyStatic, {
        root: media.root,
        prefix: '/media/',
        decorateReply: false,
        immutable: true,
        maxAge: '365d',
        // Never list or guess: only exact files.
        index: false,
        list: false,
        setHeaders: (res) => res.raw.setHeader('cross-origin-resource-policy', 'cross-origin'),
      });
      return;
    }

    app.get('/media/*', { schema: { hide: true } }, async (request, reply) => {
      const rel = (request.params as { '*': string })['*'];
      const notFound = () =>
        reply
          .status(404)
          .send({ flag: 'NotFound', error: `Route GET ${request.url.split('?')[0]} not found` });
      // Only names this app hands out reach the bucket: no dots, no extra slashes, no encoded tricks.
      if (!MEDIA_PATH.test(rel)) return notFound();
      const object = await media.open(rel);
      if (!object) return notFound();
      reply
        .header('content-type', object.contentType)
        .header('cache-control', IMMUTABLE_CACHE_CONTROL)
        .header('cross-origin-resource-policy', 'cross-origin');
      if (object.length !== undefined) reply.header('content-length', object.length);
      if (object.etag) reply.header('etag', object.etag);
      if (object.lastModified) reply.header('last-modified', object.lastModified);
      return reply.send(object.body);
    });
  },
  { name: 'media-routes' },
);
