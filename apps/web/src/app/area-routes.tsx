import type { RouteObject } from 'react-router';
import { paths } from '@/config/paths';
import { AdminIndexRedirect, SellerIndexRedirect, UserIndexRedirect } from './layouts/area-redirects';
import { NotFoundPage } from './not-found';
import { RouteError } from './route-error';
import { lazyComponent, withPageBoundary } from './route-helpers';

// The sign-in pages and the buyer, seller and admin areas: their route table is a chunk of its own, added to the
// router on the first navigation into one of them (router.tsx), so the storefront's first JavaScript carries none
// of it.

const authRoutes: RouteObject[] = [
  {
    lazy: lazyComponent(
      () => import('./layouts/auth-layout'),
      (m) => m.BuyerAuthLayout,
    ),
    children: withPageBoundary([
      {
        path: paths.user.signIn.path,
        lazy: lazyComponent(
          () => import('@/features/auth/pages/sign-in-page'),
          (m) => () => <m.SignInPage kind="user" />,
        ),
      },
      {
        path: paths.user.signUp.path,
        lazy: lazyComponent(
          () => import('@/features/auth/pages/sign-up-page'),
          (m) => () => <m.SignUpPage kind="user" />,
        ),
      },
      {
        path: paths.user.forgotPassword.path,
        lazy: lazyComponent(
          () => import('@/features/auth/pages/forgot-password-page'),
          (m) => () => <m.ForgotPasswordPage kind="user" />,
        ),
      },
      {
        path: paths.user.details.path,
        lazy: lazyComponent(
          () => import('./routes/auth/details-page'),
          (m) => () => <m.DetailsPage kind="user" />,
        ),
      },
    ]),
  },
  {
    lazy: lazyComponent(
      () => import('./layouts/auth-layout'),
      (m) => m.SellerAuthLayout,
    ),
    children: withPageBoundary([
      {
        path: paths.seller.signIn.path,
        lazy: lazyComponent(
          () => import('@/features/auth/pages/sign-in-page'),
          (m) => () => <m.SignInPage kind="seller" />,
        ),
      },
      {
        path: paths.seller.signUp.path,
        lazy: lazyComponent(
          () => import('@/features/auth/pages/sign-up-page'),
          (m) => () => <m.SignUpPage kind="seller" />,
        ),
      },
      {
        path: paths.seller.forgotPassword.path,
        lazy: lazyComponent(
          () => import('@/features/auth/pages/forgot-password-page'),
          (m) => () => <m.ForgotPasswordPage kind="seller" />,
        ),
      },
      {
        path: paths.seller.details.path,
        lazy: lazyComponent(
          () => import('./routes/auth/details-page'),
          (m) => () => <m.DetailsPage kind="seller" />,
        ),
      },
    ]),
  },
  {
    lazy: lazyComponent(
      () => import('./layouts/auth-layout'),
      (m) => m.AdminAuthLayout,
    ),
    children: withPageBoundary([
      {
        path: paths.admin.signIn.path,
        lazy: lazyComponent(
          () => import('@/features/auth/pages/admin-sign-in-page'),
          (m) => m.AdminSignInPage,
        ),
      },
      {
        path: paths.admin.signUp.path,
        lazy: lazyComponent(
          () => import('@/features/auth/pages/admin-sign-up-page'),
          (m) => m.AdminSignUpPage,
        ),
      },
      {
        path: paths.admin.forgotPassword.path,
        lazy: lazyComponent(
          () => import('@/features/auth/pages/forgot-password-page'),
          (m) => () => <m.ForgotPasswordPage kind="admin" />,
        ),
      },
    ]),
  },
];

