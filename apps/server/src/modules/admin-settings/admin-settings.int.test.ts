import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { FINANCE_MESSAGES, type LogEntry } from '@electrohub/shared/admin-finance';
import { admins, sessions } from '../../db/schema/index.ts';
import { expectAdminOnly } from '../../../test/helpers.ts';
import { useTestApp, type TestApi } from '../../../test/api.ts';
import { DEFAULT_PASSWORD, sessionCookie } from '../../../test/factories.ts';

/** The signed-in admin's settings: the security facts shown, the name and the password changes (audited). */
const ADMIN_KEY = 'settings-test-admin-key';
const t = useTestApp({ env: { ADMIN_SECRET_KEY: ADMIN_KEY }, noSecrets: true });
/** The signed-in admin whose settings change, and a buyer's and a seller's sessions (not admins). */
let admin: Awaited<ReturnType<TestApi['admin']>>;
let notAdmins: string[];

beforeAll(async () => {
  admin = await t.admin({ name: 'Finance Admin' });
  notAdmins = [(await t.buyer()).cookie, (await t.seller()).cookie];
});

/** The audit log of the last day of one type, newest first. */
const logs = async (type: string) =>
  (await t.get(`/api/admin/logs?type=${type}`, admin.cookie)).json<LogEntry[]>();

describe('admin only', () => {
  it('answers 401 NoAdminTokenProvided with no cookie, a buyer session or a seller session', async () => {
    for (const r of [
      { method: 'GET', url: '/api/admin/settings' },
      { method: 'PATCH', url: '/api/admin/settings/profile', payload: { name: 'X' } },
      {
        method: 'PATCH',
        url: '/api/admin/settings/password',
        payload: { currentPassword: 'x', newPassword: 'Another@123' },
      },
    ] as const)
      await expectAdminOnly(t.app, r, notAdmins);
  });
});

describe('settings', () => {
  it('shows the admin and the real security facts', async () => {
    const body = (await t.get('/api/admin/settings', admin.cookie)).json<{
      admin: { id: number; name: string };
      security: Record<string, unknown>;
    }>();
    expect(body.admin).toMatchObject({ id: admin.id, email: admin.email });
    expect(body.security).toMatchObject({
      sessionDays: 7,
      signInAttempts: 10,
      signInWindowMinutes: 15,
      passwordAlgorithm: 'argon2id',
      passwordMinLength: 8,
    });
    expect(body.security.activeSessions).toBeGreaterThanOrEqual(1);
  });

  it('changes the name (validated, audited)', async () => {
    const profile = (payload: unknown) =>
      t.send('PATCH', '/api/admin/settings/profile', admin.cookie, payload);
    const empty = await profile({ name: '  ' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().issues).toContainEqual({ path: 'name', message: 'Name is required' });
    const extra = await profile({ name: 'A', email: 'x@y.in' });
    expect(extra.statusCode).toBe(400);
    const ok = await profile({ name: ' Priya Admin ' });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({ admin: { name: 'Priya Admin' }, message: FINANCE_MESSAGES.nameSaved });
    const [row] = await t.app.db.select().from(admins).where(eq(admins.id, admin.id));
    expect(row!.name).toBe('Priya Admin');
    const system = await logs('system');
    expect(system[0]).toMatchObject({
      action: 'admin.change-name',
      actorName: 'Priya Admin',
      detail: 'Finance Admin → Priya Admin',
    });
  });

  it('changes the password: length, wrong current password, other sessions end', async () => {
    const other = await sessionCookie(t.app.db, 'admin', admin.id);
    const patch = (payload: unknown, cookie = admin.cookie) =>
      t.send('PATCH', '/api/admin/settings/password', cookie, payload);

    const short = await patch({ currentPassword: DEFAULT_PASSWORD, newPassword: 'short' });
    expect(short.statusCode).toBe(400);
    expect(short.json().issues).toContainEqual({
      path: 'newPassword',
      message: 'Password must be at least 8 characters',
    });

    const wrong = await patch({ currentPassword: 'Wrong@12345', newPassword: 'Brand@New123' });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toEqual({ flag: 'InvalidCredentials', error: 'Current password is incorrect' });
    const errors = await logs('errors');
    expect(errors[0]).toMatchObject({ action: 'admin.change-password', success: false });

    const same = await patch({ currentPassword: DEFAULT_PASSWORD, newPassword: DEFAULT_PASSWORD });
    expect(same.statusCode).toBe(400);
    expect(same.json().error).toBe(FINANCE_MESSAGES.passwordSame);

    // Nothing changed so far: the other session still works.
    expect((await t.get('/api/admin/settings', other)).statusCode).toBe(200);

    const ok = await patch({ currentPassword: DEFAULT_PASSWORD, newPassword: 'Brand@New123' });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toEqual({ success: true, message: FINANCE_MESSAGES.passwordChanged });
    expect((await t.get('/api/admin/settings', other)).json().flag).toBe('NoAdminTokenProvided');
    expect((await t.get('/api/admin/settings', admin.cookie)).statusCode).toBe(200);
    const open = await t.app.db.select().from(sessions).where(eq(sessions.adminId, admin.id));
    expect(open).toHaveLength(1);

    const auth = await logs('authentication');
    expect(auth[0]).toMatchObject({ action: 'admin.change-password', success: true });
    const signIn = await t.send('POST', '/api/admin/auth/signin', undefined, {
      email: admin.email,
      password: 'Brand@New123',
      secretKey: ADMIN_KEY,
    });
    expect(signIn.statusCode).toBe(200);
  });
});
