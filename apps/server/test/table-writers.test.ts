import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { schemaTables, writersByTable, writeSites } from './table-writers.ts';

// docs/architecture.md's table: per table, the module that writes it and the modules also allowed to (with why).
const DOC = path.resolve(import.meta.dirname, '../../../docs/architecture.md');

function documentedWriters(): Map<string, { owner: string; also: string[] }> {
  const rows = new Map<string, { owner: string; also: string[] }>();
  // (Cells may be padded: prettier aligns the columns.)
  for (const m of readFileSync(DOC, 'utf8').matchAll(/^\| `(\w+)` +\| ([a-z-]+) +\| (.*?) *\|$/gm)) {
    const also = m[3]!.startsWith('—') ? [] : [...m[3]!.matchAll(/(?:^|, )([a-z-]+) \(/g)].map((a) => a[1]!);
    rows.set(m[1]!, { owner: m[2]!, also });
  }
  return rows;
}

describe('one writer per table (docs/architecture.md)', () => {
  const documented = documentedWriters();
  const actual = writersByTable();

  it('names every table of the schema', () => {
    expect([...documented.keys()].sort()).toEqual([...new Set(schemaTables().values())].sort());
  });

  it('no module writes a table the list does not give it', () => {
    const stray = writeSites().filter((site) => {
      const row = documented.get(site.table);
      return !row || (site.writer !== row.owner && !row.also.includes(site.writer));
    });
    expect(stray.map((s) => `${s.writer} writes ${s.table} in ${s.file}`)).toEqual([]);
  });

  it('every exception the list makes is still true', () => {
    const stale = [...documented].flatMap(([table, row]) =>
      row.also.filter((m) => !actual.get(table)?.has(m)).map((m) => `${m} no longer writes ${table}`),
    );
    expect(stale).toEqual([]);
  });

  it('sees writes of every form (Drizzle calls and raw SQL)', () => {
    const sites = writeSites();
    // Drizzle's .update(productStock) in stock, raw `update ${productStock}` and `insert into ${orders}` in checkout.
    expect(sites).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ table: 'product_stock', writer: 'stock' }),
        expect.objectContaining({ table: 'product_stock', writer: 'checkout' }),
        expect.objectContaining({ table: 'orders', writer: 'checkout' }),
        expect.objectContaining({ table: 'mail_outbox', writer: 'mail' }),
      ]),
    );
  });
});
