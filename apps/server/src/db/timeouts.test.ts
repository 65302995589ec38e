import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { DEFAULT_DATABASE_TIMEOUTS, POOL_IDLE_MS, timeoutSettings } from './timeouts.ts';

describe('the pool’s settings', () => {
  // Decision 068: pg's default (10 s) closed the connections a quiet spell of cached answers left idle, and each
  // new backend planned the named statements again.
  it('keeps an idle connection for minutes, not pg’s 10 s', () => {
    const pool = new pg.Pool(timeoutSettings(DEFAULT_DATABASE_TIMEOUTS));
    expect(POOL_IDLE_MS).toBeGreaterThanOrEqual(60_000);
    expect((pool as unknown as { options: pg.PoolConfig }).options.idleTimeoutMillis).toBe(POOL_IDLE_MS);
  });
});
