import { Link, useLocation } from 'react-router';
import { safeRedirectPath } from '@electrohub/shared/auth';
import { paths } from '@/config/paths';
import { AuthHeading } from '../components/auth-heading';
import { GoogleButton } from '../components/google-button';
import { GoogleErrorNotice } from '../components/google-error';
import { SignInForm } from '../components/sign-in-form';

/** /user/auth/signin: e-mail and password, Google, links to reset, sign-up and seller sign-in. */
export function UserSignInPage() {
  const location = useLocation();
  const from = safeRedirectPath((location.state as { from?: string } | null)?.from) ?? paths.home.href();
  return (
    <div>
      <GoogleErrorNotice />
      <AuthHeading title="Sign In" description="Welcome back to ElectroHub." />
      <div className="space-y-4">
        <SignInForm role="user" forgotHref={paths.user.forgotPassword.href()} />
        <GoogleButton userType="user" redirectUrl={from} />
      </div>
      <div className="mt-6 space-y-2 text-center text-sm text-muted-foreground">
        <p>
          Don&apos;t have an account?{' '}
          <Link
            to={paths.user.signUp.href()}
            className="font-medium text-primary underline-offset-4 hover:underline"
          >
            Sign Up
          </Link>
        </p>
        <p>
          Selling on ElectroHub?{' '}
          <Link
            to={paths.seller.signIn.href()}
            className="font-medium text-primary underline-offset-4 hover:underline"
          >
            Seller sign in
          </Link>
        </p>
      </div>
    </div>
  );
}
