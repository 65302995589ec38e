import { imageAt } from '@electrohub/shared/media';
import {
  CircleHelpIcon,
  InfoIcon,
  LayoutGridIcon,
  LogInIcon,
  LogOutIcon,
  MailIcon,
  StoreIcon,
  UserPlusIcon,
} from 'lucide-react';
import type { ReactNode } from 'react';
import { NavLink } from 'react-router';
import { LazyImage } from '@/components/lazy-image';
import { Logo } from '@/components/logo';
import { Separator } from '@/components/ui/separator';
import { Sheet, SheetContent, SheetDescription, SheetHeader, SheetTitle } from '@/components/ui/sheet';
import { paths } from '@/config/paths';
import { useSession } from '@/lib/auth/get-session';
import { useLogout } from '@/features/auth/api/logout';
import { useTopCategories } from '@/features/catalog/api/get-categories';
import { cn } from '@/lib/cn';
import { mobileAccountItems, type NavItem } from '../nav-items';

const linkClass = ({ isActive }: { isActive: boolean }) =>
  cn(
    'flex items-center gap-3 rounded-md px-3 py-2.5 text-sm font-medium hover:bg-accent hover:text-accent-foreground',
    isActive && 'bg-accent text-accent-foreground',
  );

const shopItems: NavItem[] = [
  { label: 'About', to: paths.about.href(), icon: InfoIcon },
  { label: 'Contact Us', to: paths.contact.href(), icon: MailIcon },
  { label: 'Help', to: paths.info.href({ section: 'help-center' }), icon: CircleHelpIcon },
];

/** Signed out, the account section offers these in place of the account links. */
const guestItems: NavItem[] = [
  { label: 'Sign In', to: paths.user.signIn.href(), icon: LogInIcon },
  { label: 'Create account', to: paths.user.signUp.href(), icon: UserPlusIcon },
];

const becomeSeller: NavItem = { label: 'Become Seller', to: paths.seller.signUp.href(), icon: StoreIcon };

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section aria-label={title} className="flex flex-col gap-0.5">
      <h2 className="px-3 pb-1 text-xs font-semibold tracking-wide text-muted-foreground uppercase">
        {title}
      </h2>
      {children}
    </section>
  );
}

/** One link of the drawer, with its icon; following it closes the drawer. */
function DrawerLink({
  item: { to, icon: Icon, label },
  onNavigate,
}: {
  item: NavItem;
  onNavigate: () => void;
}) {
  return (
    <NavLink to={to} className={linkClass} onClick={onNavigate}>
      <Icon aria-hidden className="size-4" /> {label}
    </NavLink>
  );
}

/**
 * The drawer that replaces the header links below 768 px. Loaded on demand by
 * MobileNavButton, so the dialog code is not part of the entry chunk.
 */
export default function MobileNavDrawer({
  open,
  setOpen,
}: {
  open: boolean;
  setOpen: (open: boolean) => void;
}) {
  const { status, user } = useSession();
  const categories = useTopCategories();
  const logout = useLogout();
  const close = () => setOpen(false);
  const signedIn = status === 'buyer';

  return (
    <Sheet open={open} onOpenChange={setOpen}>
      <SheetContent side="left" className="w-[85vw] max-w-xs gap-0 overflow-y-auto p-0">
        <SheetHeader className="border-b">
          <Logo className="self-start" onClick={close} />
          <SheetTitle className="sr-only">Menu</SheetTitle>
          <SheetDescription>
            {signedIn && user ? `Signed in as ${user.name}` : 'Browse ElectroHub'}
          </SheetDescription>
        </SheetHeader>
        <nav aria-label="Mobile" className="flex flex-col gap-4 p-3">
          <Section title="Shop">
            {shopItems.map((item) => (
              <DrawerLink key={item.label} item={item} onNavigate={close} />
            ))}
          </Section>

          {categories.data && categories.data.length > 0 && (
            <Section title="Categories">
              {categories.data.map((category) => (
                <NavLink
                  key={category.name}
                  to={paths.category.href({ categoryName: category.name })}
                  className={linkClass}
                  onClick={close}
                >
                  <LazyImage
                    src={imageAt(category.imageUrl, 200)}
                    alt=""
                    fit="contain"
                    className="size-6 rounded bg-white"
                  />
                  {category.name}
                </NavLink>
              ))}
              <NavLink to={paths.categories.href()} end className={linkClass} onClick={close}>
                <LayoutGridIcon aria-hidden className="size-6 p-0.5 text-muted-foreground" />
                All categories
              </NavLink>
            </Section>
          )}

          <Separator />

          <Section title="Account">
            {signedIn ? (
              <>
                {mobileAccountItems.map((item) => (
                  <DrawerLink key={item.label} item={item} onNavigate={close} />
                ))}
                <button
                  type="button"
                  className="flex items-center gap-3 rounded-md px-3 py-2.5 text-left text-sm font-medium text-destructive hover:bg-destructive/10"
                  disabled={logout.isPending}
                  onClick={() => {
                    close();
                    logout.mutate();
                  }}
                >
                  <LogOutIcon aria-hidden className="size-4" /> Log out
                </button>
              </>
            ) : (
              guestItems.map((item) => <DrawerLink key={item.label} item={item} onNavigate={close} />)
            )}
            <DrawerLink item={becomeSeller} onNavigate={close} />
          </Section>
        </nav>
      </SheetContent>
    </Sheet>
  );
}
