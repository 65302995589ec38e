/**
 * The two kinds of account that sign up, sign in and reset their password with the security answer:
 * buyers ('user', the server's role name) and sellers. Admins have their own pages.
 */
export type AccountKind = 'user' | 'seller';

/** Everyone who signs in and resets a password: buyers, sellers, and admins (who add the secret key). */
export type AuthKind = AccountKind | 'admin';