const buyerArea: RouteObject = {
  lazy: lazyComponent(
    () => import('./layouts/account-layout'),
    (m) => m.AccountLayout,
  ),
  errorElement: <RouteError />,
  children: withPageBoundary([
    {
      path: paths.user.profile.path,
      lazy: lazyComponent(
        () => import('@/features/profile/pages/profile-page'),
        (m) => m.ProfilePage,
      ),
    },
    {
      path: paths.user.cart.path,
      lazy: lazyComponent(
        () => import('./routes/buyer/cart-page'),
        (m) => m.CartPage,
      ),
    },
    {
      path: paths.user.wishlist.path,
      lazy: lazyComponent(
        () => import('./routes/buyer/wishlist-page'),
        (m) => m.WishlistPage,
      ),
    },
    {
      path: paths.user.orders.path,
      lazy: lazyComponent(
        () => import('./routes/buyer/orders-page'),
        (m) => m.BuyerOrdersPage,
      ),
    },
    {
      path: paths.user.order.path,
      lazy: lazyComponent(
        () => import('./routes/buyer/order-detail-page'),
        (m) => m.OrderDetailPage,
      ),
    },
    {
      path: paths.user.reviews.path,
      lazy: lazyComponent(
        () => import('@/features/reviews/pages/my-reviews-page'),
        (m) => m.MyReviewsPage,
      ),
    },
    {
      path: paths.user.settings.path,
      lazy: lazyComponent(
        () => import('@/features/settings/pages/settings-page'),
        (m) => m.SettingsPage,
      ),
    },
    { path: '/user/*', element: <NotFoundPage /> },
  ]),
};

const sellerDashboard = lazyComponent(
  () => import('./routes/seller/dashboard-page'),
  (m) => m.SellerDashboardPage,
);
const sellerOrder = lazyComponent(
  () => import('@/features/seller-orders/pages/order-detail-page'),
  (m) => m.SellerOrderDetailPage,
);
const sellerAddProduct = lazyComponent(
  () => import('@/features/seller-products/pages/add-product-page'),
  (m) => m.AddProductPage,
);
const sellerSettings = lazyComponent(
  () => import('@/features/settings/pages/seller-settings-page'),
  (m) => m.SellerSettingsPage,
);

const sellerArea: RouteObject = {
  lazy: lazyComponent(
    () => import('./layouts/seller-layout'),
    (m) => m.SellerLayout,
  ),
  errorElement: <RouteError />,
  children: withPageBoundary([
    { path: paths.seller.dashboard.path, lazy: sellerDashboard },
    { path: paths.seller.order.path, lazy: sellerOrder },
    { path: paths.seller.orderAlt.path, lazy: sellerOrder },
    {
      path: paths.seller.products.path,
      lazy: lazyComponent(
        () => import('@/features/seller-products/pages/products-page'),
        (m) => m.SellerProductsPage,
      ),
    },
    {
      path: paths.seller.viewProduct.path,
      lazy: lazyComponent(
        () => import('@/features/seller-products/pages/view-product-page'),
        (m) => m.ViewProductPage,
      ),
    },
    {
      path: paths.seller.editProduct.path,
      lazy: lazyComponent(
        () => import('./routes/seller/edit-product-page'),
        (m) => m.EditProductPage,
      ),
    },
    { path: paths.seller.addProduct.path, lazy: sellerAddProduct },
    { path: paths.seller.addProductAlt.path, lazy: sellerAddProduct },
    {
      path: paths.seller.profile.path,
      lazy: lazyComponent(
        () => import('./routes/seller/profile-page'),
        (m) => m.SellerProfilePage,
      ),
    },
    {
      path: paths.seller.payouts.path,
      lazy: lazyComponent(
        () => import('./routes/seller/payouts-page'),
        (m) => m.SellerPayoutsPage,
      ),
    },
    {
      path: paths.seller.contact.path,
      lazy: lazyComponent(
        () => import('@/features/seller-contact/pages/contact-page'),
        (m) => m.SellerContactPage,
      ),
    },
    { path: paths.seller.settings.path, lazy: sellerSettings },
    { path: paths.seller.settingsAlt.path, lazy: sellerSettings },
    { path: '/seller/*', element: <NotFoundPage /> },
  ]),
};

const adminPage = lazyComponent;

