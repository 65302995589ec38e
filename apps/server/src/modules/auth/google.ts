import * as oidc from 'openid-client';
import { needsDetails, safeRedirectPath } from '@electrohub/shared/auth';
import type { Config } from '../../config.ts';
import type { Db, DbOrTx } from '../../db/client.ts';
import { AppError, badRequest, notFound } from '../../lib/errors.ts';
import { audit } from '../audit/service.ts';
import {
  isUniqueViolation,
  sellerAccounts,
  userAccounts,
  toPublicSeller,
  toPublicUser,
} from '../accounts/service.ts';
import { insertOidcState, purgeOidcStatesBefore, takeOidcState } from './repository.ts';
import { deleteSessionsOf } from './sessions.ts';

/** A state lives 10 minutes between the redirect to Google and the callback. */
export const OIDC_STATE_TTL_MS = 10 * 60 * 1000;
export const CALLBACK_PATH = '/api/auth/google/callback';

export type GoogleRole = 'user' | 'seller';

const DETAILS_PATH: Record<GoogleRole, string> = {
  user: '/user/auth/user-details',
  seller: '/seller/auth/seller-details',
};
const SIGN_IN_PATH: Record<GoogleRole, string> = { user: '/user/auth/signin', seller: '/seller/auth/signin' };
const HOME_PATH: Record<GoogleRole, string> = { user: '/', seller: '/seller/dashboard' };

/** Why a Google sign-in did not complete; the web sign-in page shows a message for `?error=google`. */
export class GoogleSignInError extends Error {
  constructor(
    readonly role: GoogleRole,
    reason: string,
  ) {
    super(reason);
  }
  get redirectTo(): string {
    return `${SIGN_IN_PATH[this.role]}?error=google`;
  }
}

/** What linking by e-mail reads and writes of a buyer or seller row. */
interface LinkableAccount {
  id: number;
  googleSub: string | null;
  emailVerified: boolean;
}
interface LinkPatch {
  googleSub: string;
  emailVerified?: boolean;
  passwordHash?: null;
  answerHash?: null;
  /** A claim replaces what the first registrant typed: Google's name, no phone, address or picture. */
  name?: string;
  phone?: null;
  address?: null;
  pfp?: null;
}

/** The account rows Google sign-in reads and writes, the same for buyers and sellers. */
interface GoogleAccounts<R extends LinkableAccount> {
  findByGoogleSub(db: DbOrTx, sub: string): Promise<R | null>;
  findByEmail(db: DbOrTx, email: string): Promise<R | null>;
  insert(
    db: DbOrTx,
    values: { name: string; email: string; googleSub: string; emailVerified: boolean },
  ): Promise<R>;
  update: (tx: DbOrTx, id: number, patch: LinkPatch) => Promise<R | null>;
}

export interface GoogleResult {
  role: GoogleRole;
  accountId: number;
  redirectTo: string;
}

/**
 * Google sign-in for buyers and sellers: OpenID Connect authorization-code flow with state, nonce and PKCE
 * (openid-client). Accounts are found by Google subject, else linked by a verified e-mail address (taking over
 * an account whose address was never proven, see `linkByEmail`), else created; new or incomplete accounts go
 * to the details page. Redirects only to paths of this site.
 */
