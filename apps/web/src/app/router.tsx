import { createBrowserRouter, type RouteObject } from 'react-router';
import { PageLoader } from '@/components/page-loader';
import { paths } from '@/config/paths';
import { HomePage } from './routes/storefront/home-page';
import { StorefrontLayout } from './layouts/storefront/storefront-layout';
import { NotFoundPage } from './not-found';
import { RootLayout } from './root-layout';
import { RouteError } from './route-error';
import { lazyComponent, withPageBoundary } from './route-helpers';

const storefrontPages: RouteObject[] = [
  { path: paths.home.path, element: <HomePage /> },
  {
    path: paths.about.path,
    lazy: lazyComponent(
      () => import('@/features/content/pages/about-page'),
      (m) => m.AboutPage,
    ),
  },
  {
    path: paths.contact.path,
    lazy: lazyComponent(
      () => import('@/features/content/pages/contact-page'),
      (m) => m.ContactPage,
    ),
  },
  {
    path: paths.categories.path,
    lazy: lazyComponent(
      () => import('@/features/catalog/pages/all-categories-page'),
      (m) => m.AllCategoriesPage,
    ),
  },
  {
    path: paths.category.path,
    lazy: lazyComponent(
      () => import('@/features/catalog/pages/category-page'),
      (m) => m.CategoryPage,
    ),
  },
  {
    path: paths.product.path,
    lazy: lazyComponent(
      () => import('./routes/storefront/product-page'),
      (m) => m.ProductPage,
    ),
  },
  {
    path: paths.topSeller.path,
    lazy: lazyComponent(
      () => import('./routes/storefront/top-seller-page'),
      (m) => m.TopSellerPage,
    ),
  },
  {
    path: paths.info.path,
    lazy: lazyComponent(
      () => import('./routes/storefront/info-page'),
      (m) => m.InfoPage,
    ),
  },
  {
    path: paths.search.path,
    lazy: lazyComponent(
      () => import('./routes/storefront/search-page'),
      (m) => m.SearchPage,
    ),
  },
  {
    path: paths.terms.path,
    lazy: lazyComponent(
      () => import('@/features/content/pages/terms-page'),
      (m) => m.TermsPage,
    ),
  },
  {
    path: paths.privacy.path,
    lazy: lazyComponent(
      () => import('@/features/content/pages/privacy-page'),
      (m) => m.PrivacyPage,
    ),
  },
  {
    path: paths.whatsNew.path,
    lazy: lazyComponent(
      () => import('@/features/content/pages/whats-new-page'),
      (m) => m.WhatsNewPage,
    ),
  },
  {
    path: paths.copyright.path,
    lazy: lazyComponent(
      () => import('@/features/content/pages/copyright-page'),
      (m) => m.CopyrightPage,
    ),
  },
  {
    path: paths.giftCards.path,
    lazy: lazyComponent(
      () => import('@/features/content/pages/gift-cards-page'),
      (m) => m.GiftCardsPage,
    ),
  },
  {
    path: paths.helpCenter.path,
    lazy: lazyComponent(
      () => import('@/features/content/pages/help-center-page'),
      (m) => m.HelpCenterPage,
    ),
  },
  { path: '*', element: <NotFoundPage /> },
];

const ROOT_ID = 'root';

/**
 * The storefront's routes. The sign-in pages and the buyer, seller and admin areas are added by `createRouter`'s router
 * on the first navigation to one of their URLs; the server renders only storefront pages, from this table.
 */
export const routes: RouteObject[] = [
  {
    id: ROOT_ID,
    element: <RootLayout />,
    hydrateFallbackElement: <PageLoader className="min-h-svh" />,
    errorElement: <RouteError />,
    children: [
      {
        element: <StorefrontLayout />,
        errorElement: <RouteError />,
        children: withPageBoundary(storefrontPages),
      },
    ],
  },
];

/** The first segment of every URL of the areas (sign-in pages included). */
const AREA_PATH = /^\/(user|seller|admin)(\/|$)/i;

/**
 * React Router asks before it settles on a partial or catch-all match ('*' shows 404 inside the shop): for a URL
 * of the areas, their route table is loaded and added under the root (once per router), and the URL matched again.
 */
export function createRouter() {
  let areasAdded = false;
  return createBrowserRouter(routes, {
    patchRoutesOnNavigation: async ({ path, patch }) => {
      if (areasAdded || !AREA_PATH.test(path)) return;
      const { areaRoutes } = await import('./area-routes');
      if (areasAdded) return;
      areasAdded = true;
      patch(ROOT_ID, areaRoutes);
    },
  });
}
