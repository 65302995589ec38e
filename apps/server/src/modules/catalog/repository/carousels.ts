/** The home page's carousels: banners and featured items. */
import { asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.ts';
import { banners, productCarouselItems } from '../../../db/schema/index.ts';

export async function listActiveBanners(db: DbOrTx) {
  return db
    .select({
      id: banners.id,
      title: banners.title,
      imageUrl: banners.imageUrl,
      phoneImageUrl: banners.phoneImageUrl,
      href: banners.href,
    })
    .from(banners)
    .where(eq(banners.isActive, true))
    .orderBy(asc(banners.position), asc(banners.id));
}

export async function listActiveFeatured(db: DbOrTx) {
  return db
    .select({
      id: productCarouselItems.id,
      name: productCarouselItems.name,
      imageUrl: productCarouselItems.imageUrl,
      pricePaise: productCarouselItems.pricePaise,
      href: productCarouselItems.href,
    })
    .from(productCarouselItems)
    .where(eq(productCarouselItems.isActive, true))
    .orderBy(asc(productCarouselItems.id));
}
