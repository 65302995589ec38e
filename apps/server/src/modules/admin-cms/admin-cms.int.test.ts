import { existsSync } from 'node:fs';
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { and, desc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { CMS_MESSAGES } from '@electrohub/shared/admin-cms';
import { imageSrcSet } from '@electrohub/shared/media';
import sharp from 'sharp';
import { auditLog, banners, categories, productCarouselItems } from '../../db/schema/index.ts';
import { allKeys, expectAdminOnly, SECRET_KEYS } from '../../../test/helpers.ts';
import { useTestApp } from '../../../test/api.ts';
import { createCategory, createProduct, signedInAccounts } from '../../../test/factories.ts';
import { imageBytes, type FilePart } from '../../../test/multipart.ts';

const t = useTestApp();
let admin: string;
let adminId: number;
let buyer: string;
let seller: string;
let sellerId: number;

beforeAll(async () => {
  const db = t.app.db;
  ({ adminId, admin, buyer, sellerId, seller } = await signedInAccounts(db));
});

const png = async (colour = '#22c55e'): Promise<FilePart> => ({
  field: 'image',
  name: 'tile.png',
  type: 'image/png',
  data: await imageBytes('png', colour),
});
const fakePng = (): FilePart => ({
  field: 'image',
  name: 'fake.png',
  type: 'image/png',
  data: Buffer.from('just some text, not a picture'),
});
/** Answers carry absolute media URLs (the serializer prefixes the stored `/media/…` path with MEDIA_BASE_URL). */
const abs = (stored: string) => `${t.app.config.mediaBaseUrl}${stored}`;
const stored = (url: string) => url.replace(t.app.config.mediaBaseUrl, '');
const mediaFile = (url: string) => path.join(t.dataDir, stored(url).replace(/^\//, ''));

async function send(
  method: 'POST' | 'PATCH',
  url: string,
  fields: Record<string, string>,
  files: FilePart[] = [],
  cookie = admin,
) {
  return t.sendForm(method, url, cookie, fields, files);
}
const get = (url: string, cookie = admin) => t.get(url, cookie);
const del = (url: string, cookie = admin) => t.send('DELETE', url, cookie);

function expectIssue(res: Awaited<ReturnType<typeof get>>, pathName: string, message: string) {
  expect(res.statusCode).toBe(400);
  const body = res.json();
  expect(body.flag).toBe('ValidationError');
  expect(body.issues).toEqual(expect.arrayContaining([{ path: pathName, message }]));
}

const lastAudit = async (action: string) =>
  (
    await t.app.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, action))
      .orderBy(desc(auditLog.id))
      .limit(1)
  )[0];

describe('every admin CMS route needs the admin session', () => {
  const routes: [string, string][] = [
    ['GET', '/api/admin/cms/categories'],
    ['POST', '/api/admin/cms/categories'],
    ['PATCH', '/api/admin/cms/categories/Anything'],
    ['DELETE', '/api/admin/cms/categories/Anything'],
    ['GET', '/api/admin/cms/banner-carousels'],
    ['POST', '/api/admin/cms/banner-carousels'],
    ['PATCH', '/api/admin/cms/banner-carousels/1'],
    ['DELETE', '/api/admin/cms/banner-carousels/1'],
    ['GET', '/api/admin/cms/product-carousels'],
    ['POST', '/api/admin/cms/product-carousels'],
    ['PATCH', '/api/admin/cms/product-carousels/1'],
    ['DELETE', '/api/admin/cms/product-carousels/1'],
  ];
  it.each(routes)(
    '%s %s: 401 NoAdminTokenProvided without a cookie, and for buyer and seller sessions',
    async (method, url) => {
      await expectAdminOnly(t.app, { method: method as 'GET', url }, [buyer, seller]);
    },
  );

  it('changes nothing for a non-admin (a seller cannot add a category)', async () => {
    const res = await send(
      'POST',
      '/api/admin/cms/categories',
      { name: 'Seller Made' },
      [await png()],
      seller,
    );
    expect(res.statusCode).toBe(401);
    expect(await t.app.db.select().from(categories).where(eq(categories.name, 'Seller Made'))).toEqual([]);
  });
});

describe('categories', () => {
  it('adds a category (201 {category: {name, imageUrl}}), stores a WebP, and the storefront lists it', async () => {
    const res = await send('POST', '/api/admin/cms/categories', { name: '  Drones  ' }, [await png()]);
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body.message).toBe('Category "Drones" added successfully');
    expect(body.category).toMatchObject({ name: 'Drones', productCount: 0 });
    expect(stored(body.category.imageUrl)).toMatch(/^\/media\/categories\/[\w-]+-800\.webp$/);
    expect(body.category.imageUrl).toBe(abs(stored(body.category.imageUrl)));
    expect(existsSync(mediaFile(body.category.imageUrl))).toBe(true);

    const all = (await t.get('/api/categories/all')).json<{ name: string }[]>();
    expect(all.map((c) => c.name)).toContain('Drones');
    const audited = await lastAudit('admin.category-add');
    expect(audited).toMatchObject({
      category: 'system',
      actorType: 'admin',
      actorId: adminId,
      detail: 'Drones',
      success: true,
    });
  });

  it('lists categories with product counts, paged with a total', async () => {
    const used = await createCategory(t.app.db, { name: 'Counted Cameras' });
    await createProduct(t.app.db, { sellerId, categoryName: used.name });
    await createProduct(t.app.db, { sellerId, categoryName: used.name, status: 'Discontinued' });
    const res = await get('/api/admin/cms/categories?page=1&limit=50');
    expect(res.statusCode).toBe(200);
    const list = res.json<{ name: string }[]>();
    const total = Number(res.headers['x-total-count']);
    expect(total).toBe(list.length);
    expect(list).toContainEqual({ name: 'Counted Cameras', imageUrl: abs(used.imageUrl), productCount: 2 });

    const one = await get('/api/admin/cms/categories?page=1&limit=1');
    expect(one.json()).toHaveLength(1);
    expect(Number(one.headers['x-total-count'])).toBe(total);
    const past = await get('/api/admin/cms/categories?page=999&limit=10');
    expect(past.json()).toEqual([]);
    expect(Number(past.headers['x-total-count'])).toBe(total);
    // Without paging parameters: the first 1,000 rows (every one here).
    expect((await get('/api/admin/cms/categories')).json()).toHaveLength(total);
    expect((await get('/api/admin/cms/categories?limit=1001')).statusCode).toBe(400);
    expect((await get('/api/admin/cms/categories?extra=1')).statusCode).toBe(400);
  });

  it('refuses a missing name and a missing image with the documented messages', async () => {
    expectIssue(
      await send('POST', '/api/admin/cms/categories', {}, [await png()]),
      'name',
      CMS_MESSAGES.categoryName,
    );
    expectIssue(
      await send('POST', '/api/admin/cms/categories', { name: '   ' }, [await png()]),
      'name',
      CMS_MESSAGES.categoryName,
    );
    const noImage = await send('POST', '/api/admin/cms/categories', { name: 'No Picture' });
    expectIssue(noImage, 'image', CMS_MESSAGES.image);
    expect(noImage.json().error).toBe('Image is required');
  });

  it('refuses unknown fields', async () => {
    const res = await send('POST', '/api/admin/cms/categories', { name: 'Extra', description: 'x' }, [
      await png(),
    ]);
    expect(res.statusCode).toBe(400);
    expect(await t.app.db.select().from(categories).where(eq(categories.name, 'Extra'))).toEqual([]);
  });

  it('refuses an upload by its content: a .png that is really text is 415, nothing stored', async () => {
    const res = await send('POST', '/api/admin/cms/categories', { name: 'Fake Image' }, [fakePng()]);
    expect(res.statusCode).toBe(415);
    expect(res.json()).toMatchObject({
      flag: 'UnsupportedFileType',
      error: 'Invalid file type. Only JPEG, PNG, JPG, GIF, and WEBP are allowed',
    });
    expect(await t.app.db.select().from(categories).where(eq(categories.name, 'Fake Image'))).toEqual([]);
  });

  it('refuses a file over 5 MB (413)', async () => {
    const big: FilePart = {
      field: 'image',
      name: 'big.png',
      type: 'image/png',
      data: Buffer.concat([await imageBytes('png'), Buffer.alloc(5 * 1024 * 1024)]),
    };
    const res = await send('POST', '/api/admin/cms/categories', { name: 'Huge' }, [big]);
    expect(res.statusCode).toBe(413);
    expect(res.json().flag).toBe('FileTooLarge');
  });

  it('refuses a duplicate name, whatever its case (409 CategoryExists)', async () => {
    const res = await send('POST', '/api/admin/cms/categories', { name: 'drones' }, [await png()]);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ flag: 'CategoryExists', error: 'Category "drones" already exists' });
  });

  it('replaces the image (PATCH, image required), removes the old file, and the storefront shows the new one', async () => {
    const before = (await t.app.db.select().from(categories).where(eq(categories.name, 'Drones')))[0]!;
    expectIssue(await send('PATCH', '/api/admin/cms/categories/Drones', {}), 'image', CMS_MESSAGES.image);
    const res = await send('PATCH', '/api/admin/cms/categories/drones', {}, [await png('#ef4444')]);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.message).toBe('Category image updated successfully');
    expect(body.category.name).toBe('Drones');
    expect(stored(body.category.imageUrl)).not.toBe(before.imageUrl);
    expect(existsSync(mediaFile(before.imageUrl))).toBe(false);
    expect(existsSync(mediaFile(body.category.imageUrl))).toBe(true);
    const all = (await t.get('/api/categories/all')).json<{ name: string; imageUrl: string }[]>();
    expect(all.find((c) => c.name === 'Drones')?.imageUrl).toBe(body.category.imageUrl);
    expect(await lastAudit('admin.category-image')).toMatchObject({ actorId: adminId, detail: 'Drones' });
  });

  it('a category name with spaces and symbols works in the path', async () => {
    const res = await send('POST', '/api/admin/cms/categories', { name: 'TV & Audio' }, [await png()]);
    expect(res.statusCode).toBe(201);
    const patched = await send('PATCH', `/api/admin/cms/categories/${encodeURIComponent('TV & Audio')}`, {}, [
      await png('#000000'),
    ]);
    expect(patched.statusCode).toBe(200);
    expect((await del(`/api/admin/cms/categories/${encodeURIComponent('tv & audio')}`)).statusCode).toBe(200);
  });

  it('refuses to delete a category products still use (409 CategoryInUse), and keeps it', async () => {
    const res = await del('/api/admin/cms/categories/Counted%20Cameras');
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      flag: 'CategoryInUse',
      error:
        'Category "Counted Cameras" still has 2 products. Move or delete them before deleting the category.',
    });
    const all = (await t.get('/api/categories/all')).json<{ name: string }[]>();
    expect(all.map((c) => c.name)).toContain('Counted Cameras');
  });

  it('deletes an unused category, its image file, and the storefront no longer lists it', async () => {
    const row = (await t.app.db.select().from(categories).where(eq(categories.name, 'Drones')))[0]!;
    const res = await del('/api/admin/cms/categories/Drones');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'Category "Drones" deleted successfully', name: 'Drones' });
    expect(existsSync(mediaFile(row.imageUrl))).toBe(false);
    const all = (await t.get('/api/categories/all')).json<{ name: string }[]>();
    expect(all.map((c) => c.name)).not.toContain('Drones');
    expect(await lastAudit('admin.category-delete')).toMatchObject({ actorId: adminId, detail: 'Drones' });
  });

  it('404 NotFound for an unknown category', async () => {
    expect((await del('/api/admin/cms/categories/Nope')).json()).toEqual({
      flag: 'NotFound',
      error: 'Category not found',
    });
    const res = await send('PATCH', '/api/admin/cms/categories/Nope', {}, [await png()]);
    expect(res.statusCode).toBe(404);
  });
});

