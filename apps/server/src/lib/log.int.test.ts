import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/api.ts';
import { serializeError } from './log.ts';

const t = useTestApp();

describe('error logs (issue 21)', () => {
  it('keep the failed statement but not its parameter values', async () => {
    const secret = 'a1b2c3-session-token-hash';
    let failure: unknown;
    try {
      await t.app.db.execute(sql`select ${secret}::integer as n`);
    } catch (err) {
      failure = err;
    }
    expect(failure).toBeInstanceOf(Error);
    // What the default serializer would have written carries the value.
    expect(String((failure as Error).message)).toContain(secret);
    const logged = JSON.stringify(serializeError(failure));
    expect(logged).not.toContain(secret);
    expect(logged).toContain('select $1::integer as n');
  });
});
