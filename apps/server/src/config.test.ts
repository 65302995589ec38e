import { describe, expect, it } from 'vitest';
import { ConfigError, DEMO_ADMIN_SECRET_KEY, loadConfig } from './config.ts';

describe('config', () => {
  it('has working defaults for a fresh machine', () => {
    const c = loadConfig({});
    expect(c.PORT).toBe(3000);
    expect(c.SEED).toBe('demo');
    expect(c.STORE_TIMEZONE).toBe('Asia/Kolkata');
    expect(c.PUBLIC_URL).toBe('http://localhost:3000');
    expect(c.ADMIN_SECRET_KEY).toBe(DEMO_ADMIN_SECRET_KEY);
  });

  it('does not seed demo data on a real database unless asked', () => {
    expect(loadConfig({ DATABASE_URL: 'postgres://x@localhost/db' }).SEED).toBe('none');
    expect(loadConfig({ DATABASE_URL: 'postgres://x@localhost/db', SEED: 'demo' }).SEED).toBe('demo');
  });

  it('names the bad variable', () => {
    expect(() => loadConfig({ PORT: 'abc' })).toThrow(ConfigError);
    expect(() => loadConfig({ PORT: 'abc' })).toThrow(/PORT/);
    expect(() => loadConfig({ STORE_TIMEZONE: 'Mars/Olympus' })).toThrow(/STORE_TIMEZONE/);
    expect(() => loadConfig({ DATABASE_URL: 'not a url' })).toThrow(/DATABASE_URL/);
    expect(() => loadConfig({ ADMIN_SECRET_KEY: 'abc' })).toThrow(/ADMIN_SECRET_KEY/);
  });

  it('refuses S3 settings it cannot honour instead of ignoring them', () => {
    expect(() => loadConfig({ S3_BUCKET: 'media' })).toThrow(/S3_BUCKET/);
  });

  it('refuses demo secrets in production', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', DATABASE_URL: 'postgres://x@h/db' })).toThrow(/ADMIN_SECRET_KEY/);
    const ok = loadConfig({
      NODE_ENV: 'production',
      DATABASE_URL: 'postgres://x@h/db',
      ADMIN_SECRET_KEY: 'a-long-real-secret',
      PAYMENT_TEST_SECRET: 'another-secret',
    });
    expect(ok.SEED).toBe('none');
  });
});
