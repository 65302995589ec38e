import { describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import sharp from 'sharp';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { buildApp } from '../../app.ts';
import { auditLog, authFailures, sellers, sessions, users } from '../../db/schema/index.ts';
import { allKeys, SECRET_KEYS } from '../../../test/helpers.ts';
import { useTestApp } from '../../../test/api.ts';
import { multipart } from '../../../test/multipart.ts';
import {
  createAdmin,
  createBuyer,
  createSeller,
  DEFAULT_ANSWER,
  DEFAULT_PASSWORD,
  sessionCookie,
} from '../../../test/factories.ts';
import { secretKeyMatches } from './service.ts';

const ADMIN_KEY = 'test-admin-secret-key';
const t = useTestApp({ env: { ADMIN_SECRET_KEY: ADMIN_KEY } });
/** Every JSON answer of this file, checked at the end for secrets at any depth. */
const answers: unknown[] = [];

let ipCounter = 1;
/** A fresh client address per test, so failure counts per address never leak between tests. */
const newIp = () => `198.51.100.${ipCounter++}`;

async function call(opts: InjectOptions & { ip?: string; cookie?: string }): Promise<LightMyRequestResponse> {
  const { ip, cookie, ...rest } = opts;
  const headers: Record<string, string> = { ...(rest.headers as Record<string, string> | undefined) };
  if (cookie) headers.cookie = cookie;
  // The client's address is the socket's (TRUST_PROXY is off): inject from a different one per caller.
  const res = await t.app.inject({ ...rest, headers, ...(ip ? { remoteAddress: ip } : {}) });
  if ((res.headers['content-type'] ?? '').toString().includes('json')) answers.push(res.json());
  return res;
}

/** `name=value` of the Set-Cookie for `name`, or undefined. */
function cookieFrom(res: LightMyRequestResponse, name: string): string | undefined {
  const c = res.cookies.find((x) => x.name === name);
  return c && c.value ? `${c.name}=${c.value}` : undefined;
}

const signupBody = (o: Record<string, unknown> = {}) => ({
  name: 'Ravi Kumar',
  email: `ravi-${Math.random().toString(36).slice(2, 8)}@example.in`,
  phone: '9876543210',
  password: 'Secret@123',
  address: '7 Park Street, Kolkata 700016',
  answer: 'Mango',
  ...o,
});

async function png(size = 64): Promise<Buffer> {
  return sharp({ create: { width: size, height: size, channels: 3, background: { r: 20, g: 120, b: 200 } } })
    .png()
    .toBuffer();
}

const auditRows = (action: string) => t.app.db.select().from(auditLog).where(eq(auditLog.action, action));

describe('buyer sign-up', () => {
  it('creates the account (201 { user }), signs in with an HttpOnly SameSite=Lax cookie, e-mail trimmed and lower-cased', async () => {
    const body = signupBody({ email: '  Ravi.New@Example.IN ' });
    const res = await call({ method: 'POST', url: '/api/user/auth/signup', payload: body, ip: newIp() });
    expect(res.statusCode).toBe(201);
    const { user } = res.json();
    expect(user).toMatchObject({
      name: 'Ravi Kumar',
      email: 'ravi.new@example.in',
      phone: '9876543210',
      hasPassword: true,
      hasAnswer: true,
    });
    const set = res.cookies.find((c) => c.name === 'eh_session')!;
    expect(set.httpOnly).toBe(true);
    expect(set.sameSite).toBe('Lax');
    expect(set.maxAge).toBe(7 * 24 * 60 * 60);
    const cookie = cookieFrom(res, 'eh_session')!;
    const data = await call({ method: 'GET', url: '/api/auth/user-data', cookie });
    expect(data.json()).toMatchObject({
      authorized: true,
      user: { id: user.id, email: 'ravi.new@example.in' },
    });
    expect(data.headers['cache-control']).toBe('no-store');
    const id = await call({ method: 'GET', url: '/api/auth/get-id', cookie });
    expect(id.json()).toBe(user.id);
    // Stored hashed (argon2id), answer normalised.
    const [row] = await t.app.db.select().from(users).where(eq(users.id, user.id));
    expect(row!.passwordHash).toMatch(/^\$argon2id\$/);
    expect(row!.answerHash).toMatch(/^\$argon2id\$/);
    expect(
      (await auditRows('user.sign-up')).some((r) => r.actorId === user.id && r.category === 'auth'),
    ).toBe(true);
  });

  it('refuses an e-mail already used, whatever its case: 409 UserExists', async () => {
    const body = signupBody();
    expect((await call({ method: 'POST', url: '/api/user/auth/signup', payload: body })).statusCode).toBe(
      201,
    );
    const again = await call({
      method: 'POST',
      url: '/api/user/auth/signup',
      payload: { ...body, email: body.email.toUpperCase() },
    });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ flag: 'UserExists', error: 'User already exists' });
  });

  it('maps a unique violation raced past the check to UserExists too', async () => {
    const { signUpUser } = await import('./service.ts');
    const { createAccountLock } = await import('./account-lock.ts');
    const ctx = { ip: '1.1.1.1', devices: [], lock: createAccountLock(t.database) };
    const body = signupBody();
    const parsed = { ...body, email: body.email.toLowerCase() };
    const results = await Promise.allSettled([
      signUpUser(t.app.db, parsed, ctx),
      signUpUser(t.app.db, parsed, ctx),
    ]);
    const failed = results.filter((r) => r.status === 'rejected');
    expect(failed).toHaveLength(1);
    expect((failed[0] as PromiseRejectedResult).reason).toMatchObject({ flag: 'UserExists', status: 409 });
  });

  it.each([
    ['phone', { phone: '12345' }, 'Please enter a valid 10-digit phone number'],
    ['phone', { phone: '6876543210' }, 'Please enter a valid 10-digit phone number'],
    ['password', { password: 'short' }, 'Password must be at least 8 characters'],
    ['name', { name: '  ' }, 'Name is required'],
    ['email', { email: 'not-an-email' }, 'Invalid email address'],
    ['address', { address: '' }, 'Address is required'],
    ['answer', { answer: '' }, 'Answer is required'],
  ])('validates %s with the documented message', async (path, patch, message) => {
    const res = await call({ method: 'POST', url: '/api/user/auth/signup', payload: signupBody(patch) });
    expect(res.statusCode).toBe(400);
    expect(res.json().flag).toBe('ValidationError');
    expect(res.json().issues).toContainEqual({ path, message });
  });

  it('rejects unknown fields', async () => {
    const res = await call({
      method: 'POST',
      url: '/api/user/auth/signup',
      payload: signupBody({ role: 'admin' }),
    });
    expect(res.statusCode).toBe(400);
  });
});

