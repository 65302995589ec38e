/**
 * The first Tab stop of every shell (storefront, sign-in, account, seller, admin): jumps past the header and the
 * sidebar to <main id="main" tabIndex={-1}>, which every layout renders. Hidden until focused.
 */
export function SkipLink() {
  return (
    <a
      href="#main"
      className="sr-only z-[70] rounded-md bg-background px-4 py-2 font-medium text-foreground shadow focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
    >
      Skip to main content
    </a>
  );
}
