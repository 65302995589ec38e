import { useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import type { AuthKind } from '../account-kind';
import { AuthHeading } from '../components/auth-heading';
import { AuthLinks } from '../components/auth-links';
import { ForgotPasswordForm } from '../components/forgot-password-form';

/** What each kind's reset page says, where its sign-in is, and whether the reset leads there. */
const PAGES = {
  user: {
    eyebrow: undefined,
    description: 'Answer your security question and choose a new password.',
    prompt: 'Remembered it?',
    signInHref: () => paths.user.signIn.href(),
    // The reset signs a buyer in, and the auth layout then takes them home.
    toSignIn: false,
  },
  seller: {
    eyebrow: 'Seller',
    description: 'Answer your security question and choose a new password.',
    prompt: 'Remembered it?',
    signInHref: () => paths.seller.signIn.href(),
    toSignIn: true,
  },
  admin: {
    eyebrow: 'Admin',
    description: 'The administrator secret key is required.',
    prompt: undefined,
    signInHref: () => paths.admin.signIn.href(),
    toSignIn: true,
  },
} as const;

/**
 * /user/auth/forgot-password, /seller/auth/forgot-password and /admin/auth/forgot-password: a new password,
 * proven by the security answer (buyers, sellers) or the secret key (admins); sellers and admins then sign in.
 */
export function ForgotPasswordPage({ kind }: { kind: AuthKind }) {
  const page = PAGES[kind];
  const navigate = useNavigate();
  const signInHref = page.signInHref();
  return (
    <div>
      <AuthHeading eyebrow={page.eyebrow} title="Reset your password" description={page.description} />
      <ForgotPasswordForm
        role={kind}
        onDone={() => {
          if (page.toSignIn) void navigate(signInHref);
        }}
      />
      <AuthLinks links={[{ prompt: page.prompt, to: signInHref, label: 'Back to sign in' }]} />
    </div>
  );
}