describe('banner carousel', () => {
  let id: number;
  const publicBanners = async () =>
    (await t.get('/api/banner-carousels')).json<{ id: number; title: string; href: string }[]>();

  it('adds a banner, active by default, shown on the storefront', async () => {
    const res = await send(
      'POST',
      '/api/admin/cms/banner-carousels',
      { title: 'Diwali Deals', href: '/categories/Laptops' },
      [await png()],
    );
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body.message).toBe('Banner "Diwali Deals" added successfully');
    expect(body.bannerCarousel).toMatchObject({
      title: 'Diwali Deals',
      href: '/categories/Laptops',
      isActive: true,
    });
    expect(stored(body.bannerCarousel.imageUrl)).toMatch(/^\/media\/banners\/.+\.webp$/);
    id = body.bannerCarousel.id;
    expect((await publicBanners()).map((b) => b.id)).toContain(id);
    expect(await lastAudit('admin.banner-add')).toMatchObject({
      actorId: adminId,
      detail: `#${id} Diwali Deals`,
    });
  });

  it("takes isActive 'false' on add: stored, not shown publicly", async () => {
    const res = await send(
      'POST',
      '/api/admin/cms/banner-carousels',
      { title: 'Hidden', href: 'https://example.com/sale', isActive: 'false' },
      [await png()],
    );
    expect(res.statusCode).toBe(201);
    const hidden = res.json().bannerCarousel;
    expect(hidden.isActive).toBe(false);
    expect((await publicBanners()).map((b) => b.id)).not.toContain(hidden.id);
    const listed = await get('/api/admin/cms/banner-carousels');
    const list = listed.json<{ id: number }[]>();
    expect(list.map((b) => b.id)).toEqual(expect.arrayContaining([id, hidden.id]));
    expect(Number(listed.headers['x-total-count'])).toBe(list.length);
  });

  it.each([
    [{ href: '/x' }, 'title', CMS_MESSAGES.bannerTitle],
    [{ title: '  ', href: '/x' }, 'title', CMS_MESSAGES.bannerTitle],
    [{ title: 'T' }, 'href', CMS_MESSAGES.href],
    [{ title: 'T', href: '' }, 'href', CMS_MESSAGES.href],
    [{ title: 'T', href: 'javascript:alert(1)' }, 'href', CMS_MESSAGES.hrefUnsafe],
    [{ title: 'T', href: '//evil.example/x' }, 'href', CMS_MESSAGES.hrefUnsafe],
    [{ title: 'T', href: 'data:text/html,hi' }, 'href', CMS_MESSAGES.hrefUnsafe],
    [{ title: 'T', href: '/x', isActive: 'yes' }, 'isActive', CMS_MESSAGES.isActive],
  ])('refuses %o on add: %s "%s"', async (fields, pathName, message) => {
    expectIssue(
      await send('POST', '/api/admin/cms/banner-carousels', fields, [await png()]),
      pathName,
      message,
    );
  });

  it('needs an image on add', async () => {
    expectIssue(
      await send('POST', '/api/admin/cms/banner-carousels', { title: 'T', href: '/x' }),
      'image',
      CMS_MESSAGES.image,
    );
  });

  it('edits to inactive: gone from the public list; other fields unchanged', async () => {
    const res = await send('PATCH', `/api/admin/cms/banner-carousels/${id}`, { isActive: 'false' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      message: 'Banner updated successfully',
      bannerCarousel: { id, title: 'Diwali Deals', isActive: false },
    });
    expect((await publicBanners()).map((b) => b.id)).not.toContain(id);
    expect(await lastAudit('admin.banner-edit')).toMatchObject({
      actorId: adminId,
      detail: `#${id} isActive`,
    });
  });

  it('edits title, link and image; reactivates; the old image file is removed', async () => {
    const [before] = await t.app.db.select().from(banners).where(eq(banners.id, id));
    const res = await send(
      'PATCH',
      `/api/admin/cms/banner-carousels/${id}`,
      { title: 'Festive Deals', href: 'https://electrohub.test/deals', isActive: 'true' },
      [await png('#f59e0b')],
    );
    expect(res.statusCode).toBe(200);
    const b = res.json().bannerCarousel;
    expect(b).toMatchObject({
      title: 'Festive Deals',
      href: 'https://electrohub.test/deals',
      isActive: true,
    });
    expect(stored(b.imageUrl)).not.toBe(before!.imageUrl);
    expect(existsSync(mediaFile(before!.imageUrl))).toBe(false);
    expect(await publicBanners()).toContainEqual({
      id,
      title: 'Festive Deals',
      href: 'https://electrohub.test/deals',
      imageUrl: b.imageUrl,
      phoneImageUrl: null,
    });
  });

  it('refuses bad edits (empty title, unsafe link, fake image) and changes nothing', async () => {
    expectIssue(
      await send('PATCH', `/api/admin/cms/banner-carousels/${id}`, { title: '' }),
      'title',
      CMS_MESSAGES.bannerTitle,
    );
    expectIssue(
      await send('PATCH', `/api/admin/cms/banner-carousels/${id}`, { href: 'javascript:void(0)' }),
      'href',
      CMS_MESSAGES.hrefUnsafe,
    );
    expect((await send('PATCH', `/api/admin/cms/banner-carousels/${id}`, {}, [fakePng()])).statusCode).toBe(
      415,
    );
    const [row] = await t.app.db.select().from(banners).where(eq(banners.id, id));
    expect(row).toMatchObject({ title: 'Festive Deals', href: 'https://electrohub.test/deals' });
  });

  it('404 for unknown ids, 400 for malformed ones', async () => {
    expect((await send('PATCH', '/api/admin/cms/banner-carousels/999999', { title: 'x' })).statusCode).toBe(
      404,
    );
    expect((await del('/api/admin/cms/banner-carousels/999999')).json()).toEqual({
      flag: 'NotFound',
      error: 'Banner not found',
    });
    expect((await del('/api/admin/cms/banner-carousels/abc')).statusCode).toBe(400);
  });

  it('deletes a banner: gone from both lists, image removed', async () => {
    const [row] = await t.app.db.select().from(banners).where(eq(banners.id, id));
    const res = await del(`/api/admin/cms/banner-carousels/${id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'Banner deleted successfully', id });
    expect(existsSync(mediaFile(row!.imageUrl))).toBe(false);
    expect((await publicBanners()).map((b) => b.id)).not.toContain(id);
    const list = (await get('/api/admin/cms/banner-carousels')).json<{ id: number }[]>();
    expect(list.map((b) => b.id)).not.toContain(id);
    expect(await lastAudit('admin.banner-delete')).toMatchObject({ actorId: adminId, detail: `#${id}` });
  });
});

