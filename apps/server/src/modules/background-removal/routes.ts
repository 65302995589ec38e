import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { REMOVE_BG_PER_MINUTE } from '@electrohub/shared/seller';
import { AppError } from '../../lib/errors.ts';
import { assertImage } from '../media/image-pipeline.ts';
import { schemaOf } from '../../lib/contract.ts';
import { readMultipart } from '../../plugins/multipart.ts';
import { maskPool } from './mask-pool.ts';
import { removeBackground } from './remove-background.ts';

/**
 * `POST /api/remove-bg`: signed-in sellers only; the image is checked like any product image
 * (≤ 5 MB, JPEG/PNG/GIF/WEBP by content) and cut out on this server — no network, no model.
 */
export const backgroundRemovalRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onClose', async () => maskPool.close());

  app.post(
    '/api/remove-bg',
    {
      config: { rateLimit: { max: REMOVE_BG_PER_MINUTE, timeWindow: '1 minute' } },
      schema: schemaOf('POST /api/remove-bg'),
    },
    async (request) => {
      await request.requireSeller();
      const { files } = await readMultipart(request, { files: ['image'] });
      const image = files.get('image')?.[0];
      if (!image)
        throw new AppError('ValidationError', 'No image to process', 400, {
          issues: [{ path: 'image', message: 'No image to process' }],
        });
      assertImage(image, 'product');
      const png = await removeBackground(image);
      // Raw base64, as the calls table says ("base64 PNG"): clients add the `data:image/png;base64,` prefix.
      return { processedImage: png.toString('base64') };
    },
  );
};
