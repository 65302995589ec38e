import type { FastifyInstance, FastifyPluginAsync, FastifyPluginOptions } from 'fastify';
import fp from 'fastify-plugin';
import { ensureClock } from './lib/clock.ts';
import type { JobQueueOptions } from './modules/jobs/queue.ts';
import type { MediaStore } from './modules/media/storage.ts';
import { accountRoutes } from './modules/accounts/routes.ts';
import { adminCmsRoutes } from './modules/admin-cms/routes.ts';
import { adminFinanceRoutes } from './modules/admin-finance/routes.ts';
import { adminInsightsRoutes } from './modules/admin-insights/routes.ts';
import { adminPeopleRoutes } from './modules/admin-people/routes.ts';
import { adminProductRoutes } from './modules/admin-products/routes.ts';
import { adminSettingsRoutes } from './modules/admin-settings/routes.ts';
import { adminLogRoutes } from './modules/audit/routes.ts';
import { authRoutes } from './modules/auth/routes.ts';
import { backgroundRemovalRoutes } from './modules/background-removal/routes.ts';
import { cartRoutes } from './modules/cart/routes.ts';
import { catalogRoutes } from './modules/catalog/routes.ts';
import { seoRoutes } from './modules/catalog/seo.ts';
import { chatRoutes } from './modules/chat/routes.ts';
import { checkoutModule } from './modules/checkout/plugin.ts';
import { healthRoutes } from './modules/health/routes.ts';
import { jobsModule } from './modules/jobs/plugin.ts';
import { mailModule } from './modules/mail/plugin.ts';
import { mediaRoutes } from './modules/media/routes.ts';
import { messagesRoutes } from './modules/messages/routes.ts';
import { ordersRoutes } from './modules/orders/routes.ts';
import { paymentsModule } from './modules/payments/plugin.ts';
import { reviewsRoutes } from './modules/reviews/routes.ts';
import { searchRoutes } from './modules/search/routes.ts';
import { settlementRoutes } from './modules/settlement/routes.ts';
import { sellerDashboardRoutes } from './modules/seller-dashboard/routes.ts';
import { sellerOrderRoutes } from './modules/seller-orders/routes.ts';
import { sellerProductRoutes } from './modules/seller-products/routes.ts';
import { subscriptionRoutes } from './modules/subscriptions/routes.ts';
import { wishlistRoutes } from './modules/wishlist/routes.ts';

/** What the app hands its modules (app.ts builds it from its own options). */
export interface ModuleOptions {
  media: MediaStore;
  /** Changes of the background jobs' retry policy and polling (tests use short delays). */
  jobs?: JobQueueOptions['overrides'];
}

/** One entry of the list: a plugin that names itself and the plugins it needs (fastify-plugin's metadata). */
export interface AppModule {
  name: string;
  dependencies: readonly string[];
  register(app: FastifyInstance, options: ModuleOptions): Promise<void>;
}

type AnyPlugin = FastifyPluginAsync<never> | ((app: FastifyInstance) => Promise<void>);

/**
 * A module whose routes live in their own (encapsulated) context: the wrapper, named with its dependencies, is
 * what fastify-plugin checks; the routes' hooks stay inside. Every buying-related module reads `app.clock`.
 */
function routes(name: string, dependencies: string[], plugin: AnyPlugin): AppModule {
  const wrapper = fp(
    async (app: FastifyInstance) => {
      ensureClock(app);
      await app.register(plugin as FastifyPluginAsync);
    },
    { name, dependencies },
  );
  return {
    name,
    dependencies,
    register: async (app) => {
      await app.register(wrapper);
    },
  };
}

/** A module that is a fastify-plugin already (it declares its name and dependencies itself). */
function plugin<O extends FastifyPluginOptions>(
  module: (app: FastifyInstance, opts: O) => Promise<void>,
  options: (o: ModuleOptions) => O,
): AppModule {
  const meta = (module as unknown as Record<symbol, { name: string; dependencies?: string[] }>)[
    Symbol.for('plugin-meta')
  ]!;
  return {
    name: meta.name,
    dependencies: meta.dependencies ?? [],
    register: async (app, o) => {
      await app.register(module as unknown as FastifyPluginAsync<O>, options(o));
    },
  };
}

const AUTH = ['db', 'auth'];

/**
 * Every module of the app, in the order they register, each saying which it needs: a module registered before
 * one it needs fails the start with fastify-plugin's message (and modules.test.ts checks the order). The
 * cross-cutting plugins (db, auth, errors, security…) are registered by app.ts before these.
 */
export const MODULES: readonly AppModule[] = [
  plugin(mediaRoutes, (o) => ({ media: o.media })),
  // Background jobs first: the modules below queue and handle them.
  plugin(jobsModule, (o) => ({ overrides: o.jobs })),
  routes('health', ['db'], healthRoutes),
  routes('auth-routes', [...AUTH, 'jobs'], authRoutes),
  routes('chat', [...AUTH, 'listener'], chatRoutes),
  plugin(mailModule, () => ({})),
  plugin(paymentsModule, () => ({})),
  plugin(checkoutModule, () => ({})),
  // Closing an account cancels its open order items (refunds, mails): seller-orders' flow.
  routes('accounts', [...AUTH, 'mail', 'payments'], accountRoutes),
  routes('orders', [...AUTH, 'mail', 'payments'], ordersRoutes),
  routes('wishlist', AUTH, wishlistRoutes),
  routes('cart', AUTH, cartRoutes),
  routes('reviews', AUTH, reviewsRoutes),
  routes('catalog', ['db'], catalogRoutes),
  routes('seo', ['db'], seoRoutes),
  routes('search', ['db'], searchRoutes),
  routes('messages', AUTH, messagesRoutes),
  routes('subscriptions', [...AUTH, 'mail'], subscriptionRoutes),
  routes('seller-products', [...AUTH, 'mail', 'payments'], sellerProductRoutes),
  routes('seller-orders', [...AUTH, 'mail', 'payments'], sellerOrderRoutes),
  routes('seller-dashboard', AUTH, sellerDashboardRoutes),
  routes('background-removal', AUTH, backgroundRemovalRoutes),
  routes('admin-insights', AUTH, adminInsightsRoutes),
  routes('admin-products', AUTH, adminProductRoutes),
  routes('admin-people', [...AUTH, 'mail', 'payments'], adminPeopleRoutes),
  routes('admin-cms', AUTH, adminCmsRoutes),
  routes('admin-finance', AUTH, adminFinanceRoutes),
  routes('admin-settings', AUTH, adminSettingsRoutes),
  routes('audit', AUTH, adminLogRoutes),
  routes('settlement', [...AUTH, 'jobs'], settlementRoutes),
];
