import { and, desc, eq, gte, sql, type SQL } from 'drizzle-orm';
import type { LogType } from '@electrohub/shared/admin-finance';
import type { DbOrTx } from '../../db/client.ts';
import { admins, auditLog, sellers, users } from '../../db/schema/index.ts';

export type AuditCategory = (typeof auditLog.$inferInsert)['category'];

export async function insertAuditRow(db: DbOrTx, row: typeof auditLog.$inferInsert): Promise<void> {
  await db.insert(auditLog).values(row);
}

// ---- the admin's Logs page ------------------------------------------------------------------------------------

function logFilter(since: Date, type: LogType): SQL {
  const where: SQL[] = [gte(auditLog.at, since)];
  if (type === 'authentication') where.push(eq(auditLog.category, 'auth'));
  if (type === 'system') where.push(eq(auditLog.category, 'system'));
  if (type === 'errors') where.push(eq(auditLog.success, false));
  return and(...where)!;
}

/** A page of audit entries, newest first (index audit_log_at_idx / audit_log_category_at_idx), with the actor's name. */
export async function listLogs(
  db: DbOrTx,
  filter: { since: Date; type: LogType; limit: number; offset: number },
) {
  const where = logFilter(filter.since, filter.type);
  const actorName = sql<string | null>`case ${auditLog.actorType}
    when 'user' then ${users.name} when 'seller' then ${sellers.name} when 'admin' then ${admins.name} end`;
  const [rows, [count]] = await Promise.all([
    db
      .select({
        id: auditLog.id,
        at: auditLog.at,
        category: auditLog.category,
        action: auditLog.action,
        actorType: auditLog.actorType,
        actorId: auditLog.actorId,
        actorName,
        ip: auditLog.ip,
        success: auditLog.success,
        detail: auditLog.detail,
      })
      .from(auditLog)
      .leftJoin(users, and(eq(auditLog.actorType, 'user'), eq(users.id, auditLog.actorId)))
      .leftJoin(sellers, and(eq(auditLog.actorType, 'seller'), eq(sellers.id, auditLog.actorId)))
      .leftJoin(admins, and(eq(auditLog.actorType, 'admin'), eq(admins.id, auditLog.actorId)))
      .where(where)
      .orderBy(desc(auditLog.at), desc(auditLog.id))
      .limit(filter.limit)
      .offset(filter.offset),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(auditLog)
      .where(where),
  ]);
  return { rows, total: Number(count?.n ?? 0) };
}
