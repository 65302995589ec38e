import { execFile } from 'node:child_process';
import { writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../test/api.ts';

/**
 * The API document as tools read it (docs/decisions/031-client-readings.md): the document the app serves at
 * /api/docs/json, written to a file and linted by the Redocly CLI with its recommended rules. No error; the only
 * warnings are those the decision writes down (paths of the calls table that a linter calls ambiguous).
 */
const t = useTestApp({ env: { PUBLIC_URL: 'https://shop.example' } });

/**
 * The warnings decision 031 accepts, each `rule: where`: two pairs of the calls table's paths a linter calls
 * ambiguous (the router tells them apart: fixed segments win over parameters), and the Google sign-in routes,
 * browser redirects with no 2XX answer.
 */
const ACCEPTED_WARNINGS = [
  'no-ambiguous-paths: /api/user/products/relatedproducts/{category}',
  'no-ambiguous-paths: /api/user/products/review/{reviewId}',
  // The invoice's path is the (decision 049), beside the order item's own `/api/user/orders/{id}`.
  'no-ambiguous-paths: /api/user/orders/{id}/invoice',
  'operation-2xx-response: /api/auth/google',
  'operation-2xx-response: /api/auth/google/callback',
];

interface Problem {
  ruleId: string;
  severity: 'error' | 'warn';
  message: string;
  location: { pointer: string }[];
}

const redocly = path.join(
  path.dirname(createRequire(import.meta.url).resolve('@redocly/cli/package.json')),
  'bin/cli.js',
);

async function lint(
  file: string,
): Promise<{ totals: { errors: number; warnings: number }; problems: Problem[] }> {
  // The CLI exits 1 when it finds errors; its JSON report is on stdout either way.
  const run = await promisify(execFile)(process.execPath, [redocly, 'lint', file, '--format=json'], {
    env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' },
    maxBuffer: 64 * 1024 * 1024,
  }).catch((error: { stdout?: string }) => ({ stdout: error.stdout ?? '' }));
  return JSON.parse(run.stdout) as { totals: { errors: number; warnings: number }; problems: Problem[] };
}

/** `#/paths/~1api~1user~1products~1{productId}~1review` → `/api/user/products/{productId}/review`. */
const where = (p: Problem) =>
  decodeURIComponent(p.location[0]?.pointer ?? '')
    .replace(/^#\/paths\//, '')
    .split('/')[0]!
    .replace(/~1/g, '/')
    .replace(/~0/g, '~');

describe('the OpenAPI document', () => {
  it('passes redocly lint (recommended rules) with no error and only the written-down warnings', async () => {
    const res = await t.get('/api/docs/json');
    expect(res.statusCode).toBe(200);
    const file = path.join(t.dataDir, 'openapi.json');
    await writeFile(file, res.body);
    const report = await lint(file);
    const errors = report.problems.filter((p) => p.severity === 'error');
    expect(errors.map((p) => `${p.ruleId}: ${where(p)}: ${p.message}`)).toEqual([]);
    const warnings = report.problems
      .filter((p) => p.severity === 'warn')
      .map((p) => `${p.ruleId}: ${where(p)}`);
    expect(warnings.sort()).toEqual([...ACCEPTED_WARNINGS].sort());
  }, 120_000);

  it('names the servers from PUBLIC_URL and secures every signed-in operation', async () => {
    const doc = (await t.get('/api/docs/json')).json<{
      servers: { url: string }[];
      paths: Record<string, Record<string, { security: unknown[] }>>;
    }>();
    expect(doc.servers).toEqual([{ url: 'https://shop.example' }]);
    expect(doc.paths['/api/user/cart']!.get!.security).toEqual([{ session: [] }]);
    expect(doc.paths['/api/admin/sales']!.get!.security).toEqual([{ adminSession: [] }]);
    expect(doc.paths['/api/categories/all']!.get!.security).toEqual([]);
  });
});
