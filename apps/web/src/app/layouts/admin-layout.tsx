import {
  BanknoteIcon,
  BarChart3Icon,
  CreditCardIcon,
  FileTextIcon,
  LayoutDashboardIcon,
  MessageSquareIcon,
  PackageIcon,
  RotateCcwIcon,
  SettingsIcon,
  ShieldCheckIcon,
  ShieldIcon,
  ShoppingBagIcon,
  UsersIcon,
} from 'lucide-react';
import { Link, Navigate, NavLink, useLocation } from 'react-router';
import { PageLoader } from '@/components/page-loader';
import {
  SidebarGroup,
  SidebarMenu,
  SidebarMenuButton,
  SidebarMenuItem,
  SidebarMenuSub,
  SidebarMenuSubButton,
  SidebarMenuSubItem,
} from '@/components/ui/sidebar';
import { paths } from '@/config/paths';
import { useAdminSession } from '@/lib/auth/get-admin-session';
import { useAdminLogout } from '@/features/auth/api/logout';
import { AreaShell, LogoutButton, SidebarLink } from './area-shell';
import type { NavItem } from './nav-items';

const item = (label: string, to: string, icon: NavItem['icon'], alsoActiveUnder?: string): NavItem => ({
  label,
  to,
  icon,
  alsoActiveUnder,
});

/** Dashboard, User Management (Seller, Buyer), Product Management, … Logs & Security. */
const before = [item('Dashboard', paths.admin.dashboard.href(), LayoutDashboardIcon)];
const after = [
  item('Product Management', paths.admin.products.href(), PackageIcon, '/admin/productsmanage/'),
  item('Orders Management', paths.admin.orders.href(), ShoppingBagIcon),
  item('Payments', paths.admin.payments.href(), CreditCardIcon),
  item('Payouts', paths.admin.payouts.href(), BanknoteIcon),
  item('Reports', paths.admin.reports.href(), BarChart3Icon),
  item('Admins', paths.admin.admins.href(), ShieldIcon),
  item('Messages', paths.admin.messages.href(), MessageSquareIcon),
  item('CMS', paths.admin.cms.href(), FileTextIcon),
  item('Settings', paths.admin.settings.href(), SettingsIcon),
  item('Logs & Security', paths.admin.logs.href(), ShieldCheckIcon),
  item('Background jobs', paths.admin.jobs.href(), RotateCcwIcon),
];

/** The admin area (/admin/...): admin sign-in required, otherwise home. */
/** 'Admin · Priya Shah'; a name that already says admin ('ElectroHub Admin') stands alone. */
function adminTitle(name: string | undefined): string {
  if (!name) return 'Admin';
  return /\badmin\b/i.test(name) ? name : `Admin · ${name}`;
}

export function AdminLayout() {
  const { status, admin } = useAdminSession();
  const logout = useAdminLogout();
  const { pathname } = useLocation();
  const inUserManagement = /^\/admin\/(seller|sellerinfo|buyer)(\/|$)/.test(pathname);

  if (status === 'pending') return <PageLoader className="min-h-svh" />;
  if (status !== 'admin') return <Navigate to={paths.home.href()} replace />;

  return (
    <AreaShell
      title={adminTitle(admin?.name)}
      navLabel="Admin"
      nav={
        <SidebarGroup>
          <SidebarMenu>
            {before.map((entry) => (
              <SidebarLink key={entry.label} item={entry} end />
            ))}
            <SidebarMenuItem>
              <SidebarMenuButton asChild tooltip="User Management" isActive={inUserManagement}>
                <Link to={paths.admin.sellers.href()}>
                  <UsersIcon aria-hidden />
                  <span>User Management</span>
                </Link>
              </SidebarMenuButton>
              <SidebarMenuSub aria-label="User Management">
                <SidebarMenuSubItem>
                  <SidebarMenuSubButton asChild>
                    <NavLink to={paths.admin.sellers.href()}>Seller</NavLink>
                  </SidebarMenuSubButton>
                </SidebarMenuSubItem>
                <SidebarMenuSubItem>
                  <SidebarMenuSubButton asChild>
                    <NavLink to={paths.admin.buyers.href()}>Buyer</NavLink>
                  </SidebarMenuSubButton>
                </SidebarMenuSubItem>
              </SidebarMenuSub>
            </SidebarMenuItem>
            {after.map((entry) => (
              <SidebarLink key={entry.label} item={entry} />
            ))}
          </SidebarMenu>
        </SidebarGroup>
      }
      actions={<LogoutButton pending={logout.isPending} onLogout={() => logout.mutate()} />}
    />
  );
}
