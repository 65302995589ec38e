import {
  HeartIcon,
  HomeIcon,
  type LucideIcon,
  PackageIcon,
  SettingsIcon,
  ShoppingCartIcon,
  StarIcon,
  UserIcon,
} from 'lucide-react';
import { paths } from '@/config/paths';

export type NavItem = {
  label: string;
  to: string;
  icon: LucideIcon;
  /** Also shown as the current page under this path (a detail page whose path differs from its list's). */
  alsoActiveUnder?: string;
};

/** The signed-in buyer's account menu in the header. */
export const accountMenuItems: NavItem[] = [
  { label: 'Profile', to: paths.user.profile.href(), icon: UserIcon },
  { label: 'Cart', to: paths.user.cart.href(), icon: ShoppingCartIcon },
  { label: 'Wishlist', to: paths.user.wishlist.href(), icon: HeartIcon },
  { label: 'Settings', to: paths.user.settings.href(), icon: SettingsIcon },
];

/** The mobile drawer adds Orders and Reviews to the account links. */
export const mobileAccountItems: NavItem[] = [
  ...accountMenuItems.slice(0, 3),
  { label: 'Orders', to: paths.user.orders.href(), icon: PackageIcon },
  { label: 'Reviews', to: paths.user.reviews.href(), icon: StarIcon },
  accountMenuItems[3] as NavItem,
];

/** The buyer account sidebar, before 'Log Out'. */
export const buyerSidebarItems: NavItem[] = [
  { label: 'Home', to: paths.home.href(), icon: HomeIcon },
  { label: 'Wishlist', to: paths.user.wishlist.href(), icon: HeartIcon },
  { label: 'Profile Information', to: paths.user.profile.href(), icon: UserIcon },
  { label: 'Cart', to: paths.user.cart.href(), icon: ShoppingCartIcon },
  { label: 'My Orders', to: paths.user.orders.href(), icon: PackageIcon },
  { label: 'My Reviews & Ratings', to: paths.user.reviews.href(), icon: StarIcon },
  { label: 'Settings', to: paths.user.settings.href(), icon: SettingsIcon },
];
