import { paths } from '@/config/paths';
import { AuthHeading } from '../components/auth-heading';
import { AuthLinks } from '../components/auth-links';
import { SignInForm } from '../components/sign-in-form';

/** /admin/auth/signin: e-mail, password and the optional secret key. Success → /admin/dashboard. */
export function AdminSignInPage() {
  return (
    <div>
      <AuthHeading eyebrow="Admin" title="Sign In" description="ElectroHub administration." />
      <SignInForm role="admin" forgotHref={paths.admin.forgotPassword.href()} />
      <AuthLinks
        links={[{ prompt: 'New administrator?', to: paths.admin.signUp.href(), label: 'Sign Up' }]}
      />
    </div>
  );
}
