import { and, desc, eq, gte, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { auditLog } from '../../db/schema/index.ts';

export type AuditCategory = (typeof auditLog.$inferInsert)['category'];
export type AuditRow = typeof auditLog.$inferSelect;

export async function insertAuditRow(db: DbOrTx, row: typeof auditLog.$inferInsert): Promise<void> {
  await db.insert(auditLog).values(row);
}

export async function selectAuditRows(
  db: DbOrTx,
  filter: { category?: AuditCategory; since?: Date; success?: boolean; limit: number; offset: number },
): Promise<AuditRow[]> {
  const where: SQL[] = [];
  if (filter.category) where.push(eq(auditLog.category, filter.category));
  if (filter.since) where.push(gte(auditLog.at, filter.since));
  if (filter.success !== undefined) where.push(eq(auditLog.success, filter.success));
  return db
    .select()
    .from(auditLog)
    .where(where.length ? and(...where) : undefined)
    .orderBy(desc(auditLog.at), desc(auditLog.id))
    .limit(filter.limit)
    .offset(filter.offset);
}
