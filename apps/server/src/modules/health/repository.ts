import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';

/** One round trip to the database; throws when it is unreachable. */
export async function pingDatabase(db: DbOrTx): Promise<void> {
  await db.execute(sql`select 1`);
}
