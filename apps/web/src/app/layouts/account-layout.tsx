import { LogOutIcon, StoreIcon } from 'lucide-react';
import { Link, Navigate, useLocation } from 'react-router';
import { PageLoader } from '@/components/page-loader';
import { Button } from '@/components/ui/button';
import { SidebarGroup, SidebarMenu, SidebarMenuButton, SidebarMenuItem } from '@/components/ui/sidebar';
import { paths } from '@/config/paths';
import { useSession } from '@/lib/auth/get-session';
import { useLogout } from '@/features/auth/api/logout';
import { AreaShell, SidebarLink } from './area-shell';
import { buyerSidebarItems } from './nav-items';

/** The static promo card of the account sidebar. */
function MegaOfferCard() {
  return (
    <div className="rounded-xl bg-primary p-4 text-primary-foreground group-data-[collapsible=icon]:hidden">
      <p className="text-xs font-semibold tracking-wide uppercase">Mega Offer</p>
      <p className="text-3xl font-extrabold tracking-tight">51% OFF</p>
      <p className="mt-1 text-xs">On top electronics, for a limited time.</p>
      <Button asChild size="sm" variant="secondary" className="mt-3 w-full">
        <Link to={`${paths.home.href()}#products`}>Shop now</Link>
      </Button>
    </div>
  );
}

/** The buyer's account area (/user/...): sign-in required. */
export function AccountLayout() {
  const { status } = useSession();
  const location = useLocation();
  const logout = useLogout();

  if (status === 'pending') return <PageLoader className="min-h-svh" />;
  if (status !== 'buyer') {
    return (
      <Navigate to={paths.user.signIn.href()} replace state={{ from: location.pathname + location.search }} />
    );
  }

  return (
    <AreaShell
      title="My Account"
      navLabel="Account"
      nav={
        <SidebarGroup>
          <SidebarMenu>
            {buyerSidebarItems.map((item) => (
              <SidebarLink key={item.label} item={item} end={item.to === paths.home.href()} />
            ))}
            <SidebarMenuItem>
              <SidebarMenuButton
                tooltip="Log Out"
                disabled={logout.isPending}
                onClick={() => logout.mutate()}
                className="text-destructive hover:bg-destructive/10 hover:text-destructive"
              >
                <LogOutIcon aria-hidden />
                <span>Log Out</span>
              </SidebarMenuButton>
            </SidebarMenuItem>
          </SidebarMenu>
        </SidebarGroup>
      }
      footer={<MegaOfferCard />}
      actions={
        <Button asChild variant="ghost" size="sm">
          <Link to={paths.home.href()} aria-label="Continue shopping">
            <StoreIcon aria-hidden /> <span className="hidden sm:inline">Continue shopping</span>
          </Link>
        </Button>
      }
    />
  );
}
