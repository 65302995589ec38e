import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * Who writes which table, read from the source: Drizzle's `.insert(t)` / `.update(t)` / `.delete(t)` and raw SQL
 * `insert into` / `update … set` / `delete from` (a table named or interpolated as `${t}`). The writer is the
 * module a file lives in (`modules/<name>/…`), else its top folder under src (`db`, `plugins`, `lib`…). Tests,
 * the schema and the seed (which fills every table for demos) are not writers of the running app.
 */
export interface WriteSite {
  table: string;
  writer: string;
  file: string;
}

const SRC = path.resolve(import.meta.dirname, '../src');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [full] : [];
  });
}

/** The schema's tables: the Drizzle name each is exported as → its SQL name. */
export function schemaTables(src = SRC): Map<string, string> {
  const tables = new Map<string, string>();
  for (const file of sourceFiles(path.join(src, 'db/schema')))
    for (const m of readFileSync(file, 'utf8').matchAll(/export const (\w+) = pgTable\(\s*'(\w+)'/g))
      tables.set(m[1]!, m[2]!);
  return tables;
}

const withoutComments = (text: string) => text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/^\s*\/\/.*$/gm, '');

export function writeSites(src = SRC): WriteSite[] {
  const tables = schemaTables(src);
  const sqlNames = new Set(tables.values());
  const sites: WriteSite[] = [];
  for (const file of sourceFiles(src)) {
    const rel = path.relative(src, file).split(path.sep).join('/');
    if (rel.startsWith('db/schema/') || rel.startsWith('seed/')) continue;
    const writer = rel.startsWith('modules/')
      ? rel.split('/')[1]!
      : rel.includes('/')
        ? rel.split('/')[0]!
        : rel;
    const text = withoutComments(readFileSync(file, 'utf8'));
    const found = new Set<string>();
    for (const m of text.matchAll(/\.(?:insert|update|delete)\(\s*(\w+)\s*\)/g)) {
      const table = tables.get(m[1]!);
      if (table) found.add(table);
    }
    const raw = /\b(?:insert\s+into|update|delete\s+from)\s+(?:\$\{\s*(\w+)\s*\}|"?(\w+)"?)(?=\s)/gi;
    for (const m of text.matchAll(raw)) {
      const table = m[1] ? tables.get(m[1]) : sqlNames.has(m[2]!) ? m[2] : undefined;
      // `update x` is SQL only when followed (after an optional alias) by `set`; a word 'update' in a string is not.
      if (!table) continue;
      if (/^update/i.test(m[0]) && !/^\s+(?:\w+\s+)?set\b/i.test(text.slice(m.index + m[0].length))) continue;
      found.add(table);
    }
    for (const table of found) sites.push({ table, writer, file: rel });
  }
  return sites;
}

/** Per table, the modules (or folders) that write it. */
export function writersByTable(src = SRC): Map<string, Set<string>> {
  const byTable = new Map<string, Set<string>>();
  for (const site of writeSites(src)) {
    const set = byTable.get(site.table) ?? new Set<string>();
    set.add(site.writer);
    byTable.set(site.table, set);
  }
  return byTable;
}
