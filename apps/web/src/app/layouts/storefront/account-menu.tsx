import { LogInIcon, LogOutIcon, UserPlusIcon, UserRoundIcon } from 'lucide-react';
import { Link } from 'react-router';
import { disclosureItemClass } from '@/components/hover-disclosure';
import { paths } from '@/config/paths';
import { useSession } from '@/lib/auth/get-session';
import { useLogout } from '@/features/auth/api/logout';
import { cn } from '@/lib/cn';
import { accountMenuItems } from '../nav-items';
import { HeaderMenu } from './header-menu';

/** Header account menu: the buyer's links and Log out, or Sign In. Closes 300 ms after hover ends. */
export function AccountMenu() {
  const { status, user } = useSession();
  const logout = useLogout();
  const signedIn = status === 'buyer' && user !== null;
  const firstName = user?.name.split(' ')[0];

  return (
    <HeaderMenu
      align="end"
      label={
        <>
          <UserRoundIcon aria-hidden className="size-5" />
          <span className="sr-only md:not-sr-only">{signedIn ? `Hi, ${firstName}` : 'Account'}</span>
        </>
      }
      buttonClassName="gap-1.5 px-2 md:px-3"
      chevronClassName="hidden md:block"
      panelClassName="w-56"
    >
      {(close) =>
        signedIn ? (
          <>
            <div className="flex flex-col px-2 py-1.5">
              <span className="truncate text-sm font-medium">{user.name}</span>
              <span className="truncate text-xs text-muted-foreground">{user.email}</span>
            </div>
            <div className="-mx-1 my-1 h-px bg-border" />
            <ul>
              {accountMenuItems.map(({ label, to, icon: Icon }) => (
                <li key={to}>
                  <Link to={to} onClick={close} className={disclosureItemClass}>
                    <Icon aria-hidden />
                    {label}
                  </Link>
                </li>
              ))}
            </ul>
            <div className="-mx-1 my-1 h-px bg-border" />
            <button
              type="button"
              disabled={logout.isPending}
              onClick={() => {
                close();
                logout.mutate();
              }}
              className={cn(
                disclosureItemClass,
                'text-destructive hover:bg-destructive/10 hover:text-destructive',
              )}
            >
              <LogOutIcon aria-hidden />
              Log out
            </button>
          </>
        ) : (
          <ul>
            <li>
              <Link to={paths.user.signIn.href()} onClick={close} className={disclosureItemClass}>
                <LogInIcon aria-hidden />
                Sign In
              </Link>
            </li>
            <li>
              <Link to={paths.user.signUp.href()} onClick={close} className={disclosureItemClass}>
                <UserPlusIcon aria-hidden />
                Create account
              </Link>
            </li>
          </ul>
        )
      }
    </HeaderMenu>
  );
}
