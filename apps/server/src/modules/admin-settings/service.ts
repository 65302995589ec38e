import type { z } from 'zod';
import type { adminPasswordBody, adminProfileBody } from '@electrohub/shared/admin-finance';
import { FINANCE_MESSAGES, type AdminSettings } from '@electrohub/shared/admin-finance';
import { PASSWORD_MIN, type PublicAdmin } from '@electrohub/shared/auth';
import type { Db, DbOrTx } from '../../db/client.ts';
import { AppError } from '../../lib/errors.ts';
import { hashSecret } from '../../lib/password.ts';
import { noAdminToken } from '../../plugins/auth.ts';
import { adminAccounts, toPublicAdmin, updateAdminName, updateAdminPassword } from '../accounts/service.ts';
import { audit, type AuditEntry } from '../audit/service.ts';
import { FAILURE_WINDOW_MS, MAX_FAILURES } from '../auth/attempts.ts';
import { assertCurrentPassword, type RequestContext } from '../auth/service.ts';
import { SESSION_TTL_MS, deleteOtherSessionsOf } from '../auth/sessions.ts';
import * as repo from './repository.ts';

// ---- the signed-in admin's own settings -----------------------------------------------------------------------------------------

async function signedInAdmin(db: DbOrTx, adminId: number) {
  const admin = await adminAccounts.findById(db, adminId);
  if (!admin) throw noAdminToken();
  return admin;
}

/** `GET /api/admin/settings`: the admin and the security facts of this system (read-only). */
export async function getSettings(
  db: DbOrTx,
  adminId: number,
  now: Date = new Date(),
): Promise<AdminSettings> {
  const [admin, activeSessions] = await Promise.all([
    signedInAdmin(db, adminId),
    repo.countAdminSessions(db, adminId, now),
  ]);
  return {
    admin: toPublicAdmin(admin),
    security: {
      sessionDays: SESSION_TTL_MS / 86_400_000,
      signInAttempts: MAX_FAILURES,
      signInWindowMinutes: FAILURE_WINDOW_MS / 60_000,
      passwordAlgorithm: 'argon2id',
      passwordMinLength: PASSWORD_MIN,
      activeSessions,
    },
  };
}

/** `PATCH /api/admin/settings/profile`: the admin's own name; recorded in the audit log. */
export async function updateProfile(
  db: DbOrTx,
  adminId: number,
  body: z.output<typeof adminProfileBody>,
  ip: string,
): Promise<{ admin: PublicAdmin; message: string }> {
  const before = await signedInAdmin(db, adminId);
  const row = await updateAdminName(db, adminId, body.name);
  if (!row) throw noAdminToken();
  await audit(db, {
    category: 'system',
    action: 'admin.change-name',
    actorType: 'admin',
    actorId: adminId,
    ip,
    detail: `${before.name} → ${row.name}`,
  });
  return { admin: toPublicAdmin(row), message: FINANCE_MESSAGES.nameSaved };
}

/** The audit entry of an admin's own password change (a refused one carries `success: false` and why). */
const auditPasswordChange = (
  db: Db,
  adminId: number,
  ip: string,
  outcome: Pick<AuditEntry, 'success' | 'detail'> = {},
) =>
  audit(db, {
    category: 'auth',
    action: 'admin.change-password',
    actorType: 'admin',
    actorId: adminId,
    ip,
    ...outcome,
  });

/**
 * `PATCH /api/admin/settings/password`: the current password must match (401 InvalidCredentials, counted and
 * locked like sign-ins, so a borrowed session cannot guess it); every other session of this admin ends.
 */
export async function changePassword(
  db: Db,
  adminId: number,
  keepToken: string | undefined,
  body: z.output<typeof adminPasswordBody>,
  ctx: RequestContext,
): Promise<{ success: true; message: string }> {
  const admin = await signedInAdmin(db, adminId);
  const ip = ctx.ip;
  await assertCurrentPassword(db, ctx, 'admin', admin, body.currentPassword, 'admin.change-password');
  if (body.newPassword === body.currentPassword)
    throw new AppError('ValidationError', FINANCE_MESSAGES.passwordSame, 400, {
      issues: [{ path: 'newPassword', message: FINANCE_MESSAGES.passwordSame }],
    });
  const hash = await hashSecret(body.newPassword);
  await db.transaction(async (tx) => {
    await updateAdminPassword(tx, adminId, hash);
    await deleteOtherSessionsOf(tx, 'admin', adminId, keepToken);
  });
  await auditPasswordChange(db, adminId, ip);
  return { success: true, message: FINANCE_MESSAGES.passwordChanged };
}
