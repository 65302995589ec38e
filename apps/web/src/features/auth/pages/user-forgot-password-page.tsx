import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { AuthHeading } from '../components/auth-heading';
import { ForgotPasswordForm } from '../components/forgot-password-form';

/** /user/auth/forgot-password: reset with the security answer; the buyer is signed in and goes home. */
export function UserForgotPasswordPage() {
  return (
    <div>
      <AuthHeading
        title="Reset your password"
        description="Answer your security question and choose a new password."
      />
      {/* Success signs the buyer in; the auth layout then takes them home. */}
      <ForgotPasswordForm role="user" onDone={() => undefined} />
      <p className="mt-6 text-center text-sm text-muted-foreground">
        Remembered it?{' '}
        <Link
          to={paths.user.signIn.href()}
          className="font-medium text-primary underline-offset-4 hover:underline"
        >
          Back to sign in
        </Link>
      </p>
    </div>
  );
}
