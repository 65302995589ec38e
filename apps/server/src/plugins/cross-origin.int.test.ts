import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { createCategory } from '../../test/factories.ts';
import { useTestApp } from '../../test/api.ts';

/** Clients served from other origins: CORS for configured origins only, absolute media URLs, media shown anywhere. */
const PARTNER = 'http://partner.test:8080';
const ctx = useTestApp({
  env: { PUBLIC_URL: 'https://shop.example.in', CORS_ORIGINS: `${PARTNER},http://other.test` },
});
const cdn = useTestApp({
  env: { PUBLIC_URL: 'https://shop.example.in', MEDIA_BASE_URL: 'https://cdn.example.in/' },
});
let imageUrl: string;

beforeAll(async () => {
  const png = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#3366cc' } })
    .png()
    .toBuffer();
  imageUrl = await ctx.app.media.saveImage(png, 'category', 'categories');
  await createCategory(ctx.database.db, { name: 'Audio', imageUrl });
  await createCategory(cdn.database.db, { name: 'Audio', imageUrl });
});

describe('CORS', () => {
  it.each(['GET', 'POST', 'PUT', 'PATCH', 'DELETE'])(
    'lets a configured origin preflight %s with credentials',
    async (method) => {
      const res = await ctx.app.inject({
        method: 'OPTIONS',
        url: '/api/user/cart/update/1',
        headers: {
          origin: PARTNER,
          'access-control-request-method': method,
          'access-control-request-headers': 'content-type',
        },
      });
      expect(res.statusCode).toBe(204);
      expect(res.headers['access-control-allow-origin']).toBe(PARTNER);
      expect(res.headers['access-control-allow-credentials']).toBe('true');
      expect(String(res.headers['access-control-allow-methods']).split(/,\s*/)).toContain(method);
      expect(String(res.headers['access-control-allow-headers']).toLowerCase()).toContain('content-type');
    },
  );

  it('exposes the paging headers to a configured origin', async () => {
    const res = await ctx.app.inject({
      method: 'GET',
      url: '/api/categories/all',
      headers: { origin: PARTNER },
    });
    expect(res.headers['access-control-allow-origin']).toBe(PARTNER);
    expect(String(res.headers['access-control-expose-headers'])).toMatch(/X-Total-Count/);
    expect(String(res.headers['access-control-expose-headers'])).toMatch(/Link/);
  });

  it('sends no CORS headers to any other origin', async () => {
    for (const origin of [
      'http://evil.test',
      'http://partner.test:9090',
      'https://shop.example.in.evil.test',
    ]) {
      const pre = await ctx.app.inject({
        method: 'OPTIONS',
        url: '/api/user/cart/update/1',
        headers: { origin, 'access-control-request-method': 'PUT' },
      });
      expect(pre.headers['access-control-allow-origin'], origin).toBeUndefined();
      expect(pre.headers['access-control-allow-credentials'], origin).toBeUndefined();
      const get = await ctx.app.inject({ method: 'GET', url: '/api/categories/all', headers: { origin } });
      expect(get.headers['access-control-allow-origin'], origin).toBeUndefined();
    }
  });
});

describe('media for other origins', () => {
  it('answers absolute image URLs on PUBLIC_URL', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/categories/all' });
    const audio = res.json<{ name: string; imageUrl: string }[]>().find((c) => c.name === 'Audio');
    expect(audio?.imageUrl).toBe(`https://shop.example.in${imageUrl}`);
  });

  it('answers absolute image URLs on MEDIA_BASE_URL when one is set', async () => {
    const res = await cdn.app.inject({ method: 'GET', url: '/api/categories/all' });
    const audio = res.json<{ name: string; imageUrl: string }[]>().find((c) => c.name === 'Audio');
    expect(audio?.imageUrl).toBe(`https://cdn.example.in${imageUrl}`);
  });

  it('serves /media publicly with Cross-Origin-Resource-Policy cross-origin; API answers stay same-origin', async () => {
    const media = await ctx.app.inject({ method: 'GET', url: imageUrl });
    expect(media.statusCode).toBe(200);
    expect(media.headers['content-type']).toBe('image/webp');
    expect(media.headers['cross-origin-resource-policy']).toBe('cross-origin');
    const api = await ctx.app.inject({ method: 'GET', url: '/api/categories/all' });
    expect(api.headers['cross-origin-resource-policy']).toBe('same-origin');
  });

  it('lets the pages show images from MEDIA_BASE_URL (Content-Security-Policy img-src)', async () => {
    const res = await cdn.app.inject({ method: 'GET', url: '/api/health' });
    expect(String(res.headers['content-security-policy'])).toMatch(/img-src[^;]*https:\/\/cdn\.example\.in/);
  });
});
