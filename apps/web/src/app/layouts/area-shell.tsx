import { LogOutIcon } from 'lucide-react';
import { useEffect, type ReactNode } from 'react';
import { NavLink, Outlet, useLocation } from 'react-router';
import { Logo } from '@/components/logo';
import { SkipLink } from '@/components/skip-link';
import { Button } from '@/components/ui/button';
import { Separator } from '@/components/ui/separator';
import {
  Sidebar,
  SidebarContent,
  SidebarFooter,
  SidebarHeader,
  SidebarInset,
  SidebarMenuButton,
  SidebarMenuItem,
  SidebarProvider,
  SidebarRail,
  SidebarTrigger,
  useSidebar,
} from '@/components/ui/sidebar';
import type { NavItem } from './nav-items';

/** The mobile sheet closes once a link in it has been followed. */
function CloseMobileSidebarOnNavigate() {
  const { pathname } = useLocation();
  const { setOpenMobile } = useSidebar();
  useEffect(() => setOpenMobile(false), [pathname, setOpenMobile]);
  return null;
}

/** One sidebar link; the current page gets aria-current="page" (and its highlight) from NavLink. */
export function SidebarLink({ item, end = false }: { item: NavItem; end?: boolean }) {
  const Icon = item.icon;
  const { pathname } = useLocation();
  const alsoActive = item.alsoActiveUnder !== undefined && pathname.startsWith(item.alsoActiveUnder);
  return (
    <SidebarMenuItem>
      <SidebarMenuButton asChild tooltip={item.label} isActive={alsoActive || undefined}>
        <NavLink to={item.to} end={end}>
          <Icon aria-hidden />
          <span>{item.label}</span>
        </NavLink>
      </SidebarMenuButton>
    </SidebarMenuItem>
  );
}

/** The Log out button of an area's header; below the sm breakpoint only its icon shows. */
export function LogoutButton({ pending, onLogout }: { pending: boolean; onLogout: () => void }) {
  return (
    <Button variant="ghost" size="sm" aria-label="Log out" disabled={pending} onClick={onLogout}>
      <LogOutIcon aria-hidden /> <span className="hidden sm:inline">Log out</span>
    </Button>
  );
}

/**
 * The frame of the account, seller and admin areas: a collapsible sidebar (Ctrl/Cmd+B, remembered in the
 * `sidebar_state` cookie, a sheet below 768 px) beside a top bar and the page.
 */
export function AreaShell({
  title,
  navLabel,
  nav,
  footer,
  actions,
}: {
  /** The area's name, shown in the top bar. */
  title: string;
  /** Accessible name of the sidebar's navigation landmark. */
  navLabel: string;
  nav: ReactNode;
  footer?: ReactNode;
  actions?: ReactNode;
}) {
  return (
    <SidebarProvider>
      <SkipLink />
      <CloseMobileSidebarOnNavigate />
      <Sidebar label={`${navLabel} sidebar`}>
        <SidebarHeader className="h-14 justify-center border-b border-sidebar-border px-3 group-data-[collapsible=icon]:px-2">
          <Logo className="group-data-[collapsible=icon]:[&>span:last-child]:hidden" />
        </SidebarHeader>
        <SidebarContent>
          <nav aria-label={navLabel}>{nav}</nav>
        </SidebarContent>
        {footer && <SidebarFooter>{footer}</SidebarFooter>}
        <SidebarRail />
      </Sidebar>
      <SidebarInset>
        <header className="sticky top-0 z-10 flex h-14 shrink-0 items-center gap-2 border-b bg-background/95 px-3 backdrop-blur md:px-4">
          <SidebarTrigger />
          <Separator orientation="vertical" className="mx-1 h-5!" />
          <p className="truncate font-semibold">{title}</p>
          {actions && <div className="ml-auto flex items-center gap-2">{actions}</div>}
        </header>
        <main id="main" tabIndex={-1} className="flex flex-1 flex-col">
          <Outlet />
        </main>
      </SidebarInset>
    </SidebarProvider>
  );
}
