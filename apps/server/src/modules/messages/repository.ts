import type { DbOrTx } from '../../db/client.ts';
import { messages } from '../../db/schema/index.ts';

export async function insertMessage(db: DbOrTx, m: typeof messages.$inferInsert) {
  const [row] = await db.insert(messages).values(m).returning({ id: messages.id });
  return row!;
}
