import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/helpers.ts';
import { useTestApp } from '../../../test/api.ts';
import { IMAGE_EDITOR_MESSAGES, REMOVE_BG_PER_MINUTE } from '@electrohub/shared/seller';
import { PRODUCT_MESSAGES } from '@electrohub/shared/products';
import { createSeller, sessionCookie } from '../../../test/factories.ts';
import { imageBytes, multipart } from '../../../test/multipart.ts';
import { productPhotoFixtures } from '../../../test/fixtures/product-photos.ts';

const t = useTestApp();
let cookie: string;

beforeAll(async () => {
  cookie = (await t.seller()).cookie;
});

const send = async (
  file: { data: Buffer; name?: string; type?: string; field?: string } | null,
  who: string | null = cookie,
) => {
  const body = await multipart(
    {},
    file
      ? [
          {
            field: file.field ?? 'image',
            name: file.name ?? 'photo.jpg',
            type: file.type ?? 'image/jpeg',
            data: file.data,
          },
        ]
      : [],
  );
  return t.app.inject({
    method: 'POST',
    url: '/api/remove-bg',
    headers: { ...body.headers, ...(who ? { cookie: who } : {}) },
    payload: body.payload,
  });
};

describe('POST /api/remove-bg', () => {
  it('answers raw base64 PNG (no data: prefix) with a transparent background', async () => {
    const [photo] = await productPhotoFixtures();
    const res = await send({ data: photo!.photo });
    expect(res.statusCode).toBe(200);
    const { processedImage } = res.json<{ processedImage: string }>();
    // "base64 PNG", as the calls table says: clients add `data:image/png;base64,` themselves (issue 20).
    expect(processedImage).toMatch(/^[A-Za-z0-9+/]+={0,2}$/);
    const png = Buffer.from(processedImage, 'base64');
    expect(png.subarray(1, 4).toString('latin1')).toBe('PNG');
    const { data, info } = await sharp(png).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
    expect([info.width, info.height]).toEqual([photo!.width, photo!.height]);
    expect(data[3]).toBe(0);
  }, 60_000);

  it('is for signed-in sellers only', async () => {
    const img = { data: await imageBytes('png') };
    expect((await send(img, null)).statusCode).toBe(401);
    const buyer = (await t.buyer()).cookie;
    expect((await send(img, buyer)).statusCode).toBe(401);
  });

  it("without an image: 400 'No image to process'", async () => {
    const res = await send(null);
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe(IMAGE_EDITOR_MESSAGES.noImage);
  });

  it('checks the type by content (415) and the size (413)', async () => {
    const svg = await send({
      data: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'),
      name: 'x.png',
      type: 'image/png',
    });
    expect(svg.statusCode).toBe(415);
    expect(svg.json().error).toBe(PRODUCT_MESSAGES.fileType);
    const big = await send({
      data: Buffer.concat([await imageBytes('png'), Buffer.alloc(5 * 1024 * 1024)]),
      type: 'image/png',
    });
    expect(big.statusCode).toBe(413);
    expect(big.json().error).toBe(PRODUCT_MESSAGES.fileSize);
  });
});

describe('rate limit', () => {
  it(`allows ${REMOVE_BG_PER_MINUTE} calls a minute, then 429`, async () => {
    const t2 = await buildTestApp();
    try {
      const ck = await sessionCookie(t2.app.db, 'seller', (await createSeller(t2.app.db)).id);
      const body = await multipart({}, []);
      const codes: number[] = [];
      for (let i = 0; i <= REMOVE_BG_PER_MINUTE; i++) {
        const res = await t2.app.inject({
          method: 'POST',
          url: '/api/remove-bg',
          headers: { ...body.headers, cookie: ck },
          payload: body.payload,
        });
        codes.push(res.statusCode);
      }
      expect(codes.slice(0, REMOVE_BG_PER_MINUTE).every((c) => c === 400)).toBe(true);
      expect(codes.at(-1)).toBe(429);
    } finally {
      await t2.close();
    }
  });
});