export function googleSignIn(config: Config) {
  let discovered: Promise<oidc.Configuration> | null = null;
  const redirectUri = `${config.PUBLIC_URL}${CALLBACK_PATH}`;

  function client(): Promise<oidc.Configuration> {
    if (!config.googleEnabled) throw notFound('Google sign-in is not configured');
    if (!discovered) {
      const issuer = new URL(config.OIDC_ISSUER);
      discovered = oidc
        .discovery(issuer, config.GOOGLE_CLIENT_ID!, config.GOOGLE_CLIENT_SECRET, undefined, {
          // Plain http is only ever a local test issuer (oauth2-mock-server); Google itself is https.
          execute: issuer.protocol === 'http:' ? [oidc.allowInsecureRequests] : [],
          timeout: 10,
        })
        .catch((error: unknown) => {
          discovered = null;
          throw error;
        });
    }
    return discovered;
  }

  /** `GET /api/auth/google`: remember state, nonce and PKCE verifier, answer the provider's URL to redirect to. */
  async function start(db: Db, query: { redirectUrl?: string; userType: GoogleRole }): Promise<string> {
    const cfg = await client();
    let redirectPath = HOME_PATH[query.userType];
    if (query.redirectUrl) {
      const safe = safeRedirectPath(query.redirectUrl, config.PUBLIC_URL);
      if (!safe) throw badRequest('redirectUrl must be a path of this site');
      redirectPath = safe;
    }
    const state = oidc.randomState();
    const nonce = oidc.randomNonce();
    const codeVerifier = oidc.randomPKCECodeVerifier();
    const codeChallenge = await oidc.calculatePKCECodeChallenge(codeVerifier);
    await purgeOidcStatesBefore(db, new Date(Date.now() - OIDC_STATE_TTL_MS));
    await insertOidcState(db, { state, nonce, codeVerifier, userType: query.userType, redirectPath });
    return oidc
      .buildAuthorizationUrl(cfg, {
        redirect_uri: redirectUri,
        scope: 'openid email profile',
        state,
        nonce,
        code_challenge: codeChallenge,
        code_challenge_method: 'S256',
        prompt: 'select_account',
      })
      .toString();
  }

  /** `GET /api/auth/google/callback`: check everything, find/link/create the account, say where to go. */
  async function finish(db: Db, search: string, ip: string): Promise<GoogleResult> {
    const params = new URLSearchParams(search);
    const stateParam = params.get('state');
    const row = stateParam ? await takeOidcState(db, stateParam) : null;
    if (!row || (row.userType !== 'user' && row.userType !== 'seller'))
      throw new GoogleSignInError('user', 'unknown or used state');
    const role: GoogleRole = row.userType;
    if (Date.now() - row.createdAt.getTime() > OIDC_STATE_TTL_MS)
      throw new GoogleSignInError(role, 'state expired');
    if (params.has('error')) throw new GoogleSignInError(role, `provider error ${params.get('error')}`);

    let claims: oidc.IDToken | undefined;
    try {
      const cfg = await client();
      const tokens = await oidc.authorizationCodeGrant(cfg, new URL(`${redirectUri}?${params.toString()}`), {
        pkceCodeVerifier: row.codeVerifier,
        expectedState: row.state,
        expectedNonce: row.nonce,
        idTokenExpected: true,
      });
      claims = tokens.claims();
    } catch (error) {
      if (error instanceof AppError) throw error;
      throw new GoogleSignInError(role, `token exchange failed: ${(error as Error).message}`);
    }
    if (!claims) throw new GoogleSignInError(role, 'no ID token');
    const sub = claims.sub;
    const email = typeof claims.email === 'string' ? claims.email.trim().toLowerCase() : '';
    // Only a verified address may create or link an account: otherwise anyone could claim any e-mail.
    if (!email || claims.email_verified !== true) throw new GoogleSignInError(role, 'e-mail not verified');
    const name = (typeof claims.name === 'string' && claims.name.trim()) || email.split('@')[0]!;

    const result =
      role === 'user'
        ? await googleAccount(
            db,
            role,
            userAccounts,
            (u) => needsDetails(toPublicUser(u)),
            sub,
            email,
            name,
            ip,
          )
        : await googleAccount(
            db,
            role,
            sellerAccounts,
            (s) => needsDetails(toPublicSeller(s)),
            sub,
            email,
            name,
            ip,
          );
    await audit(db, {
      category: 'auth',
      action: `${role}.${result.created ? 'sign-up' : 'sign-in'}`,
      actorType: role,
      actorId: result.id,
      ip,
      detail: 'google',
    });
    const redirectTo = result.incomplete
      ? DETAILS_PATH[role]
      : role === 'seller'
        ? HOME_PATH.seller
        : row.redirectPath;
    return { role, accountId: result.id, redirectTo };
  }

  /**
   * Link this Google identity to the account that holds its e-mail. A proven address (the account came from
   * Google) links as it is. An unproven one (a password sign-up, or a seller's changed e-mail) may have been
   * registered by someone else before its owner arrived: the Google owner proves it now, so the account
   * becomes theirs alone. Its password, security answer and every session end (whoever set them can no
   * longer get in; the owner sets new ones on the details page), and the audit log records it.
   */
  async function linkByEmail<R extends LinkableAccount>(
    db: Db,
    role: GoogleRole,
    account: R,
    google: { sub: string; name: string },
    ip: string,
    update: (tx: DbOrTx, id: number, patch: LinkPatch) => Promise<R | null>,
  ): Promise<R> {
    const sub = google.sub;
    if (account.emailVerified) {
      if (account.googleSub && account.googleSub !== sub)
        throw new GoogleSignInError(role, 'e-mail linked to another Google account');
      return (await update(db, account.id, { googleSub: sub })) ?? account;
    }
    return db.transaction(async (tx) => {
      const claimed = await update(tx, account.id, {
        googleSub: sub,
        emailVerified: true,
        passwordHash: null,
        answerHash: null,
        // Whoever registered the address first typed these: none of it is the owner's.
        name: google.name,
        phone: null,
        address: null,
        pfp: null,
      });
      await deleteSessionsOf(tx, role, account.id);
      await audit(tx, {
        category: 'auth',
        action: `${role}.google-claim`,
        actorType: role,
        actorId: account.id,
        ip,
        detail:
          'google: unproven e-mail claimed by its owner; password, answer, name, phone, address, picture and sessions cleared',
      });
      return claimed ?? account;
    });
  }

  /**
   * The account of this Google identity: found by its subject, else linked by e-mail, else created (a
   * concurrent first sign-in that created it first is read back).
   */
  async function googleAccount<R extends LinkableAccount>(
    db: Db,
    role: GoogleRole,
    accounts: GoogleAccounts<R>,
    needsMore: (account: R) => boolean,
    sub: string,
    email: string,
    name: string,
    ip: string,
  ) {
    let account = await accounts.findByGoogleSub(db, sub);
    let created = false;
    if (!account) {
      const byEmail = await accounts.findByEmail(db, email);
      if (byEmail) {
        account = await linkByEmail(db, role, byEmail, { sub, name }, ip, accounts.update);
      } else {
        try {
          account = await accounts.insert(db, { name, email, googleSub: sub, emailVerified: true });
          created = true;
        } catch (error) {
          if (!isUniqueViolation(error)) throw error;
          account = await accounts.findByGoogleSub(db, sub);
          if (!account) throw new GoogleSignInError(role, 'account race');
        }
      }
    }
    return { id: account.id, created, incomplete: created || needsMore(account) };
  }

  return { start, finish, enabled: config.googleEnabled };
}
