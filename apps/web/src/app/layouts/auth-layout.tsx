import { Link, Navigate, Outlet, useLocation } from 'react-router';
import { safeRedirectPath } from '@electrohub/shared/auth';
import { Logo } from '@/components/logo';
import { PageLoader } from '@/components/page-loader';
import { SkipLink } from '@/components/skip-link';
import { paths } from '@/config/paths';
import { useAdminSession } from '@/lib/auth/get-admin-session';
import { useSession } from '@/lib/auth/get-session';

/** The details pages come right after Google sign-in, so a signed-in visitor belongs there. */
const AFTER_SIGN_IN_PAGES: string[] = [paths.user.details.path, paths.seller.details.path];

function AuthFrame() {
  return (
    <div className="flex min-h-svh flex-col bg-muted/40">
      <SkipLink />
      <header className="mx-auto flex w-full max-w-5xl items-center justify-between px-4 py-4">
        <Logo />
        <Link
          to={paths.home.href()}
          className="text-sm font-medium text-muted-foreground hover:text-foreground hover:underline"
        >
          Back to shop
        </Link>
      </header>
      <main id="main" tabIndex={-1} className="flex flex-1 flex-col items-center px-4 pb-12">
        <div className="w-full max-w-md rounded-xl border bg-card p-2 shadow-sm [&>div]:px-4 [&>div]:py-6">
          <Outlet />
        </div>
      </main>
    </div>
  );
}

/** /user/auth/*: a signed-in buyer goes home. */
export function BuyerAuthLayout() {
  const { status } = useSession();
  const location = useLocation();
  const pathname = location.pathname;
  const state = location.state as { from?: string } | null;
  if (status === 'pending') return <PageLoader className="min-h-svh" />;
  if (status === 'buyer' && !AFTER_SIGN_IN_PAGES.includes(pathname)) {
    // Back to the account page that sent them to sign in, else home.
    const from = safeRedirectPath(state?.from) ?? paths.home.href();
    return <Navigate to={from} replace />;
  }
  if (status === 'seller') return <Navigate to={paths.seller.dashboard.href()} replace />;
  return <AuthFrame />;
}

/** /seller/auth/*: a signed-in seller leaves for their dashboard ('/' would send them there too). */
export function SellerAuthLayout() {
  const { status } = useSession();
  const { pathname } = useLocation();
  if (status === 'pending') return <PageLoader className="min-h-svh" />;
  if (status === 'seller' && !AFTER_SIGN_IN_PAGES.includes(pathname)) {
    return <Navigate to={paths.seller.dashboard.href()} replace />;
  }
  return <AuthFrame />;
}

/** /admin/auth/*: a signed-in admin goes to the admin dashboard. */
export function AdminAuthLayout() {
  const { status } = useAdminSession();
  if (status === 'pending') return <PageLoader className="min-h-svh" />;
  if (status === 'admin') return <Navigate to={paths.admin.dashboard.href()} replace />;
  return <AuthFrame />;
}