const adminArea: RouteObject = {
  lazy: lazyComponent(
    () => import('./layouts/admin-layout'),
    (m) => m.AdminLayout,
  ),
  errorElement: <RouteError />,
  children: withPageBoundary([
    {
      path: paths.admin.dashboard.path,
      lazy: adminPage(
        () => import('./routes/admin/dashboard-page'),
        (m) => m.AdminDashboardPage,
      ),
    },
    {
      path: paths.admin.sellers.path,
      lazy: adminPage(
        () => import('./routes/admin/sellers-page'),
        (m) => m.AdminSellersPage,
      ),
    },
    {
      path: paths.admin.sellerInfo.path,
      lazy: adminPage(
        () => import('./routes/admin/seller-info-page'),
        (m) => m.AdminSellerInfoPage,
      ),
    },
    {
      path: paths.admin.buyers.path,
      lazy: adminPage(
        () => import('./routes/admin/buyers-page'),
        (m) => m.AdminBuyersPage,
      ),
    },
    {
      path: paths.admin.buyer.path,
      lazy: adminPage(
        () => import('./routes/admin/buyer-detail-page'),
        (m) => m.AdminBuyerDetailPage,
      ),
    },
    {
      path: paths.admin.products.path,
      lazy: adminPage(
        () => import('./routes/admin/products-page'),
        (m) => m.AdminProductsPage,
      ),
    },
    {
      path: paths.admin.product.path,
      lazy: adminPage(
        () => import('./routes/admin/product-detail-page'),
        (m) => m.AdminProductDetailPage,
      ),
    },
    {
      path: paths.admin.orders.path,
      lazy: adminPage(
        () => import('./routes/admin/orders-page'),
        (m) => m.AdminOrdersPage,
      ),
    },
    {
      path: paths.admin.order.path,
      lazy: adminPage(
        () => import('./routes/admin/order-detail-page'),
        (m) => m.AdminOrderDetailPage,
      ),
    },
    {
      path: paths.admin.payments.path,
      lazy: adminPage(
        () => import('./routes/admin/payments-page'),
        (m) => m.AdminPaymentsPage,
      ),
    },
    {
      path: paths.admin.payment.path,
      lazy: adminPage(
        () => import('./routes/admin/payment-detail-page'),
        (m) => m.AdminPaymentDetailPage,
      ),
    },
    {
      path: paths.admin.payouts.path,
      lazy: adminPage(
        () => import('./routes/admin/payouts-page'),
        (m) => m.AdminPayoutsPage,
      ),
    },
    {
      path: paths.admin.reports.path,
      lazy: adminPage(
        () => import('./routes/admin/reports-page'),
        (m) => m.AdminReportsPage,
      ),
    },
    {
      path: paths.admin.admins.path,
      lazy: adminPage(
        () => import('./routes/admin/admins-page'),
        (m) => m.AdminAdminsPage,
      ),
    },
    {
      path: paths.admin.messages.path,
      lazy: adminPage(
        () => import('./routes/admin/messages-page'),
        (m) => m.AdminMessagesPage,
      ),
    },
    {
      path: paths.admin.chat.path,
      lazy: adminPage(
        () => import('./routes/admin/chat-page'),
        (m) => m.AdminChatPage,
      ),
    },
    {
      path: paths.admin.cms.path,
      lazy: adminPage(
        () => import('./routes/admin/cms-page'),
        (m) => m.AdminCmsPage,
      ),
    },
    {
      path: paths.admin.settings.path,
      lazy: adminPage(
        () => import('./routes/admin/settings-page'),
        (m) => m.AdminSettingsPage,
      ),
    },
    {
      path: paths.admin.logs.path,
      lazy: adminPage(
        () => import('./routes/admin/logs-page'),
        (m) => m.AdminLogsPage,
      ),
    },
    {
      path: paths.admin.jobs.path,
      lazy: adminPage(
        () => import('./routes/admin/jobs-page'),
        (m) => m.AdminJobsPage,
      ),
    },
    { path: '/admin/*', element: <NotFoundPage /> },
  ]),
};

/** Every route of the areas, added under the root layout. */
export const areaRoutes: RouteObject[] = [
  { path: paths.user.root.path, element: <UserIndexRedirect /> },
  { path: paths.seller.root.path, element: <SellerIndexRedirect /> },
  { path: paths.admin.root.path, element: <AdminIndexRedirect /> },
  ...authRoutes,
  buyerArea,
  sellerArea,
  adminArea,
];
