import { useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import type { AccountKind } from '../account-kind';
import { AuthHeading } from '../components/auth-heading';
import { AuthLinks } from '../components/auth-links';
import { ForgotPasswordForm } from '../components/forgot-password-form';

/**
 * /user/auth/forgot-password and /seller/auth/forgot-password: reset with the security answer. A buyer is
 * signed in by the reset, and the auth layout then takes them home; a seller goes to seller sign-in.
 */
export function ForgotPasswordPage({ kind }: { kind: AccountKind }) {
  const navigate = useNavigate();
  const signInHref = kind === 'user' ? paths.user.signIn.href() : paths.seller.signIn.href();
  return (
    <div>
      <AuthHeading
        eyebrow={kind === 'seller' ? 'Seller' : undefined}
        title="Reset your password"
        description="Answer your security question and choose a new password."
      />
      <ForgotPasswordForm
        role={kind}
        onDone={() => {
          if (kind === 'seller') void navigate(signInHref);
        }}
      />
      <AuthLinks links={[{ prompt: 'Remembered it?', to: signInHref, label: 'Back to sign in' }]} />
    </div>
  );
}

/** /user/auth/forgot-password. */
export const UserForgotPasswordPage = () => <ForgotPasswordPage kind="user" />;
/** /seller/auth/forgot-password. */
export const SellerForgotPasswordPage = () => <ForgotPasswordPage kind="seller" />;
