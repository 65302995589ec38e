import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { OAuth2Server } from 'oauth2-mock-server';
import { auditLog, oidcStates, sellers, users } from '../../db/schema/index.ts';
import { useTestApp } from '../../../test/api.ts';
import { createBuyer, createSeller, sessionCookie } from '../../../test/factories.ts';

/**
 * Google sign-in end to end against a real OpenID Connect provider on loopback (oauth2-mock-server):
 * discovery, authorization redirect with state + nonce + PKCE, code exchange, ID token checks.
 */
let idp: OAuth2Server;
/** The claims the provider puts in the next ID token. */
let claims: Record<string, unknown> = {};

beforeAll(async () => {
  idp = new OAuth2Server();
  await idp.issuer.keys.generate('RS256');
  await idp.start(0, '127.0.0.1');
  idp.service.on('beforeTokenSigning', (token: { payload: Record<string, unknown> }) => {
    Object.assign(token.payload, claims);
  });
});
afterAll(async () => idp.stop());
const t = useTestApp({
  env: () => ({
    GOOGLE_CLIENT_ID: 'electrohub-test-client',
    GOOGLE_CLIENT_SECRET: 'electrohub-test-secret',
    OIDC_ISSUER: idp.issuer.url!,
  }),
});
beforeEach(() => {
  claims = {};
});

/** Run the browser's part: our redirect → the provider's authorize endpoint → back to our callback. */
async function googleFlow(query: string): Promise<{ status: number; location: string; cookie?: string }> {
  const start = await t.get(`/api/auth/google?${query}`);
  if (start.statusCode !== 302) return { status: start.statusCode, location: '' };
  const authorize = new URL(String(start.headers.location));
  expect(authorize.origin).toBe(new URL(idp.issuer.url!).origin);
  expect(authorize.searchParams.get('code_challenge_method')).toBe('S256');
  expect(authorize.searchParams.get('state')).toBeTruthy();
  expect(authorize.searchParams.get('nonce')).toBeTruthy();
  expect(authorize.searchParams.get('redirect_uri')).toBe(`${t.config.PUBLIC_URL}/api/auth/google/callback`);
  const idpAnswer = await fetch(authorize, { redirect: 'manual' });
  expect(idpAnswer.status).toBe(302);
  const back = new URL(idpAnswer.headers.get('location')!);
  const callback = await t.get(`${back.pathname}${back.search}`);
  const c = callback.cookies.find((x) => x.name === 'eh_session');
  return {
    status: callback.statusCode,
    location: String(callback.headers.location ?? ''),
    cookie: c?.value ? `eh_session=${c.value}` : undefined,
  };
}