describe('buyer sign-in and sign-out', () => {
  it('signs in with the right password; wrong → InvalidCredentials; unknown → UserNotFound', async () => {
    const buyer = await createBuyer(t.app.db, { email: 'meera@example.in' });
    const ip = newIp();
    const ok = await call({
      method: 'POST',
      url: '/api/user/auth/signin',
      payload: { email: ' MEERA@example.in', password: DEFAULT_PASSWORD },
      ip,
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().user).toMatchObject({ id: buyer.id, email: 'meera@example.in' });
    expect(cookieFrom(ok, 'eh_session')).toBeTruthy();

    const bad = await call({
      method: 'POST',
      url: '/api/user/auth/signin',
      payload: { email: 'meera@example.in', password: 'Wrong@1234' },
      ip,
    });
    expect(bad.statusCode).toBe(401);
    expect(bad.json()).toEqual({ flag: 'InvalidCredentials', error: 'Invalid Credentials' });
    expect(cookieFrom(bad, 'eh_session')).toBeUndefined();

    const none = await call({
      method: 'POST',
      url: '/api/user/auth/signin',
      payload: { email: 'nobody@example.in', password: 'Wrong@1234' },
      ip,
    });
    expect(none.statusCode).toBe(404);
    expect(none.json()).toEqual({ flag: 'UserNotFound', error: 'User not found' });

    const failures = await auditRows('user.sign-in');
    expect(failures.some((r) => r.success === false && r.actorId === buyer.id)).toBe(true);
    expect(failures.some((r) => r.success === true && r.actorId === buyer.id)).toBe(true);
  });

  it('validates the sign-in form with the documented messages', async () => {
    const res = await call({
      method: 'POST',
      url: '/api/user/auth/signin',
      payload: { email: 'x', password: '123' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().issues).toEqual(
      expect.arrayContaining([
        { path: 'email', message: 'Invalid email address' },
        { path: 'password', message: 'Password must be at least 6 characters' },
      ]),
    );
  });

  it('takes a password of 6 or 7 characters at sign-in (the looser reading; sign-up keeps 8)', async () => {
    // Issue 20: past validation (an unknown account, not a ValidationError), for every kind of account.
    for (const url of ['/api/user/auth/signin', '/api/seller/auth/signin', '/api/admin/auth/signin']) {
      const res = await call({
        method: 'POST',
        url,
        payload: { email: 'nobody@example.in', password: 'abc123' },
      });
      expect([401, 404], url).toContain(res.statusCode);
      expect(res.json().flag, url).not.toBe('ValidationError');
    }
    const signUp = await call({
      method: 'POST',
      url: '/api/user/auth/signup',
      payload: signupBody({ password: 'abc1234' }),
    });
    expect(signUp.statusCode).toBe(400);
  });

  it('answers PasswordNotFound for an account created through Google that has no password yet', async () => {
    await createBuyer(t.app.db, { email: 'googly@example.in', passwordHash: null, googleSub: 'sub-googly' });
    const res = await call({
      method: 'POST',
      url: '/api/user/auth/signin',
      payload: { email: 'googly@example.in', password: 'Whatever@1' },
      ip: newIp(),
    });
    expect(res.statusCode).toBe(401);
    expect(res.json().flag).toBe('PasswordNotFound');
  });

  it('a seller account cannot sign in as a buyer', async () => {
    const seller = await createSeller(t.app.db);
    const res = await call({
      method: 'POST',
      url: '/api/user/auth/signin',
      payload: { email: seller.email, password: DEFAULT_PASSWORD },
      ip: newIp(),
    });
    expect(res.json().flag).toBe('UserNotFound');
  });

  it.each(['GET', 'POST'] as const)('sign-out by %s ends the session for good', async (method) => {
    const buyer = await createBuyer(t.app.db);
    const res = await call({
      method: 'POST',
      url: '/api/user/auth/signin',
      payload: { email: buyer.email, password: DEFAULT_PASSWORD },
      ip: newIp(),
    });
    const cookie = cookieFrom(res, 'eh_session')!;
    expect((await call({ method: 'GET', url: '/api/auth/get-id', cookie })).statusCode).toBe(200);
    const out = await call({ method, url: '/api/auth/logout', cookie });
    expect(out.statusCode).toBe(200);
    expect(out.json()).toEqual({ success: true });
    const cleared = out.cookies.find((c) => c.name === 'eh_session');
    expect(cleared?.value).toBe('');
    // The old cookie value no longer works anywhere.
    const id = await call({ method: 'GET', url: '/api/auth/get-id', cookie });
    expect(id.statusCode).toBe(401);
    expect(id.json().flag).toBe('NoTokenProvided');
    expect((await call({ method: 'GET', url: '/api/auth/user-data', cookie })).json()).toEqual({
      authorized: false,
    });
    expect((await call({ method: 'GET', url: `/api/user/${buyer.id}`, cookie })).statusCode).toBe(401);
    expect((await auditRows('user.sign-out')).some((r) => r.actorId === buyer.id)).toBe(true);
  });

  it('signing in as a seller in the same browser replaces the buyer session', async () => {
    const buyer = await createBuyer(t.app.db);
    const seller = await createSeller(t.app.db);
    const asBuyer = cookieFrom(
      await call({
        method: 'POST',
        url: '/api/user/auth/signin',
        payload: { email: buyer.email, password: DEFAULT_PASSWORD },
        ip: newIp(),
      }),
      'eh_session',
    )!;
    const asSeller = await call({
      method: 'POST',
      url: '/api/seller/auth/signin',
      payload: { email: seller.email, password: DEFAULT_PASSWORD },
      cookie: asBuyer,
      ip: newIp(),
    });
    expect(asSeller.statusCode).toBe(200);
    expect((await call({ method: 'GET', url: '/api/auth/user-data', cookie: asBuyer })).json()).toEqual({
      authorized: false,
    });
  });
});

describe('session probes', () => {
  it('answer 200 with authorized false when signed out, and 401 for get-id', async () => {
    expect((await call({ method: 'GET', url: '/api/auth/user-data' })).json()).toEqual({ authorized: false });
    expect((await call({ method: 'GET', url: '/api/auth/seller-data' })).json()).toEqual({
      authorized: false,
    });
    expect((await call({ method: 'GET', url: '/api/admin/auth/me' })).json()).toEqual({ authorized: false });
    const id = await call({ method: 'GET', url: '/api/auth/get-id' });
    expect(id.statusCode).toBe(401);
    expect(id.json().flag).toBe('NoTokenProvided');
  });

  it('user-data is false for a seller and seller-data false for a buyer', async () => {
    const seller = await createSeller(t.app.db);
    const buyer = await createBuyer(t.app.db);
    const sc = await sessionCookie(t.app.db, 'seller', seller.id);
    const bc = await sessionCookie(t.app.db, 'user', buyer.id);
    expect((await call({ method: 'GET', url: '/api/auth/user-data', cookie: sc })).json()).toEqual({
      authorized: false,
    });
    expect((await call({ method: 'GET', url: '/api/auth/seller-data', cookie: sc })).json()).toMatchObject({
      authorized: true,
      seller: { id: seller.id },
    });
    expect((await call({ method: 'GET', url: '/api/auth/seller-data', cookie: bc })).json()).toEqual({
      authorized: false,
    });
    expect((await call({ method: 'GET', url: '/api/auth/get-id', cookie: sc })).json()).toBe(seller.id);
  });

  it('GET /api/auth/providers says whether Google is configured', async () => {
    expect((await call({ method: 'GET', url: '/api/auth/providers' })).json()).toEqual({ google: false });
    const res = await call({ method: 'GET', url: '/api/auth/google?userType=user' });
    expect(res.statusCode).toBe(404);
  });
});

describe('buyer password reset', () => {
  it('resets with the security answer (case and spaces ignored), ends every session and signs this browser in', async () => {
    const buyer = await createBuyer(t.app.db);
    const old = await sessionCookie(t.app.db, 'user', buyer.id);
    const ip = newIp();
    const res = await call({
      method: 'POST',
      url: '/api/user/auth/forgot-password',
      payload: { email: buyer.email, answer: `  ${DEFAULT_ANSWER.toUpperCase()} `, password: 'BrandNew@99' },
      ip,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      success: true,
      message: 'Password reset successful',
      user: { id: buyer.id },
    });
    expect((await call({ method: 'GET', url: '/api/auth/get-id', cookie: old })).statusCode).toBe(401);
    const fresh = cookieFrom(res, 'eh_session')!;
    expect((await call({ method: 'GET', url: '/api/auth/get-id', cookie: fresh })).json()).toBe(buyer.id);
    const oldPw = await call({
      method: 'POST',
      url: '/api/user/auth/signin',
      payload: { email: buyer.email, password: DEFAULT_PASSWORD },
      ip,
    });
    expect(oldPw.json().flag).toBe('InvalidCredentials');
    const newPw = await call({
      method: 'POST',
      url: '/api/user/auth/signin',
      payload: { email: buyer.email, password: 'BrandNew@99' },
      ip,
    });
    expect(newPw.statusCode).toBe(200);
    expect((await auditRows('user.reset-password')).some((r) => r.actorId === buyer.id && r.success)).toBe(
      true,
    );
  });

  it('wrong answer → 401 InvalidCredentials (nothing changes); unknown e-mail → 404 "User does not exist" (typo of the original corrected)', async () => {
    const buyer = await createBuyer(t.app.db);
    const ip = newIp();
    const bad = await call({
      method: 'POST',
      url: '/api/user/auth/forgot-password',
      payload: { email: buyer.email, answer: 'wrong', password: 'BrandNew@99' },
      ip,
    });
    expect(bad.statusCode).toBe(401);
    expect(bad.json()).toEqual({ flag: 'InvalidCredentials', error: 'Invalid Credentials' });
    const still = await call({
      method: 'POST',
      url: '/api/user/auth/signin',
      payload: { email: buyer.email, password: DEFAULT_PASSWORD },
      ip,
    });
    expect(still.statusCode).toBe(200);
    const none = await call({
      method: 'POST',
      url: '/api/user/auth/forgot-password',
      payload: { email: 'ghost@example.in', answer: 'whatever', password: 'BrandNew@99' },
      ip,
    });
    expect(none.statusCode).toBe(404);
    expect(none.json()).toEqual({ flag: 'UserNotFound', error: 'User does not exist' });
  });

  it('validates the answer length', async () => {
    const res = await call({
      method: 'POST',
      url: '/api/user/auth/forgot-password',
      payload: { email: 'a@b.in', answer: 'x', password: 'BrandNew@99' },
    });
    expect(res.json().issues).toContainEqual({
      path: 'answer',
      message: 'Answer must be at least 2 characters',
    });
  });
});

/** POST `payload` to `url` from `remoteAddress`, with the `eh_device` cookie when given. */
const attempt = (url: string, payload: Record<string, string>, remoteAddress: string, device?: string) =>
  t.app.inject({
    method: 'POST',
    url,
    payload,
    remoteAddress,
    ...(device ? { headers: { cookie: device } } : {}),
  });

/** How many answers had each status code. */
const statuses = (answers: LightMyRequestResponse[]) =>
  answers.reduce<Record<number, number>>(
    (m, r) => ({ ...m, [r.statusCode]: (m[r.statusCode] ?? 0) + 1 }),
    {},
  );

describe('failed attempts are limited (10 per 15 minutes per account and per address for unknown devices; a known device passes)', () => {
  it('50 parallel wrong passwords at one account from 50 addresses: at most 10 are checked, and the owner still signs in from a known device', async () => {
    const buyer = await createBuyer(t.app.db);
    // The owner signed in from this browser before: it keeps the device cookie.
    const first = await attempt(
      '/api/user/auth/signin',
      { email: buyer.email, password: DEFAULT_PASSWORD },
      newIp(),
    );
    expect(first.statusCode).toBe(200);
    const device = cookieFrom(first, 'eh_device');
    expect(device).toBeDefined();
    expect(first.cookies.find((c) => c.name === 'eh_device')).toMatchObject({
      httpOnly: true,
      sameSite: 'Lax',
    });

    const burst = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        attempt(
          '/api/user/auth/signin',
          { email: buyer.email, password: `Wrong@${i}000` },
          `203.0.113.${i + 1}`,
        ),
      ),
    );
    const counts = statuses(burst);
    expect((counts[401] ?? 0) + (counts[429] ?? 0)).toBe(50);
    expect(counts[401] ?? 0).toBeGreaterThan(0);
    expect(counts[401] ?? 0).toBeLessThanOrEqual(10);
    // Nothing more is checked from an unknown device, the right password included.
    const stranger = await attempt(
      '/api/user/auth/signin',
      { email: buyer.email, password: DEFAULT_PASSWORD },
      newIp(),
    );
    expect(stranger.statusCode).toBe(429);
    expect(stranger.json().flag).toBe('TooManyRequests');
    // The owner's browser is a known device: it signs in, from any address.
    const owner = await attempt(
      '/api/user/auth/signin',
      { email: buyer.email, password: DEFAULT_PASSWORD },
      newIp(),
      device,
    );
    expect(owner.statusCode).toBe(200);
  });

  it('60 parallel reset answers from one address: at most 10 are checked and none resets; the right answer after them is refused', async () => {
    const buyer = await createBuyer(t.app.db);
    const ip = newIp();
    const burst = await Promise.all(
      Array.from({ length: 60 }, (_, i) =>
        attempt(
          '/api/user/auth/forgot-password',
          { email: buyer.email, answer: `guess number ${i}`, password: 'Taken@Over1' },
          ip,
        ),
      ),
    );
    const counts = statuses(burst);
    expect(counts[200]).toBeUndefined();
    expect(counts[401] ?? 0).toBeLessThanOrEqual(10);
    const right = await attempt(
      '/api/user/auth/forgot-password',
      { email: buyer.email, answer: DEFAULT_ANSWER, password: 'Taken@Over1' },
      ip,
    );
    expect(right.statusCode).toBe(429);
    // The password is the owner's still.
    const [row] = await t.app.db.select().from(users).where(eq(users.id, buyer.id));
    expect(row!.passwordHash).toBe(buyer.passwordHash);
  });

  it.each([
    ['seller sign-in', '/api/seller/auth/signin', 'seller'],
    ['admin sign-in (wrong key)', '/api/admin/auth/signin', 'admin'],
    ['admin reset (wrong key)', '/api/admin/auth/forgot-password', 'admin'],
  ] as const)(
    '%s: 50 parallel wrong attempts from one address check at most 10',
    async (_name, url, role) => {
      const account = role === 'seller' ? await createSeller(t.app.db) : await createAdmin(t.app.db);
      const ip = newIp();
      const burst = await Promise.all(
        Array.from({ length: 50 }, (_, i) =>
          attempt(
            url,
            role === 'seller'
              ? { email: account.email, password: `Wrong@${i}000` }
              : { email: account.email, password: DEFAULT_PASSWORD, secretKey: `guess-${i}-key` },
            ip,
          ),
        ),
      );
      const counts = statuses(burst);
      expect((counts[401] ?? 0) + (counts[429] ?? 0)).toBe(50);
      expect(counts[401] ?? 0).toBeLessThanOrEqual(10);
      if (role === 'admin') await t.app.db.delete(sessions).where(eq(sessions.adminId, account.id));
    },
  );

  it('admin sign-up: 50 parallel key guesses from one address for 50 e-mails check at most 10 and create no admin', async () => {
    const ip = newIp();
    const tag = Math.random().toString(36).slice(2, 8);
    const burst = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        attempt(
          '/api/admin/auth/signup',
          { name: 'X', email: `x${i}-${tag}@x.in`, password: 'Admin@1234', secretKey: `guess-${i}-key` },
          ip,
        ),
      ),
    );
    const counts = statuses(burst);
    expect((counts[401] ?? 0) + (counts[429] ?? 0)).toBe(50);
    expect(counts[401] ?? 0).toBeLessThanOrEqual(10);
  });

  it("one address's typos (shared by many people) refuse unknown devices there, not a device that signed in before", async () => {
    const neighbour = await createBuyer(t.app.db);
    const shared = newIp();
    const first = await attempt(
      '/api/user/auth/signin',
      { email: neighbour.email, password: DEFAULT_PASSWORD },
      shared,
    );
    const device = cookieFrom(first, 'eh_device');
    for (let i = 0; i < 10; i++)
      expect(
        (
          await attempt(
            '/api/user/auth/signin',
            { email: `typo${i}@example.in`, password: 'Wrong@1234' },
            shared,
          )
        ).statusCode,
      ).toBe(404);
    const unknown = await attempt(
      '/api/user/auth/signin',
      { email: neighbour.email, password: DEFAULT_PASSWORD },
      shared,
    );
    expect(unknown.statusCode).toBe(429);
    const known = await attempt(
      '/api/user/auth/signin',
      { email: neighbour.email, password: DEFAULT_PASSWORD },
      shared,
      device,
    );
    expect(known.statusCode).toBe(200);
  });

  it('a known device has a limit of its own, and a device cookie of another account counts for nothing', async () => {
    const buyer = await createBuyer(t.app.db);
    const other = await createBuyer(t.app.db);
    const otherDevice = cookieFrom(
      await attempt('/api/user/auth/signin', { email: other.email, password: DEFAULT_PASSWORD }, newIp()),
      'eh_device',
    );
    const device = cookieFrom(
      await attempt('/api/user/auth/signin', { email: buyer.email, password: DEFAULT_PASSWORD }, newIp()),
      'eh_device',
    );
    // Ten failures from the known device: past them it is a stranger, and strangers are over the limit too.
    for (let i = 0; i < 10; i++)
      expect(
        (
          await attempt(
            '/api/user/auth/signin',
            { email: buyer.email, password: 'Wrong@1234' },
            newIp(),
            device,
          )
        ).statusCode,
      ).toBe(401);
    for (let i = 0; i < 10; i++)
      await attempt(
        '/api/user/auth/signin',
        { email: buyer.email, password: 'Wrong@1234' },
        newIp(),
        otherDevice,
      );
    const res = await attempt(
      '/api/user/auth/signin',
      { email: buyer.email, password: DEFAULT_PASSWORD },
      newIp(),
      device,
    );
    expect(res.statusCode).toBe(429);
  });

  it('an address that failed 10 times is refused for any account, and it works across processes (shared table)', async () => {
    const ip = newIp();
    for (let i = 0; i < 10; i++) {
      const res = await call({
        method: 'POST',
        url: '/api/seller/auth/signin',
        payload: { email: `guess${i}@example.in`, password: 'Wrong@1234' },
        ip,
      });
      expect(res.statusCode).toBe(404);
    }
    // A second app instance (another process in production) on the same database sees the same count.
    const other = await buildApp({
      config: t.config,
      database: t.database,
      media: t.app.media,
      writesPerMinute: 100_000,
    });
    await other.ready();
    try {
      const buyer = await createBuyer(t.app.db);
      const res = await other.inject({
        method: 'POST',
        url: '/api/user/auth/signin',
        payload: { email: buyer.email, password: DEFAULT_PASSWORD },
        remoteAddress: ip,
      });
      expect(res.statusCode).toBe(429);
      expect(res.json().flag).toBe('TooManyRequests');
    } finally {
      await other.close();
    }
  });

  it('failures older than 15 minutes no longer count', async () => {
    const buyer = await createBuyer(t.app.db);
    const key = `user:${buyer.email}`;
    const old = new Date(Date.now() - 16 * 60 * 1000);
    await t.app.db.insert(authFailures).values(Array.from({ length: 10 }, () => ({ key, at: old })));
    const res = await call({
      method: 'POST',
      url: '/api/user/auth/signin',
      payload: { email: buyer.email, password: DEFAULT_PASSWORD },
      ip: newIp(),
    });
    expect(res.statusCode).toBe(200);
  });

  it('a success is no failure, and a refused attempt leaves no count behind', async () => {
    const buyer = await createBuyer(t.app.db);
    const ip = newIp();
    for (let i = 0; i < 3; i++)
      await attempt('/api/user/auth/signin', { email: buyer.email, password: 'Wrong@1234' }, ip);
    expect(
      (await attempt('/api/user/auth/signin', { email: buyer.email, password: DEFAULT_PASSWORD }, ip))
        .statusCode,
    ).toBe(200);
    const rows = await t.app.db
      .select()
      .from(authFailures)
      .where(eq(authFailures.key, `user:${buyer.email}`));
    expect(rows).toHaveLength(3);
  });
});

