import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { AuthHeading } from '../components/auth-heading';
import { GoogleButton } from '../components/google-button';
import { GoogleErrorNotice } from '../components/google-error';
import { SignInForm } from '../components/sign-in-form';

/** /seller/auth/signin: success goes to the dashboard (the auth layout moves a signed-in seller on). */
export function SellerSignInPage() {
  return (
    <div>
      <GoogleErrorNotice />
      <AuthHeading eyebrow="Seller" title="Sign In" description="Manage your store, products and orders." />
      <div className="space-y-4">
        <SignInForm role="seller" forgotHref={paths.seller.forgotPassword.href()} />
        <GoogleButton userType="seller" redirectUrl={paths.seller.dashboard.href()} />
      </div>
      <div className="mt-6 space-y-2 text-center text-sm text-muted-foreground">
        <p>
          New seller?{' '}
          <Link
            to={paths.seller.signUp.href()}
            className="font-medium text-primary underline-offset-4 hover:underline"
          >
            Create a seller account
          </Link>
        </p>
        <p>
          Shopping instead?{' '}
          <Link
            to={paths.user.signIn.href()}
            className="font-medium text-primary underline-offset-4 hover:underline"
          >
            Buyer sign in
          </Link>
        </p>
      </div>
    </div>
  );
}
