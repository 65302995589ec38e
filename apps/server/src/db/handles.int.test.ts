import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/api.ts';

/**
 * The database handles carry no Drizzle schema (decision 077): with one, every transaction (two per checkout) built a
 * relational query builder per table, which no code uses. This fails if the schema comes back.
 */
const t = useTestApp();

describe('database handles', () => {
  it('a transaction builds no relational query builders', async () => {
    expect(Object.keys(t.app.db.query)).toEqual([]);
    const inside = await t.app.db.transaction(async (tx) => Object.keys(tx.query));
    expect(inside).toEqual([]);
  });
});
