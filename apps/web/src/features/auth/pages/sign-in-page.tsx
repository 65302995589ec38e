import { useLocation } from 'react-router';
import { safeRedirectPath } from '@electrohub/shared/auth';
import { paths } from '@/config/paths';
import type { AccountKind } from '../account-kind';
import { AuthHeading } from '../components/auth-heading';
import { AuthLinks, type AuthLink } from '../components/auth-links';
import { GoogleButton } from '../components/google-button';
import { GoogleErrorNotice } from '../components/google-error';
import { SignInForm } from '../components/sign-in-form';

/** What a buyer's and a seller's sign-in pages say and link to. */
const PAGES = {
  user: {
    heading: { title: 'Sign In', description: 'Welcome back to ElectroHub.' },
    forgotHref: () => paths.user.forgotPassword.href(),
    links: (): AuthLink[] => [
      { prompt: "Don't have an account?", to: paths.user.signUp.href(), label: 'Sign Up' },
      { prompt: 'Selling on ElectroHub?', to: paths.seller.signIn.href(), label: 'Seller sign in' },
    ],
  },
  seller: {
    heading: { eyebrow: 'Seller', title: 'Sign In', description: 'Manage your store, products and orders.' },
    forgotHref: () => paths.seller.forgotPassword.href(),
    links: (): AuthLink[] => [
      { prompt: 'New seller?', to: paths.seller.signUp.href(), label: 'Create a seller account' },
      { prompt: 'Shopping instead?', to: paths.user.signIn.href(), label: 'Buyer sign in' },
    ],
  },
} as const;

/**
 * /user/auth/signin and /seller/auth/signin: e-mail and password, Google, links to
 * reset, sign-up and the other kind's sign-in. Google brings a buyer back where they came from (or home) and
 * a seller to the dashboard; after the form the auth layout moves the person on the same way.
 */
export function SignInPage({ kind }: { kind: AccountKind }) {
  const page = PAGES[kind];
  const location = useLocation();
  const googleRedirect =
    kind === 'seller'
      ? paths.seller.dashboard.href()
      : (safeRedirectPath((location.state as { from?: string } | null)?.from) ?? paths.home.href());
  return (
    <div>
      <GoogleErrorNotice />
      <AuthHeading {...page.heading} />
      <div className="space-y-4">
        <SignInForm role={kind} forgotHref={page.forgotHref()} />
        <GoogleButton userType={kind} redirectUrl={googleRedirect} />
      </div>
      <AuthLinks links={page.links()} />
    </div>
  );
}