describe('seller auth', () => {
  const sellerFields = (o: Record<string, string> = {}) => ({
    name: 'Volt Traders',
    email: `volt-${Math.random().toString(36).slice(2, 8)}@example.in`,
    phone: '9123456780',
    password: 'Seller@123',
    address: '44 Nehru Place, New Delhi',
    answer: 'Circuit',
    ...o,
  });

  it('signs up with a logo (multipart) → 201 { seller }, signed in, logo stored as WebP', async () => {
    const form = await multipart(sellerFields(), [
      { field: 'pfp', name: 'logo.png', type: 'image/png', data: await png() },
    ]);
    const res = await call({ method: 'POST', url: '/api/seller/auth/signup', ...form });
    expect(res.statusCode).toBe(201);
    const { seller } = res.json();
    expect(seller.pfp).toMatch(new RegExp(`^${t.config.PUBLIC_URL}/media/sellers/[\\w-]+-800\\.webp$`));
    const logo = await t.get(new URL(seller.pfp as string).pathname);
    expect(logo.statusCode).toBe(200);
    const cookie = cookieFrom(res, 'eh_session')!;
    expect((await call({ method: 'GET', url: '/api/auth/seller-data', cookie })).json()).toMatchObject({
      authorized: true,
      seller: { id: seller.id },
    });
    expect((await auditRows('seller.sign-up')).some((r) => r.actorId === seller.id)).toBe(true);
  });

  it('requires the logo: 400 PFPIsRequired (multipart without a file, or JSON)', async () => {
    const noFile = await multipart(sellerFields());
    const a = await call({ method: 'POST', url: '/api/seller/auth/signup', ...noFile });
    expect(a.statusCode).toBe(400);
    expect(a.json()).toEqual({ flag: 'PFPIsRequired', error: 'Profile picture is required' });
    const b = await call({ method: 'POST', url: '/api/seller/auth/signup', payload: sellerFields() });
    expect(b.json().flag).toBe('PFPIsRequired');
  });

  it('refuses a logo over 2 MB (413) and a file that is not an image (415)', async () => {
    const big = await multipart(sellerFields(), [
      { field: 'pfp', name: 'big.png', type: 'image/png', data: Buffer.alloc(2 * 1024 * 1024 + 10, 1) },
    ]);
    const tooBig = await call({ method: 'POST', url: '/api/seller/auth/signup', ...big });
    expect(tooBig.statusCode).toBe(413);
    expect(tooBig.json()).toEqual({ flag: 'FileTooLarge', error: 'File size must be under 2MB' });
    const svg = await multipart(sellerFields(), [
      {
        field: 'pfp',
        name: 'x.svg',
        type: 'image/svg+xml',
        data: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'),
      },
    ]);
    const bad = await call({ method: 'POST', url: '/api/seller/auth/signup', ...svg });
    expect(bad.statusCode).toBe(415);
    expect(bad.json().flag).toBe('UnsupportedFileType');
  });

  it('validates the fields with the seller messages', async () => {
    const form = await multipart(sellerFields({ name: '', address: '', answer: '' }), [
      { field: 'pfp', name: 'l.png', type: 'image/png', data: await png() },
    ]);
    const res = await call({ method: 'POST', url: '/api/seller/auth/signup', ...form });
    expect(res.statusCode).toBe(400);
    expect(res.json().issues).toEqual(
      expect.arrayContaining([
        { path: 'name', message: 'Company name is required' },
        { path: 'address', message: 'Company address is required' },
        { path: 'answer', message: 'Security question is required' },
      ]),
    );
  });

  it('refuses a taken e-mail: 409 SellerExists', async () => {
    const existing = await createSeller(t.app.db);
    const form = await multipart(sellerFields({ email: existing.email.toUpperCase() }), [
      { field: 'pfp', name: 'l.png', type: 'image/png', data: await png() },
    ]);
    const res = await call({ method: 'POST', url: '/api/seller/auth/signup', ...form });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ flag: 'SellerExists', error: 'Seller already exists' });
  });

  it('signs in; wrong password → InvalidCredentials; unknown → SellerNotFound', async () => {
    const seller = await createSeller(t.app.db);
    const ip = newIp();
    const ok = await call({
      method: 'POST',
      url: '/api/seller/auth/signin',
      payload: { email: seller.email, password: DEFAULT_PASSWORD },
      ip,
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().seller).toMatchObject({ id: seller.id, name: seller.name });
    const bad = await call({
      method: 'POST',
      url: '/api/seller/auth/signin',
      payload: { email: seller.email, password: 'Wrong@1234' },
      ip,
    });
    expect(bad.json()).toEqual({ flag: 'InvalidCredentials', error: 'Invalid Credentials' });
    const none = await call({
      method: 'POST',
      url: '/api/seller/auth/signin',
      payload: { email: 'nope@example.in', password: 'Wrong@1234' },
      ip,
    });
    expect(none.statusCode).toBe(404);
    expect(none.json()).toEqual({ flag: 'SellerNotFound', error: 'Seller not found' });
  });

  it('resets with the answer: sessions end, no new session (the seller signs in afterwards)', async () => {
    const seller = await createSeller(t.app.db);
    const old = await sessionCookie(t.app.db, 'seller', seller.id);
    const ip = newIp();
    const res = await call({
      method: 'POST',
      url: '/api/seller/auth/forgot-password',
      payload: { email: seller.email, answer: DEFAULT_ANSWER, password: 'Another@123' },
      ip,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, message: 'Password reset successful' });
    expect(cookieFrom(res, 'eh_session')).toBeUndefined();
    expect((await call({ method: 'GET', url: '/api/auth/seller-data', cookie: old })).json()).toEqual({
      authorized: false,
    });
    expect(
      (
        await call({
          method: 'POST',
          url: '/api/seller/auth/signin',
          payload: { email: seller.email, password: 'Another@123' },
          ip,
        })
      ).statusCode,
    ).toBe(200);

    const bad = await call({
      method: 'POST',
      url: '/api/seller/auth/forgot-password',
      payload: { email: seller.email, answer: 'nope', password: 'Another@123' },
      ip,
    });
    expect(bad.json()).toEqual({ flag: 'InvalidCredentials', error: 'Invalid Credentials' });
    const none = await call({
      method: 'POST',
      url: '/api/seller/auth/forgot-password',
      payload: { email: 'x@example.in', answer: 'nope', password: 'Another@123' },
      ip,
    });
    expect(none.json()).toEqual({ flag: 'SellerNotFound', error: 'Seller not found' });
  });
});

