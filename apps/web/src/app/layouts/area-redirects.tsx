import { Navigate } from 'react-router';
import { PageLoader } from '@/components/page-loader';
import { paths } from '@/config/paths';
import { useAdminSession } from '@/lib/auth/get-admin-session';
import { useSession } from '@/lib/auth/get-session';

/** /user: the profile when signed in, else sign-in. */
export function UserIndexRedirect() {
  const { status } = useSession();
  if (status === 'pending') return <PageLoader className="min-h-svh" />;
  return <Navigate to={status === 'buyer' ? paths.user.profile.href() : paths.user.signIn.href()} replace />;
}

/** /seller (linked from the storefront): the dashboard when signed in as a seller, else seller sign-in. */
export function SellerIndexRedirect() {
  const { status } = useSession();
  if (status === 'pending') return <PageLoader className="min-h-svh" />;
  return (
    <Navigate to={status === 'seller' ? paths.seller.dashboard.href() : paths.seller.signIn.href()} replace />
  );
}

/** /admin: the dashboard when signed in as an admin, else admin sign-in. */
export function AdminIndexRedirect() {
  const { status } = useAdminSession();
  if (status === 'pending') return <PageLoader className="min-h-svh" />;
  return (
    <Navigate to={status === 'admin' ? paths.admin.dashboard.href() : paths.admin.signIn.href()} replace />
  );
}
