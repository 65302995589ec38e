import { Link, useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { AuthHeading } from '../components/auth-heading';
import { ForgotPasswordForm } from '../components/forgot-password-form';

/** /seller/auth/forgot-password: the shared reset form; success goes to seller sign-in. */
export function SellerForgotPasswordPage() {
  const navigate = useNavigate();
  return (
    <div>
      <AuthHeading
        eyebrow="Seller"
        title="Reset your password"
        description="Answer your security question and choose a new password."
      />
      <ForgotPasswordForm role="seller" onDone={() => void navigate(paths.seller.signIn.href())} />
      <p className="mt-6 text-center text-sm text-muted-foreground">
        Remembered it?{' '}
        <Link
          to={paths.seller.signIn.href()}
          className="font-medium text-primary underline-offset-4 hover:underline"
        >
          Back to sign in
        </Link>
      </p>
    </div>
  );
}