describe('admin auth', () => {
  it('signs up only with the secret key; a second time → AdminExists', async () => {
    const ip = newIp();
    const body = {
      name: 'Nisha Admin',
      email: 'nisha@electrohub.test',
      password: 'Admin@1234',
      secretKey: 'wrong-key-123',
    };
    const bad = await call({ method: 'POST', url: '/api/admin/auth/signup', payload: body, ip });
    expect(bad.statusCode).toBe(401);
    expect(bad.json()).toEqual({ flag: 'InvadlidCredentials', error: 'Invalid Credentials' });
    expect(await t.app.db.select().from(sessions).where(eq(sessions.role, 'admin'))).toHaveLength(0);

    const ok = await call({
      method: 'POST',
      url: '/api/admin/auth/signup',
      payload: { ...body, secretKey: ADMIN_KEY },
      ip,
    });
    expect(ok.statusCode).toBe(201);
    expect(ok.json().admin).toMatchObject({ name: 'Nisha Admin', email: 'nisha@electrohub.test' });
    const cookie = cookieFrom(ok, 'eh_admin')!;
    expect(cookie).toBeTruthy();
    expect(cookieFrom(ok, 'eh_session')).toBeUndefined();
    expect((await call({ method: 'GET', url: '/api/admin/auth/me', cookie })).json()).toMatchObject({
      authorized: true,
      admin: { email: 'nisha@electrohub.test' },
    });
    // The admin cookie is not a buyer/seller session.
    expect((await call({ method: 'GET', url: '/api/auth/get-id', cookie })).statusCode).toBe(401);

    const again = await call({
      method: 'POST',
      url: '/api/admin/auth/signup',
      payload: { ...body, email: 'NISHA@electrohub.test', secretKey: ADMIN_KEY },
      ip,
    });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ flag: 'AdminExists', error: 'Admin already exists' });
  });

  it('validates the secret key length and required fields', async () => {
    const res = await call({
      method: 'POST',
      url: '/api/admin/auth/signin',
      payload: { email: 'a@b.in', password: 'Admin@1234', secretKey: 'abc' },
    });
    expect(res.json().issues).toContainEqual({
      path: 'secretKey',
      message: 'Admin secret key must be at least 6 characters long',
    });
    // Sign-up and reset still require the key (sign-in does not: see below).
    for (const [url, payload] of [
      ['/api/admin/auth/signup', { name: 'No Key', email: 'a@b.in', password: 'Admin@1234' }],
      ['/api/admin/auth/forgot-password', { email: 'a@b.in', password: 'Admin@1234' }],
    ] as const) {
      const missing = await call({ method: 'POST', url, payload });
      expect(missing.statusCode, url).toBe(400);
      expect(missing.json().issues).toContainEqual({ path: 'secretKey', message: 'Secret key is required' });
    }
  });

  it("signs in with the table's { email, password }; a key, when sent, must still match", async () => {
    const admin = await createAdmin(t.app.db);
    const ip = newIp();
    const plain = { email: admin.email, password: DEFAULT_PASSWORD };
    const ok = await call({ method: 'POST', url: '/api/admin/auth/signin', payload: plain, ip });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toEqual({
      admin: { id: admin.id, name: admin.name, email: admin.email, createdAt: expect.any(String) },
    });
    expect(cookieFrom(ok, 'eh_admin')).toBeTruthy();

    const wrongKey = await call({
      method: 'POST',
      url: '/api/admin/auth/signin',
      payload: { ...plain, secretKey: 'not-the-key' },
      ip,
    });
    expect(wrongKey.statusCode).toBe(401);
    expect(wrongKey.json()).toEqual({ flag: 'InvadlidCredentials', error: 'Invalid Credentials' });
    expect(cookieFrom(wrongKey, 'eh_admin')).toBeUndefined();
    // Without the key, a wrong password is still refused.
    const wrongPw = await call({
      method: 'POST',
      url: '/api/admin/auth/signin',
      payload: { ...plain, password: 'Wrong@1234' },
      ip,
    });
    expect(wrongPw.statusCode).toBe(401);
  });

  it('signs in with e-mail, password and key; each wrong part has its flag; sign-out goes through GET or POST', async () => {
    const admin = await createAdmin(t.app.db);
    const ip = newIp();
    const body = { email: admin.email, password: DEFAULT_PASSWORD, secretKey: ADMIN_KEY };
    const wrongKey = await call({
      method: 'POST',
      url: '/api/admin/auth/signin',
      payload: { ...body, secretKey: 'not-the-key' },
      ip,
    });
    expect(wrongKey.json()).toEqual({ flag: 'InvadlidCredentials', error: 'Invalid Credentials' });
    const wrongPw = await call({
      method: 'POST',
      url: '/api/admin/auth/signin',
      payload: { ...body, password: 'Wrong@1234' },
      ip,
    });
    expect(wrongPw.json()).toEqual({ flag: 'InvadlidCredentials', error: 'Invalid Credentials' });
    const unknown = await call({
      method: 'POST',
      url: '/api/admin/auth/signin',
      payload: { ...body, email: 'who@example.in' },
      ip,
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ flag: 'AdminNotFound', error: 'Admin not found' });

    const ok = await call({ method: 'POST', url: '/api/admin/auth/signin', payload: body, ip });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toEqual({
      admin: { id: admin.id, name: admin.name, email: admin.email, createdAt: expect.any(String) },
    });
    const cookie = cookieFrom(ok, 'eh_admin')!;
    expect((await call({ method: 'GET', url: '/api/auth/admin-data', cookie })).json().authorized).toBe(true);
    const out = await call({ method: 'GET', url: '/api/admin/auth/logout', cookie });
    expect(out.json()).toEqual({ success: true });
    expect((await call({ method: 'GET', url: '/api/admin/auth/me', cookie })).json()).toEqual({
      authorized: false,
    });
  });

  it('resets with the key; the admin sessions end', async () => {
    const admin = await createAdmin(t.app.db);
    const old = await sessionCookie(t.app.db, 'admin', admin.id);
    const ip = newIp();
    const bad = await call({
      method: 'POST',
      url: '/api/admin/auth/forgot-password',
      payload: { email: admin.email, password: 'Reset@1234', secretKey: 'not-the-key' },
      ip,
    });
    expect(bad.json().flag).toBe('InvadlidCredentials');
    const none = await call({
      method: 'POST',
      url: '/api/admin/auth/forgot-password',
      payload: { email: 'nobody@x.in', password: 'Reset@1234', secretKey: ADMIN_KEY },
      ip,
    });
    expect(none.json().flag).toBe('AdminNotFound');
    const ok = await call({
      method: 'POST',
      url: '/api/admin/auth/forgot-password',
      payload: { email: admin.email, password: 'Reset@1234', secretKey: ADMIN_KEY },
      ip,
    });
    expect(ok.json()).toEqual({ success: true, message: 'Password reset successful' });
    expect((await call({ method: 'GET', url: '/api/admin/auth/me', cookie: old })).json()).toEqual({
      authorized: false,
    });
    const signIn = await call({
      method: 'POST',
      url: '/api/admin/auth/signin',
      payload: { email: admin.email, password: 'Reset@1234', secretKey: ADMIN_KEY },
      ip,
    });
    expect(signIn.statusCode).toBe(200);
  });

  it('guessing the key is limited like passwords', async () => {
    const ip = newIp();
    for (let i = 0; i < 10; i++)
      await call({
        method: 'POST',
        url: '/api/admin/auth/signup',
        payload: { name: 'X', email: `x${i}@x.in`, password: 'Admin@1234', secretKey: `guess-${i}-key` },
        ip,
      });
    const res = await call({
      method: 'POST',
      url: '/api/admin/auth/signup',
      payload: { name: 'X', email: 'x99@x.in', password: 'Admin@1234', secretKey: ADMIN_KEY },
      ip,
    });
    expect(res.statusCode).toBe(429);
  });

  it('compares the key in constant time over digests of any length', () => {
    expect(secretKeyMatches(ADMIN_KEY, ADMIN_KEY)).toBe(true);
    expect(secretKeyMatches('short', ADMIN_KEY)).toBe(false);
    expect(secretKeyMatches(`${ADMIN_KEY}x`.repeat(10), ADMIN_KEY)).toBe(false);
  });
});