describe("a banner's wide picture", () => {
  const wideImage = async (width: number, field = 'image'): Promise<FilePart> => ({
    field,
    name: 'banner.png',
    type: 'image/png',
    data: await sharp({
      create: { width, height: Math.round((width * 3) / 8), channels: 3, background: '#7c3aed' },
    })
      .png()
      .toBuffer(),
  });
  /** Every file stored for the picture behind `url`, by name, with its real width. */
  async function filesOf(url: string) {
    const file = mediaFile(url);
    const id = /^(.+)-\d+\.webp$/.exec(path.basename(file))![1]!;
    const names = (await readdir(path.dirname(file))).filter((n) => n.startsWith(`${id}-`)).sort();
    return Promise.all(
      names.map(async (n) => [
        n.slice(id.length),
        (await sharp(path.join(path.dirname(file), n)).metadata()).width,
      ]),
    );
  }

  it('is kept at 400, 800 and 1600 px, named by real width; the phone crop stays at 200/400/800', async () => {
    const res = await send('POST', '/api/admin/cms/banner-carousels', { title: 'Sharp', href: '/x' }, [
      await wideImage(2400),
      await wideImage(1200, 'phoneImage'),
    ]);
    expect(res.statusCode).toBe(201);
    const banner = res.json().bannerCarousel;
    expect(stored(banner.imageUrl)).toMatch(/^\/media\/banners\/[\w-]+-1600\.webp$/);
    expect(await filesOf(banner.imageUrl)).toEqual([
      ['-1600.webp', 1600],
      ['-400.webp', 400],
      ['-800.webp', 800],
    ]);
    expect(stored(banner.phoneImageUrl)).toMatch(/-800\.webp$/);
    expect(await filesOf(banner.phoneImageUrl)).toEqual([
      ['-200.webp', 200],
      ['-400.webp', 400],
      ['-800.webp', 800],
    ]);
    // Every file the public srcset names is there (the storefront derives it from the URL).
    for (const entry of imageSrcSet(stored(banner.imageUrl))!.split(', ')) {
      const [file, w] = entry.split(' ');
      expect((await t.get(file!)).statusCode, file).toBe(200);
      expect(w).toBe(`${/-(\d+)\.webp$/.exec(file!)![1]}w`);
    }

    // Deleting the banner removes every file of both pictures.
    expect((await del(`/api/admin/cms/banner-carousels/${banner.id}`)).statusCode).toBe(200);
    expect(await filesOf(banner.imageUrl)).toEqual([]);
    expect(await filesOf(banner.phoneImageUrl)).toEqual([]);
  });

  it('is never upscaled: a 1000 px upload is kept at 400, 800 and 1000 px, and a replaced one is removed whole', async () => {
    const res = await send('POST', '/api/admin/cms/banner-carousels', { title: 'Narrow', href: '/x' }, [
      await wideImage(1000),
    ]);
    expect(res.statusCode).toBe(201);
    const banner = res.json().bannerCarousel;
    expect(stored(banner.imageUrl)).toMatch(/-1000\.webp$/);
    expect(await filesOf(banner.imageUrl)).toEqual([
      ['-1000.webp', 1000],
      ['-400.webp', 400],
      ['-800.webp', 800],
    ]);
    const edited = await send('PATCH', `/api/admin/cms/banner-carousels/${banner.id}`, {}, [
      await wideImage(1800),
    ]);
    expect(edited.statusCode).toBe(200);
    expect(stored(edited.json().bannerCarousel.imageUrl)).toMatch(/-1600\.webp$/);
    expect(await filesOf(banner.imageUrl)).toEqual([]);
  });
});

