import {
  BanknoteIcon,
  LayoutDashboardIcon,
  ListIcon,
  MailIcon,
  PackagePlusIcon,
  SettingsIcon,
  UserIcon,
} from 'lucide-react';
import { Navigate } from 'react-router';
import { PageLoader } from '@/components/page-loader';
import { SidebarGroup, SidebarMenu } from '@/components/ui/sidebar';
import { paths } from '@/config/paths';
import { useSession } from '@/lib/auth/get-session';
import { useLogout } from '@/features/auth/api/logout';
import { AreaShell, LogoutButton, SidebarLink } from './area-shell';
import type { NavItem } from './nav-items';

/** Dashboard, Profile, Add Products, Product List, Payouts, Contact, Settings. */
const sellerItems: NavItem[] = [
  { label: 'Dashboard', to: paths.seller.dashboard.href(), icon: LayoutDashboardIcon },
  { label: 'Profile', to: paths.seller.profile.href(), icon: UserIcon },
  { label: 'Add Products', to: paths.seller.addProduct.href(), icon: PackagePlusIcon },
  { label: 'Product List', to: paths.seller.products.href(), icon: ListIcon },
  { label: 'Payouts', to: paths.seller.payouts.href(), icon: BanknoteIcon },
  { label: 'Contact', to: paths.seller.contact.href(), icon: MailIcon },
  { label: 'Settings', to: paths.seller.settings.href(), icon: SettingsIcon },
];

/** The seller dashboard area (/seller/...): seller sign-in required, otherwise home. */
export function SellerLayout() {
  const { status, seller } = useSession();
  const logout = useLogout();

  if (status === 'pending') return <PageLoader className="min-h-svh" />;
  if (status !== 'seller') return <Navigate to={paths.home.href()} replace />;

  return (
    <AreaShell
      title={seller?.name ?? 'Seller'}
      navLabel="Seller dashboard"
      nav={
        <SidebarGroup>
          <SidebarMenu>
            {sellerItems.map((item) => (
              <SidebarLink key={item.label} item={item} end={item.to === paths.seller.dashboard.href()} />
            ))}
          </SidebarMenu>
        </SidebarGroup>
      }
      actions={<LogoutButton pending={logout.isPending} onLogout={() => logout.mutate()} />}
    />
  );
}
