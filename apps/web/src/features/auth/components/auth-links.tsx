import { Link } from 'react-router';

/** One line under an auth card: an optional question and the link that answers it. */
export type AuthLink = { prompt?: string; to: string; label: string };

const linkClass = 'font-medium text-primary underline-offset-4 hover:underline';

function AuthLinkLine({ prompt, to, label }: AuthLink) {
  return (
    <>
      {prompt && <>{prompt} </>}
      <Link to={to} className={linkClass}>
        {label}
      </Link>
    </>
  );
}

/** The links under an auth card (to the other auth pages): one paragraph, or one paragraph per link. */
export function AuthLinks({ links }: { links: readonly AuthLink[] }) {
  if (links.length === 1) {
    return (
      <p className="mt-6 text-center text-sm text-muted-foreground">
        <AuthLinkLine {...links[0]!} />
      </p>
    );
  }
  return (
    <div className="mt-6 space-y-2 text-center text-sm text-muted-foreground">
      {links.map((link) => (
        <p key={link.to}>
          <AuthLinkLine {...link} />
        </p>
      ))}
    </div>
  );
}

/** The 'Forgot password?' link, right under the password field (after it in the Tab order). */
export function ForgotPasswordLink({ to }: { to: string }) {
  return (
    <Link to={to} className={`justify-self-end text-sm ${linkClass}`}>
      Forgot password?
    </Link>
  );
}
