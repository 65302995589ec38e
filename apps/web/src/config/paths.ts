import type { PathParam } from 'react-router';
import type { INFO_LINKED_SECTIONS } from '@electrohub/shared/content/info-sections';

/**
 * Every route of the web app, listed once.
 * `path` is the router pattern; `href(...)` builds a link with its parameters URL-encoded:
 *
 *   <Link to={paths.product.href({ id: product.id })}>
 */
type HrefArgs<P extends string> = [PathParam<P>] extends [never]
  ? []
  : [params: Record<PathParam<P>, string | number>];

type RouteDef<P extends string> = { path: P; href: (...args: HrefArgs<P>) => string };

function route<const P extends string>(path: P): RouteDef<P> {
  return {
    path,
    href: (...args: HrefArgs<P>) => {
      const params = (args[0] ?? {}) as Record<string, string | number>;
      return path.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(String(params[name] ?? '')));
    },
  };
}

export const paths = {
  // Storefront (inside the shop shell)
  home: route('/'),
  about: route('/about'),
  contact: route('/contact'),
  categories: route('/categories'),
  category: route('/categories/:categoryName'),
  product: route('/product/:id'),
  topSeller: route('/topsellers/:sellerId'),
  info: route('/info/:section'),
  search: route('/search'),
  terms: route('/terms'),
  privacy: route('/privacy'),
  whatsNew: route('/whats-new'),
  copyright: route('/copyright'),
  giftCards: route('/gift-cards'),
  helpCenter: route('/help-center'),

  // Buyer
  user: {
    root: route('/user'),
    signIn: route('/user/auth/signin'),
    signUp: route('/user/auth/signup'),
    forgotPassword: route('/user/auth/forgot-password'),
    details: route('/user/auth/user-details'),
    profile: route('/user/profile'),
    cart: route('/user/cart'),
    wishlist: route('/user/wishlist'),
    orders: route('/user/orders'),
    order: route('/user/orders/:id'),
    reviews: route('/user/reviews'),
    settings: route('/user/settings'),
  },

  // Seller; three pages answer on two paths each, and both are served.
  seller: {
    root: route('/seller'),
    signIn: route('/seller/auth/signin'),
    signUp: route('/seller/auth/signup'),
    forgotPassword: route('/seller/auth/forgot-password'),
    details: route('/seller/auth/seller-details'),
    dashboard: route('/seller/dashboard'),
    order: route('/seller/dashboard/order/:orderId'),
    orderAlt: route('/seller/dashboard/orders/:orderId'),
    products: route('/seller/dashboard/products'),
    viewProduct: route('/seller/dashboard/products/view-product/:id'),
    editProduct: route('/seller/dashboard/products/edit-product/:id'),
    addProduct: route('/seller/dashboard/add-product'),
    addProductAlt: route('/seller/add-product'),
    profile: route('/seller/dashboard/profile'),
    contact: route('/seller/dashboard/contact'),
    payouts: route('/seller/dashboard/payouts'),
    settings: route('/seller/dashboard/settings'),
    settingsAlt: route('/seller/settings'),
  },

  // Admin
  admin: {
    root: route('/admin'),
    signIn: route('/admin/auth/signin'),
    signUp: route('/admin/auth/signup'),
    forgotPassword: route('/admin/auth/forgot-password'),
    dashboard: route('/admin/dashboard'),
    sellers: route('/admin/seller'),
    sellerInfo: route('/admin/sellerinfo/:id'),
    buyers: route('/admin/buyer'),
    buyer: route('/admin/buyer/:id'),
    products: route('/admin/productmanage'),
    product: route('/admin/productsmanage/:id'),
    orders: route('/admin/ordersmanage'),
    order: route('/admin/ordersmanage/:id'),
    payments: route('/admin/payments'),
    payment: route('/admin/payments/:id'),
    payouts: route('/admin/payouts'),
    reports: route('/admin/reports'),
    admins: route('/admin/admins'),
    messages: route('/admin/messages'),
    chat: route('/admin/messages/chat/:id'),
    cms: route('/admin/cms'),
    settings: route('/admin/settings'),
    logs: route('/admin/logs'),
    jobs: route('/admin/jobs'),
  },
} as const;

/** The /info/{section} slugs the shell links to, listed once in the shared content. */
export type InfoSection = (typeof INFO_LINKED_SECTIONS)[number];