describe("a banner's phone crop", () => {
  const phonePng = async (colour = '#0ea5e9'): Promise<FilePart> => ({
    ...(await png(colour)),
    field: 'phoneImage',
  });
  const publicBanner = async (id: number) =>
    (await t.get('/api/banner-carousels'))
      .json<{ id: number; imageUrl: string; phoneImageUrl: string | null }[]>()
      .find((b) => b.id === id);

  it('is optional: a banner without one answers phoneImageUrl null', async () => {
    const res = await send('POST', '/api/admin/cms/banner-carousels', { title: 'Wide only', href: '/x' }, [
      await png(),
    ]);
    expect(res.statusCode).toBe(201);
    const { id, phoneImageUrl } = res.json().bannerCarousel;
    expect(phoneImageUrl).toBeNull();
    expect((await publicBanner(id))?.phoneImageUrl).toBeNull();
  });

  it('is stored through the media pipeline on add, edit replaces it, removePhoneImage drops it, delete removes it', async () => {
    const res = await send('POST', '/api/admin/cms/banner-carousels', { title: 'Phones', href: '/x' }, [
      await png(),
      await phonePng(),
    ]);
    expect(res.statusCode).toBe(201);
    const banner = res.json().bannerCarousel;
    expect(stored(banner.phoneImageUrl)).toMatch(/^\/media\/banners\/.+-800\.webp$/);
    expect(banner.phoneImageUrl).not.toBe(banner.imageUrl);
    expect(existsSync(mediaFile(banner.phoneImageUrl))).toBe(true);
    // Absolute like every media URL of the public answer.
    expect(await publicBanner(banner.id)).toMatchObject({
      imageUrl: banner.imageUrl,
      phoneImageUrl: abs(stored(banner.phoneImageUrl)),
    });
    expect(await lastAudit('admin.banner-add')).toMatchObject({
      detail: `#${banner.id} Phones (with a phone crop)`,
    });

    const edited = await send('PATCH', `/api/admin/cms/banner-carousels/${banner.id}`, {}, [
      await phonePng('#f97316'),
    ]);
    expect(edited.statusCode).toBe(200);
    const replaced = edited.json().bannerCarousel.phoneImageUrl as string;
    expect(replaced).not.toBe(banner.phoneImageUrl);
    expect(edited.json().bannerCarousel.imageUrl).toBe(banner.imageUrl);
    expect(existsSync(mediaFile(banner.phoneImageUrl))).toBe(false);
    expect(existsSync(mediaFile(replaced))).toBe(true);

    const removed = await send('PATCH', `/api/admin/cms/banner-carousels/${banner.id}`, {
      removePhoneImage: 'true',
    });
    expect(removed.statusCode).toBe(200);
    expect(removed.json().bannerCarousel.phoneImageUrl).toBeNull();
    expect(existsSync(mediaFile(replaced))).toBe(false);
    expect((await publicBanner(banner.id))?.phoneImageUrl).toBeNull();

    const again = await send('PATCH', `/api/admin/cms/banner-carousels/${banner.id}`, {}, [await phonePng()]);
    const last = again.json().bannerCarousel.phoneImageUrl as string;
    expect((await del(`/api/admin/cms/banner-carousels/${banner.id}`)).statusCode).toBe(200);
    expect(existsSync(mediaFile(last))).toBe(false);
  });

  it('is checked by content: a fake picture is a 415 and nothing is stored', async () => {
    const before = await t.app.db.select().from(banners);
    const res = await send('POST', '/api/admin/cms/banner-carousels', { title: 'Bad', href: '/x' }, [
      await png(),
      { ...fakePng(), field: 'phoneImage' },
    ]);
    expect(res.statusCode).toBe(415);
    expect(res.json().flag).toBe('UnsupportedFileType');
    expect(await t.app.db.select().from(banners)).toHaveLength(before.length);
  });

  it('is refused where it does not belong, and removePhoneImage must be a flag', async () => {
    const [row] = await t.app.db.select().from(banners).limit(1);
    const bad = await send('PATCH', `/api/admin/cms/banner-carousels/${row!.id}`, {
      removePhoneImage: 'yes',
    });
    expectIssue(bad, 'removePhoneImage', "removePhoneImage must be 'true' or 'false'");
    const category = await send('POST', '/api/admin/cms/categories', { name: 'Phone crop test' }, [
      await png(),
      await phonePng(),
    ]);
    expect(category.statusCode).toBe(400);
  });
});

