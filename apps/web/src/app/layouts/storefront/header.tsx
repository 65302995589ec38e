import { NavLink } from 'react-router';
import { Logo } from '@/components/logo';
import { buttonVariants } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { HeaderSearch } from '@/features/search/components/header-search';
import { cn } from '@/lib/cn';
import { AccountMenu } from './account-menu';
import { CategoryMenu } from './category-menu';
import { MobileNavButton } from './mobile-nav-button';

const navLinkClass = ({ isActive }: { isActive: boolean }) =>
  cn(buttonVariants({ variant: 'ghost' }), isActive && 'bg-accent text-accent-foreground');

/** The shop header: logo, About, Contact, Category, Help, search, account; a drawer below 768 px. */
export function Header() {
  return (
    <header className="sticky top-0 z-40 border-b bg-background/95 backdrop-blur supports-[backdrop-filter]:bg-background/85">
      <div className="mx-auto flex max-w-7xl flex-wrap items-center gap-x-2 gap-y-2 px-4 py-2 md:h-16 md:flex-nowrap md:gap-x-4 md:py-0">
        <MobileNavButton />
        <Logo className="mr-auto md:mr-2" />
        <nav aria-label="Main" className="hidden items-center gap-0.5 md:flex">
          <NavLink to={paths.about.href()} className={navLinkClass}>
            About
          </NavLink>
          <NavLink to={paths.contact.href()} className={navLinkClass}>
            Contact
          </NavLink>
          <CategoryMenu />
          <NavLink to={paths.info.href({ section: 'help-center' })} className={navLinkClass}>
            Help
          </NavLink>
        </nav>
        <AccountMenu />
        {/* Full width on its own row on phones; between the links and the account menu on wider screens. */}
        <HeaderSearch className="order-last md:order-none md:ml-auto md:max-w-md md:flex-1 lg:max-w-lg" />
      </div>
    </header>
  );
}
