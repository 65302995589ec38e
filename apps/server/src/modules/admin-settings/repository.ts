import { and, eq, gt, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { sessions } from '../../db/schema/index.ts';

// ---- settings -------------------------------------------------------------------------------------

/** Open (unexpired) sessions of an admin. */
export async function countAdminSessions(db: DbOrTx, adminId: number, now: Date): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(sessions)
    .where(and(eq(sessions.adminId, adminId), gt(sessions.expiresAt, now)));
  return Number(row?.n ?? 0);
}