describe('origin check on auth routes', () => {
  it('a sign-up from a foreign Origin is refused and creates nothing', async () => {
    const body = signupBody();
    const res = await call({
      method: 'POST',
      url: '/api/user/auth/signup',
      payload: body,
      headers: { origin: 'https://evil.example' },
    });
    expect(res.statusCode).toBe(403);
    expect(await t.app.db.select().from(users).where(eq(users.email, body.email))).toHaveLength(0);
  });

  it('a reset from a foreign Origin changes nothing', async () => {
    const seller = await createSeller(t.app.db);
    const res = await call({
      method: 'POST',
      url: '/api/seller/auth/forgot-password',
      payload: { email: seller.email, answer: DEFAULT_ANSWER, password: 'Evil@12345' },
      headers: { origin: 'https://evil.example' },
    });
    expect(res.statusCode).toBe(403);
    const [row] = await t.app.db
      .select()
      .from(sellers)
      .where(and(eq(sellers.id, seller.id), eq(sellers.passwordHash, seller.passwordHash!)));
    expect(row).toBeTruthy();
  });
});

describe('openapi', () => {
  it('describes the auth and account routes', async () => {
    const res = await t.get('/api/docs/json');
    expect(res.statusCode).toBe(200);
    const paths = Object.keys(res.json().paths);
    for (const p of [
      '/api/user/auth/signin',
      '/api/seller/auth/signup',
      '/api/admin/auth/signin',
      '/api/auth/user-data',
      '/api/user/{id}',
      '/api/seller/{id}',
    ])
      expect(paths).toContain(p);
  });
});

describe('no secrets in any answer', () => {
  it('no answer of this file carries a password, answer, hash or token at any depth', () => {
    expect(answers.length).toBeGreaterThan(40);
    const keys = allKeys(answers);
    for (const k of SECRET_KEYS) expect(keys.has(k), k).toBe(false);
    const text = JSON.stringify(answers);
    expect(text).not.toMatch(/\$argon2/);
  });
});
