/** The home page's carousels: banners and featured items. */
import { and, asc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.ts';
import { banners, productCarouselItems, products } from '../../../db/schema/index.ts';

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
    .where(
      and(
        eq(productCarouselItems.isActive, true),
        // An item that points at a product of a suspended or pending seller leaves with that product
        // (decision 049): one key lookup, only for items whose link is a product page.
        sql`not exists (select 1 from ${products} p where p.id = (substring(${productCarouselItems.href} from '^/product/([0-9]{1,9})$'))::int and not p.seller_visible)`,
      ),
    )
    .orderBy(asc(productCarouselItems.id));
}