describe('Google sign-in', () => {
  it('GET /api/auth/providers shows the button when configured', async () => {
    expect((await t.get('/api/auth/providers')).json()).toEqual({
      google: true,
    });
  });

  it('a new buyer is created, signed in and sent to the details page', async () => {
    claims = {
      sub: 'google-new-buyer',
      email: 'New.Buyer@Gmail.com',
      email_verified: true,
      name: 'New Buyer',
    };
    const res = await googleFlow(`redirectUrl=${encodeURIComponent('/user/cart')}&userType=user`);
    expect(res.status).toBe(302);
    expect(res.location).toBe('/user/auth/user-details');
    const data = await t.get('/api/auth/user-data', res.cookie);
    expect(data.json()).toMatchObject({
      authorized: true,
      user: { email: 'new.buyer@gmail.com', name: 'New Buyer', hasPassword: false, phone: null },
    });
    const [row] = await t.app.db.select().from(users).where(eq(users.email, 'new.buyer@gmail.com'));
    expect(row?.googleSub).toBe('google-new-buyer');
    const audits = await t.app.db.select().from(auditLog).where(eq(auditLog.action, 'user.sign-up'));
    expect(audits.some((a) => a.actorId === row!.id && a.detail === 'google')).toBe(true);
    // The state was used up.
    expect(await t.app.db.select().from(oidcStates)).toHaveLength(0);
  });

  it('an existing, complete buyer with a proven e-mail is linked and goes to the redirect path (password kept)', async () => {
    const buyer = await createBuyer(t.app.db, { email: 'linked.buyer@gmail.com', emailVerified: true });
    claims = {
      sub: 'google-linked-buyer',
      email: 'linked.buyer@gmail.com',
      email_verified: true,
      name: 'Whatever',
    };
    const res = await googleFlow(`redirectUrl=${encodeURIComponent('/user/orders?tab=1')}&userType=user`);
    expect(res.location).toBe('/user/orders?tab=1');
    const [row] = await t.app.db.select().from(users).where(eq(users.id, buyer.id));
    expect(row?.googleSub).toBe('google-linked-buyer');
    expect(row?.name).toBe(buyer.name);
    expect(row?.passwordHash).toBe(buyer.passwordHash);
    const id = await t.get('/api/auth/get-id', res.cookie);
    expect(id.json()).toBe(buyer.id);
  });

  it("pre-takeover fails: a stranger's password sign-up with the victim's e-mail is taken over when the victim uses Google", async () => {
    const signup = await t.send('POST', '/api/user/auth/signup', undefined, {
      name: 'Attacker',
      email: 'victim@x.in',
      phone: '9876543210',
      password: 'Attacker@123',
      address: '1 Fake Street',
      answer: 'sneaky',
    });
    expect(signup.statusCode).toBe(201);
    const attackerCookie = `eh_session=${signup.cookies.find((c) => c.name === 'eh_session')!.value}`;

    claims = { sub: 'google-victim', email: 'victim@x.in', email_verified: true, name: 'Victim' };
    const res = await googleFlow('userType=user');
    // The victim owns the account now and sets a password and answer of their own on the details page.
    expect(res.location).toBe('/user/auth/user-details');
    const [row] = await t.app.db.select().from(users).where(eq(users.email, 'victim@x.in'));
    expect(row).toMatchObject({
      googleSub: 'google-victim',
      emailVerified: true,
      passwordHash: null,
      answerHash: null,
      // What the first registrant typed is gone too (issue 21): Google's name, no phone, address or picture.
      name: 'Victim',
      phone: null,
      address: null,
      pfp: null,
    });
    const victim = await t.get('/api/auth/get-id', res.cookie);
    expect(victim.json()).toBe(row!.id);

    // The attacker's session is gone and the password no longer works, nor does a reset with the old answer.
    const attacker = await t.get('/api/auth/user-data', attackerCookie);
    expect(attacker.json()).toMatchObject({ authorized: false });
    const signIn = await t.app.inject({
      method: 'POST',
      url: '/api/user/auth/signin',
      payload: { email: 'victim@x.in', password: 'Attacker@123' },
      remoteAddress: '203.0.113.77',
    });
    expect(signIn.statusCode).toBe(401);
    const reset = await t.app.inject({
      method: 'POST',
      url: '/api/user/auth/forgot-password',
      payload: { email: 'victim@x.in', answer: 'sneaky', password: 'Attacker@456' },
      remoteAddress: '203.0.113.78',
    });
    expect(reset.statusCode).toBe(401);
    const audits = await t.app.db.select().from(auditLog).where(eq(auditLog.action, 'user.google-claim'));
    expect(audits.map((a) => a.actorId)).toEqual([row!.id]);
  });

  it("a seller's changed e-mail is unproven: its Google owner takes the account over instead of sharing it", async () => {
    const seller = await createSeller(t.app.db, { email: 'own.shop@gmail.com', emailVerified: true });
    const cookie = await sessionCookie(t.app.db, 'seller', seller.id);
    const change = await t.send('PATCH', `/api/seller/${seller.id}`, cookie, {
      email: 'someone.else@gmail.com',
    });
    expect(change.statusCode).toBe(200);
    const [changed] = await t.app.db.select().from(sellers).where(eq(sellers.id, seller.id));
    expect(changed).toMatchObject({ email: 'someone.else@gmail.com', emailVerified: false });

    claims = { sub: 'google-someone-else', email: 'someone.else@gmail.com', email_verified: true };
    const res = await googleFlow('userType=seller');
    expect(res.location).toBe('/seller/auth/seller-details');
    const [row] = await t.app.db.select().from(sellers).where(eq(sellers.id, seller.id));
    expect(row).toMatchObject({ googleSub: 'google-someone-else', passwordHash: null, answerHash: null });
    const before = await t.get('/api/auth/seller-data', cookie);
    expect(before.json()).toMatchObject({ authorized: false });
  });

  it('an existing seller goes to the dashboard', async () => {
    const seller = await createSeller(t.app.db, { email: 'shop@gmail.com', emailVerified: true });
    claims = { sub: 'google-seller', email: 'shop@gmail.com', email_verified: true };
    const res = await googleFlow(
      `redirectUrl=${encodeURIComponent('/seller/auth/seller-details')}&userType=seller`,
    );
    expect(res.location).toBe('/seller/dashboard');
    const data = await t.get('/api/auth/seller-data', res.cookie);
    expect(data.json()).toMatchObject({ authorized: true, seller: { id: seller.id } });
  });

  it('a new seller goes to the seller details page', async () => {
    claims = {
      sub: 'google-new-seller',
      email: 'new.shop@gmail.com',
      email_verified: true,
      name: 'New Shop',
    };
    const res = await googleFlow('userType=seller');
    expect(res.location).toBe('/seller/auth/seller-details');
    const [row] = await t.app.db.select().from(sellers).where(eq(sellers.email, 'new.shop@gmail.com'));
    expect(row).toMatchObject({ name: 'New Shop', passwordHash: null, pfp: null });
  });

  it('an unverified e-mail neither links nor creates an account', async () => {
    const buyer = await createBuyer(t.app.db, { email: 'victim@gmail.com' });
    claims = { sub: 'attacker', email: 'victim@gmail.com', email_verified: false };
    const res = await googleFlow('userType=user');
    expect(res.location).toBe('/user/auth/signin?error=google');
    expect(res.cookie).toBeUndefined();
    const [row] = await t.app.db.select().from(users).where(eq(users.id, buyer.id));
    expect(row?.googleSub).toBeNull();
  });

  it.each([
    'https://evil.example/steal',
    '//evil.example/steal',
    '/\\evil.example',
    'javascript:alert(1)',
    'http://localhost:3000.evil.example/x',
  ])('refuses the foreign redirectUrl %s (no redirect to the provider, nothing stored)', async (target) => {
    const before = (await t.app.db.select().from(oidcStates)).length;
    const res = await t.get(`/api/auth/google?userType=user&redirectUrl=${encodeURIComponent(target)}`);
    expect(res.statusCode).toBe(400);
    expect(res.json().flag).toBe('ValidationError');
    expect((await t.app.db.select().from(oidcStates)).length).toBe(before);
  });

  it('accepts an absolute URL of this site as its path', async () => {
    claims = { sub: 'google-abs', email: 'abs@gmail.com', email_verified: true };
    await createBuyer(t.app.db, { email: 'abs@gmail.com', emailVerified: true });
    const res = await googleFlow(
      `userType=user&redirectUrl=${encodeURIComponent(`${t.config.PUBLIC_URL}/user/wishlist`)}`,
    );
    expect(res.location).toBe('/user/wishlist');
  });

  it('a callback with an unknown, reused or expired state signs nobody in', async () => {
    const unknown = await t.get('/api/auth/google/callback?code=abc&state=forged');
    expect(unknown.statusCode).toBe(302);
    expect(unknown.headers.location).toBe('/user/auth/signin?error=google');
    expect(unknown.cookies.find((c) => c.name === 'eh_session')).toBeUndefined();

    // Replaying a completed callback fails: the state is single-use.
    claims = { sub: 'google-replay', email: 'replay@gmail.com', email_verified: true };
    const start = await t.get('/api/auth/google?userType=seller');
    const idpAnswer = await fetch(String(start.headers.location), { redirect: 'manual' });
    const back = new URL(idpAnswer.headers.get('location')!);
    const first = await t.get(`${back.pathname}${back.search}`);
    expect(first.headers.location).toBe('/seller/auth/seller-details');
    const replay = await t.get(`${back.pathname}${back.search}`);
    expect(replay.headers.location).toBe('/user/auth/signin?error=google');

    // A state older than 10 minutes is refused.
    const start2 = await t.get('/api/auth/google?userType=seller');
    const authorize = new URL(String(start2.headers.location));
    await t.app.db
      .update(oidcStates)
      .set({ createdAt: new Date(Date.now() - 11 * 60 * 1000) })
      .where(eq(oidcStates.state, authorize.searchParams.get('state')!));
    const idp2 = await fetch(authorize, { redirect: 'manual' });
    const back2 = new URL(idp2.headers.get('location')!);
    const late = await t.get(`${back2.pathname}${back2.search}`);
    expect(late.headers.location).toBe('/seller/auth/signin?error=google');
  });

  it('a tampered code (PKCE/nonce bound) is refused', async () => {
    claims = { sub: 'google-tamper', email: 'tamper@gmail.com', email_verified: true };
    const start = await t.get('/api/auth/google?userType=user');
    const authorize = new URL(String(start.headers.location));
    const state = authorize.searchParams.get('state')!;
    const res = await t.get(`/api/auth/google/callback?code=not-a-real-code&state=${state}`);
    expect(res.headers.location).toBe('/user/auth/signin?error=google');
    expect(await t.app.db.select().from(users).where(eq(users.email, 'tamper@gmail.com'))).toHaveLength(0);
  });
});