describe('product carousel', () => {
  let id: number;
  const publicItems = async () =>
    (await t.get('/api/product-carousels')).json<{ id: number; name: string; price: number }[]>();

  it('adds an item with a decimal price (number in rupees, paise in the DB), shown publicly', async () => {
    const res = await send(
      'POST',
      '/api/admin/cms/product-carousels',
      { name: 'Volt Buds', href: '/product/1', price: '1999.50' },
      [await png()],
    );
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body.message).toBe('Product "Volt Buds" added successfully');
    expect(body.productCarousel).toMatchObject({
      name: 'Volt Buds',
      href: '/product/1',
      price: 1999.5,
      isActive: true,
    });
    id = body.productCarousel.id;
    const [row] = await t.app.db.select().from(productCarouselItems).where(eq(productCarouselItems.id, id));
    expect(row!.pricePaise).toBe(199950);
    expect(await publicItems()).toContainEqual(
      expect.objectContaining({ id, name: 'Volt Buds', price: 1999.5 }),
    );
    expect(await lastAudit('admin.carousel-add')).toMatchObject({
      actorId: adminId,
      detail: `#${id} Volt Buds`,
    });
  });

  it.each([
    [{ href: '/p', price: '10' }, 'name', CMS_MESSAGES.productName],
    [{ name: 'N', price: '10' }, 'href', CMS_MESSAGES.href],
    [{ name: 'N', href: '/p' }, 'price', CMS_MESSAGES.price],
    [{ name: 'N', href: '/p', price: '' }, 'price', CMS_MESSAGES.price],
    [{ name: 'N', href: '/p', price: 'abc' }, 'price', CMS_MESSAGES.priceFormat],
    [{ name: 'N', href: '/p', price: '10.999' }, 'price', CMS_MESSAGES.priceFormat],
    [{ name: 'N', href: '/p', price: '-5' }, 'price', CMS_MESSAGES.priceFormat],
    [{ name: 'N', href: '/p', price: '1e3' }, 'price', CMS_MESSAGES.priceFormat],
    [{ name: 'N', href: 'javascript:alert(1)', price: '10' }, 'href', CMS_MESSAGES.hrefUnsafe],
  ])('refuses %o on add: %s "%s"', async (fields, pathName, message) => {
    expectIssue(
      await send('POST', '/api/admin/cms/product-carousels', fields, [await png()]),
      pathName,
      message,
    );
  });

  it('needs an image on add', async () => {
    expectIssue(
      await send('POST', '/api/admin/cms/product-carousels', { name: 'N', href: '/p', price: '10' }),
      'image',
      CMS_MESSAGES.image,
    );
  });

  it("edit: empty name is 'Banner name is required', empty link 'Link URL is required', bad price refused", async () => {
    expectIssue(
      await send('PATCH', `/api/admin/cms/product-carousels/${id}`, { name: ' ' }),
      'name',
      CMS_MESSAGES.bannerName,
    );
    expectIssue(
      await send('PATCH', `/api/admin/cms/product-carousels/${id}`, { href: '' }),
      'href',
      CMS_MESSAGES.href,
    );
    expectIssue(
      await send('PATCH', `/api/admin/cms/product-carousels/${id}`, { price: '12.345' }),
      'price',
      CMS_MESSAGES.priceFormat,
    );
  });

  it('edits price and name; inactive hides it publicly; 404 for unknown ids', async () => {
    const res = await send('PATCH', `/api/admin/cms/product-carousels/${id}`, {
      name: 'Volt Buds Pro',
      price: '2499',
      isActive: 'false',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      message: 'Product updated successfully',
      productCarousel: { id, name: 'Volt Buds Pro', price: 2499, isActive: false },
    });
    expect((await publicItems()).map((i) => i.id)).not.toContain(id);
    await send('PATCH', `/api/admin/cms/product-carousels/${id}`, { isActive: 'true' });
    expect(await publicItems()).toContainEqual(
      expect.objectContaining({ id, name: 'Volt Buds Pro', price: 2499 }),
    );
    expect((await send('PATCH', '/api/admin/cms/product-carousels/999999', { name: 'x' })).statusCode).toBe(
      404,
    );
    expect(await lastAudit('admin.carousel-edit')).toMatchObject({
      actorId: adminId,
      detail: `#${id} isActive`,
    });
  });

  it("deleting an item whose picture is a product's photo leaves the product's files alone", async () => {
    const { mkdir, writeFile } = await import('node:fs/promises');
    const url = '/media/products/shared-photo-800.webp';
    await mkdir(path.dirname(mediaFile(url)), { recursive: true });
    await writeFile(mediaFile(url), await imageBytes('webp'));
    const [row] = await t.app.db
      .insert(productCarouselItems)
      .values({ name: 'Seeded deal', pricePaise: 100, href: '/product/2', imageUrl: url })
      .returning();
    expect((await del(`/api/admin/cms/product-carousels/${row!.id}`)).statusCode).toBe(200);
    expect(existsSync(mediaFile(url))).toBe(true);
  });

  it("deletes an item ('Product Slider item Deleted Successfully'), gone publicly; 404 after", async () => {
    const res = await del(`/api/admin/cms/product-carousels/${id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'Product Slider item Deleted Successfully', id });
    expect((await publicItems()).map((i) => i.id)).not.toContain(id);
    expect((await del(`/api/admin/cms/product-carousels/${id}`)).json()).toEqual({
      flag: 'NotFound',
      error: 'Product slider item not found',
    });
    const rows = await t.app.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'admin.carousel-delete'), eq(auditLog.detail, `#${id}`)));
    expect(rows).toHaveLength(1);
  });

  it('no answer carries a secret field', async () => {
    for (const url of [
      '/api/admin/cms/categories',
      '/api/admin/cms/banner-carousels',
      '/api/admin/cms/product-carousels',
    ]) {
      const keys = allKeys((await get(url)).json());
      for (const k of SECRET_KEYS) expect(keys.has(k), `${url} ${k}`).toBe(false);
    }
  });
});
