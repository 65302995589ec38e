/**
 * What one filter scope costs to read and to keep (docs/decisions/053-filters-index-only-and-server-rendered.md):
 * PostgreSQL CPU of `scopeRows` for every category and for every product (read from the backend's /proc/<pid>/stat,
 * so it counts the statement's work, not the time it waited for a core), the plan it ran, and the Node CPU of
 * rewriting a scope's "in stock" flags from the sold-out ids (`applyOutOfStock`). Reads only.
 *
 *   BENCH_DB=bench_copy node --import tsx bench/filter-scopes.ts
 *
 * PostgreSQL must run on this machine (the backend's /proc entry is read). `ROUNDS` (5) reads of each scope.
 */
import { readFileSync } from 'node:fs';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { scopeRows, outOfStockIds } from '../apps/server/src/modules/catalog/repository/filters.ts';
import { applyOutOfStock, toScopeRows } from '../apps/server/src/modules/catalog/filter-counts.ts';
import type { DbOrTx } from '../apps/server/src/db/client.ts';

const base = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const url = new URL(base);
url.pathname = `/${process.env.BENCH_DB ?? 'electrohub_sale_day'}`;
const ROUNDS = Math.min(50, Math.max(1, Number(process.env.ROUNDS ?? 5)));

const client = new pg.Client({ connectionString: url.toString() });
await client.connect();
const db = drizzle(client) as unknown as DbOrTx;
try {
  const pid = (await client.query<{ pid: number }>('select pg_backend_pid() as pid')).rows[0]!.pid;
  /** The backend's user + system CPU in ms (clock ticks of 10 ms). */
  const cpu = () => {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    return (Number(fields[11]) + Number(fields[12])) * 10;
  };
  const categories = (
    await client.query<{ name: string }>('select distinct category_name as name from products order by 1')
  ).rows.map((r) => r.name);

  for (const category of categories) await scopeRows(db, { category });
  let at = cpu();
  for (let k = 0; k < ROUNDS; k++) for (const category of categories) await scopeRows(db, { category });
  const perCategory = (cpu() - at) / (ROUNDS * categories.length);
  const all = toScopeRows(await scopeRows(db, {}));
  at = cpu();
  for (let k = 0; k < ROUNDS; k++) await scopeRows(db, {});
  const perAll = (cpu() - at) / ROUNDS;
  at = cpu();
  for (let k = 0; k < ROUNDS; k++) await outOfStockIds(db);
  const perSoldOut = (cpu() - at) / ROUNDS;

  const plan = await client.query<{ 'QUERY PLAN': string }>(
    `explain select id from products where status in ('Active', 'OutOfStock') and seller_visible and category_name = $1 order by category_name, brand`,
    [categories[0]],
  );
  const soldOut = await outOfStockIds(db);
  applyOutOfStock(all, soldOut);
  const started = process.cpuUsage();
  for (let k = 0; k < ROUNDS * 10; k++) applyOutOfStock(all, soldOut);
  const used = process.cpuUsage(started);
  const perApply = (used.user + used.system) / 1000 / (ROUNDS * 10);

  console.log(`PostgreSQL CPU per scope read (${ROUNDS} rounds, warm; 10 ms clock ticks):`);
  console.log(`  a category's (${categories.length} categories): ${perCategory.toFixed(1)} ms`);
  console.log(`  every product's (${all.size} rows): ${perAll.toFixed(1)} ms`);
  console.log(`  the sold-out ids (${soldOut.length}): ${perSoldOut.toFixed(1)} ms`);
  console.log(`Node CPU of applyOutOfStock over every product's scope: ${perApply.toFixed(2)} ms`);
  console.log(`A category's scope is read by: ${plan.rows.map((r) => r['QUERY PLAN'].trim()).join(' / ')}`);
} finally {
  await client.end();
}
