import type { DbOrTx } from '../../db/client.ts';
import { storedIp } from '../../lib/ip.ts';
import { insertAuditRow, selectAuditRows, type AuditCategory, type AuditRow } from './repository.ts';

/**
 * The audit log behind admin 'Logs & Security' (DECISIONS.md 'Where the spec shows placeholders').
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
  await insertAuditRow(db, {
    category: entry.category,
    action: entry.action,
    actorType: entry.actorType ?? null,
    actorId: entry.actorId ?? null,
    ip: storedIp(entry.ip),
    success: entry.success ?? true,
    detail: entry.detail ? entry.detail.slice(0, 500) : null,
  });
}

/** Newest first; for the admin logs page. */
export function listAudit(
  db: DbOrTx,
  filter: { category?: AuditCategory; since?: Date; success?: boolean; limit?: number; offset?: number } = {},
): Promise<AuditRow[]> {
  return selectAuditRows(db, {
    ...filter,
    limit: Math.min(filter.limit ?? 50, 500),
    offset: filter.offset ?? 0,
  });
}
