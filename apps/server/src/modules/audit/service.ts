import type { z } from 'zod';
import { LOG_RANGE_HOURS, type LogEntry, type logListQuerySchema } from '@electrohub/shared/admin-finance';
import type { DbOrTx } from '../../db/client.ts';
import type { Page } from '../../lib/contract.ts';
import { storedIp } from '../../lib/ip.ts';
import * as repo from './repository.ts';
import type { AuditCategory } from './repository.ts';

/**
 * The audit log behind admin 'Logs & Security' (a real log where the original showed sample data).
 * Any module records what happened with one call; never put a password, answer or token in `detail`.
 */
export interface AuditEntry {
  category: AuditCategory;
  /** What happened, kebab-case with the role first: `user.sign-in`, `seller.delete`, `admin.sign-up`. */
  action: string;
  actorType?: 'user' | 'seller' | 'admin' | 'system' | null;
  actorId?: number | null;
  ip?: string | null;
  success?: boolean;
  /** Short free text for people (an e-mail address, a product id); at most 500 characters are kept. */
  detail?: string | null;
}

export async function audit(db: DbOrTx, entry: AuditEntry): Promise<void> {
  await repo.insertAuditRow(db, {
    category: entry.category,
    action: entry.action,
    actorType: entry.actorType ?? null,
    actorId: entry.actorId ?? null,
    ip: storedIp(entry.ip),
    success: entry.success ?? true,
    detail: entry.detail ? entry.detail.slice(0, 500) : null,
  });
}

// ---- the admin's Logs page -------------------------------------------------------------------------------------------

/** `GET /api/admin/logs`: the audit log of the chosen period and type, newest first. */
export async function listLogs(
  db: DbOrTx,
  query: z.output<typeof logListQuerySchema>,
  now: Date = new Date(),
): Promise<Page<LogEntry>> {
  const since = new Date(now.getTime() - LOG_RANGE_HOURS[query.range] * 3_600_000);
  const { rows, total } = await repo.listLogs(db, {
    since,
    type: query.type,
    limit: query.limit,
    offset: (query.page - 1) * query.limit,
  });
  return {
    rows: rows.map((r) => ({ ...r, at: new Date(r.at).toISOString() })),
    total,
    page: query.page,
    limit: query.limit,
  };
}
