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

  it('sizes the PostgreSQL pool by DATABASE_POOL_SIZE, chosen by measurement (decision 048)', () => {
    expect(loadConfig({}).DATABASE_POOL_SIZE).toBe(20);
    expect(loadConfig({ DATABASE_POOL_SIZE: '5' }).DATABASE_POOL_SIZE).toBe(5);
    expect(() => loadConfig({ DATABASE_POOL_SIZE: '0' })).toThrow(/DATABASE_POOL_SIZE/);
    expect(() => loadConfig({ DATABASE_POOL_SIZE: 'many' })).toThrow(/DATABASE_POOL_SIZE/);
  });

  it('names the bad variable', () => {
    expect(() => loadConfig({ PORT: 'abc' })).toThrow(ConfigError);
    expect(() => loadConfig({ PORT: 'abc' })).toThrow(/PORT/);
    expect(() => loadConfig({ STORE_TIMEZONE: 'Mars/Olympus' })).toThrow(/STORE_TIMEZONE/);
    expect(() => loadConfig({ DATABASE_URL: 'not a url' })).toThrow(/DATABASE_URL/);
    expect(() => loadConfig({ ADMIN_SECRET_KEY: 'abc' })).toThrow(/ADMIN_SECRET_KEY/);
    expect(() => loadConfig({ PAYOUT_POLL_BATCH: '0' })).toThrow(/PAYOUT_POLL_BATCH/);
    expect(() => loadConfig({ PAYOUT_POLL_MINUTES: 'soon' })).toThrow(/PAYOUT_POLL_MINUTES/);
  });

  it('refuses a MAIL_FROM it cannot write into a mail, at start', () => {
    expect(() => loadConfig({ MAIL_FROM: 'not an address' })).toThrow(/MAIL_FROM/);
    expect(loadConfig({ MAIL_FROM: 'Shop <shop@example.in>' }).MAIL_FROM).toBe('Shop <shop@example.in>');
  });

  it('keeps media on disk unless S3_BUCKET is set, then needs both keys', () => {
    expect(loadConfig({}).s3).toBeUndefined();
    expect(() => loadConfig({ S3_BUCKET: 'media' })).toThrow(
      /S3_ACCESS_KEY_ID: must be set when S3_BUCKET is set/,
    );
    expect(() => loadConfig({ S3_BUCKET: 'media', S3_ACCESS_KEY_ID: 'AKID' })).toThrow(
      /S3_SECRET_ACCESS_KEY: must be set when S3_BUCKET is set/,
    );
    const c = loadConfig({ S3_BUCKET: 'media', S3_ACCESS_KEY_ID: 'AKID', S3_SECRET_ACCESS_KEY: 'sekrit' });
    expect(c.s3).toEqual({
      endpoint: 'https://s3.us-east-1.amazonaws.com',
      bucket: 'media',
      region: 'us-east-1',
      pathStyle: false,
      accessKeyId: 'AKID',
      secretAccessKey: 'sekrit',
      sessionToken: undefined,
    });
    const r2 = loadConfig({
      S3_BUCKET: 'shop-media',
      S3_ENDPOINT: 'http://127.0.0.1:9000/',
      S3_REGION: 'auto',
      S3_ACCESS_KEY_ID: 'AKID',
      S3_SECRET_ACCESS_KEY: 'sekrit',
    });
    expect(r2.s3).toMatchObject({
      endpoint: 'http://127.0.0.1:9000',
      region: 'auto',
      bucket: 'shop-media',
      pathStyle: true,
    });
  });

  it('addresses AWS virtual-hosted and custom endpoints path-style unless S3_FORCE_PATH_STYLE says otherwise', () => {
    const keys = { S3_ACCESS_KEY_ID: 'AKID', S3_SECRET_ACCESS_KEY: 'sekrit' };
    expect(loadConfig({ ...keys, S3_BUCKET: 'media' }).s3?.pathStyle).toBe(false);
    expect(loadConfig({ ...keys, S3_BUCKET: 'media', S3_FORCE_PATH_STYLE: 'true' }).s3?.pathStyle).toBe(true);
    expect(
      loadConfig({ ...keys, S3_BUCKET: 'media', S3_ENDPOINT: 'https://r2.example.com' }).s3?.pathStyle,
    ).toBe(true);
    expect(
      loadConfig({
        ...keys,
        S3_BUCKET: 'media',
        S3_ENDPOINT: 'https://r2.example.com',
        S3_FORCE_PATH_STYLE: 'false',
      }).s3?.pathStyle,
    ).toBe(false);
    // A dotted bucket name would not match AWS's *.s3 certificate.
    expect(loadConfig({ ...keys, S3_BUCKET: 'media.example.in' }).s3?.pathStyle).toBe(true);
    expect(() => loadConfig({ ...keys, S3_BUCKET: 'media', S3_FORCE_PATH_STYLE: 'yes' })).toThrow(
      /S3_FORCE_PATH_STYLE: must be true or false/,
    );
    expect(() => loadConfig({ S3_FORCE_PATH_STYLE: 'true' })).toThrow(
      /S3_BUCKET: must be set .*S3_FORCE_PATH_STYLE/,
    );
  });

  it('takes a session token with the S3 keys, or the standard AWS_* credentials when no S3 key is set', () => {
    const withToken = loadConfig({
      S3_BUCKET: 'media',
      S3_ACCESS_KEY_ID: 'ASIA1',
      S3_SECRET_ACCESS_KEY: 's1',
      S3_SESSION_TOKEN: 'tok1',
    });
    expect(withToken.s3).toMatchObject({ accessKeyId: 'ASIA1', secretAccessKey: 's1', sessionToken: 'tok1' });
    const aws = {
      AWS_ACCESS_KEY_ID: 'ASIA2',
      AWS_SECRET_ACCESS_KEY: 's2',
      AWS_SESSION_TOKEN: 'tok2',
      AWS_REGION: 'ap-south-1',
    };
    expect(loadConfig({ S3_BUCKET: 'media', ...aws }).s3).toMatchObject({
      accessKeyId: 'ASIA2',
      secretAccessKey: 's2',
      sessionToken: 'tok2',
      region: 'ap-south-1',
      endpoint: 'https://s3.ap-south-1.amazonaws.com',
    });
    // The two sets are never mixed: S3 keys win whole, with their own token (or none).
    expect(
      loadConfig({ S3_BUCKET: 'media', S3_ACCESS_KEY_ID: 'AKID', S3_SECRET_ACCESS_KEY: 'sekrit', ...aws }).s3,
    ).toMatchObject({
      accessKeyId: 'AKID',
      sessionToken: undefined,
    });
    expect(() => loadConfig({ S3_BUCKET: 'media', AWS_ACCESS_KEY_ID: 'ASIA2' })).toThrow(
      /AWS_SECRET_ACCESS_KEY: must be set/,
    );
    expect(() => loadConfig({ S3_BUCKET: 'media', S3_SESSION_TOKEN: 'tok', ...aws })).toThrow(
      /S3_SESSION_TOKEN: goes with S3_ACCESS_KEY_ID/,
    );
    expect(() => loadConfig({ S3_SESSION_TOKEN: 'tok' })).toThrow(
      /S3_BUCKET: must be set .*S3_SESSION_TOKEN/,
    );
  });

  it('refuses a half or malformed S3 setup instead of quietly using the disk', () => {
    const keys = { S3_ACCESS_KEY_ID: 'AKID', S3_SECRET_ACCESS_KEY: 'sekrit' };
    expect(() => loadConfig({ S3_ENDPOINT: 'http://127.0.0.1:9000' })).toThrow(
      /S3_BUCKET: must be set .*S3_ENDPOINT/,
    );
    expect(() => loadConfig({ ...keys })).toThrow(/S3_BUCKET/);
    expect(() => loadConfig({ ...keys, S3_BUCKET: 'media', S3_ENDPOINT: 'ftp://files.example.com' })).toThrow(
      /S3_ENDPOINT: must be an http/,
    );
    expect(() => loadConfig({ ...keys, S3_BUCKET: 'Media_Bucket' })).toThrow(
      /S3_BUCKET: must be a bucket name/,
    );
    expect(() => loadConfig({ ...keys, S3_BUCKET: 'media', S3_REGION: 'US East' })).toThrow(/S3_REGION/);
    // The message names variables, never the secret's value.
    let message = '';
    try {
      loadConfig({ S3_BUCKET: 'media', S3_SECRET_ACCESS_KEY: 'do-not-print-me' });
    } catch (err) {
      message = String(err);
    }
    expect(message).toMatch(/S3_ACCESS_KEY_ID/);
    expect(message).not.toContain('do-not-print-me');
  });

  it('refuses demo secrets in production', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', DATABASE_URL: 'postgres://x@h/db' })).toThrow(
      /ADMIN_SECRET_KEY/,
    );
    const ok = loadConfig({
      NODE_ENV: 'production',
      DATABASE_URL: 'postgres://x@h/db',
      ADMIN_SECRET_KEY: 'a-long-real-secret',
      PAYMENT_TEST_SECRET: 'another-secret',
      PAYMENT_MODE: 'test',
    });
    expect(ok.SEED).toBe('none');
  });

  describe('payments in production', () => {
    const prod = {
      NODE_ENV: 'production',
      DATABASE_URL: 'postgres://x@h/db',
      ADMIN_SECRET_KEY: 'a-long-real-secret',
    };
    const keys = { RAZORPAY_KEY_ID: 'rzp_live_x', RAZORPAY_KEY_SECRET: 'live-secret' };

    it('refuses to start on the test card gateway unless PAYMENT_MODE=test says so', () => {
      expect(() => loadConfig({ ...prod, PAYMENT_TEST_SECRET: 'another-secret' })).toThrow(
        /PAYMENT_MODE: production needs a payment provider/,
      );
      expect(() =>
        loadConfig({ ...prod, RAZORPAY_KEY_ID: 'rzp_live_x', PAYMENT_TEST_SECRET: 'another-secret' }),
      ).toThrow(/PAYMENT_MODE/);
    });

    it('starts with Razorpay keys, or in test mode on purpose (with a secret of its own)', () => {
      const live = loadConfig({ ...prod, ...keys });
      expect(live.paymentMode).toBe('razorpay');
      expect(live.razorpayEnabled).toBe(true);
      const test = loadConfig({ ...prod, PAYMENT_MODE: 'test', PAYMENT_TEST_SECRET: 'another-secret' });
      expect(test.paymentMode).toBe('test');
      expect(test.razorpayEnabled).toBe(false);
      expect(() => loadConfig({ ...prod, PAYMENT_MODE: 'test' })).toThrow(/PAYMENT_TEST_SECRET/);
    });

    it('PAYMENT_MODE=razorpay needs the keys; test wins over keys; anything else is refused', () => {
      expect(() => loadConfig({ PAYMENT_MODE: 'razorpay' })).toThrow(
        /PAYMENT_MODE: razorpay needs RAZORPAY_KEY_ID/,
      );
      expect(loadConfig({ ...keys, PAYMENT_MODE: 'test' })).toMatchObject({
        paymentMode: 'test',
        razorpayEnabled: false,
      });
      expect(loadConfig({}).paymentMode).toBe('test');
      expect(() => loadConfig({ PAYMENT_MODE: 'live' })).toThrow(/PAYMENT_MODE: must be test or razorpay/);
    });
  });
});

describe('TRUST_PROXY', () => {
  it('is off by default and for empty, false or 0: nobody can pick the client address', () => {
    for (const v of [undefined, '', 'false', '0'])
      expect(loadConfig(v === undefined ? {} : { TRUST_PROXY: v }).TRUST_PROXY).toBe(false);
  });

  it('takes a hop count or a list of proxy addresses and CIDR ranges', () => {
    expect(loadConfig({ TRUST_PROXY: '1' }).TRUST_PROXY).toBe(1);
    expect(loadConfig({ TRUST_PROXY: ' 2 ' }).TRUST_PROXY).toBe(2);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8, 127.0.0.1,::1,fd00::/8,loopback' }).TRUST_PROXY).toEqual([
      '10.0.0.0/8',
      '127.0.0.1',
      '::1',
      'fd00::/8',
      'loopback',
    ]);
  });

  it('refuses true (it would believe any client), silly hop counts and malformed addresses, naming the variable', () => {
    for (const v of [
      'true',
      '11',
      '-1',
      '10.0.0.0/33',
      '::1/129',
      'proxy.example',
      '10.0.0.1/8/1',
      '1.2.3',
      ',',
    ])
      expect(() => loadConfig({ TRUST_PROXY: v }), v).toThrow(/TRUST_PROXY: must be a hop count/);
  });

  it('refuses ranges wider than a private network (they would believe nearly any client), in one line', () => {
    for (const v of [
      '0.0.0.0/0',
      '::/0',
      '0.0.0.0/1,128.0.0.0/1',
      '10.0.0.0/7',
      '::ffff:0.0.0.0/96',
      '::ffff:0:0/96',
      '::ffff:10.0.0.0/100',
      '::/64',
      '8000::/1',
    ]) {
      let message = '';
      try {
        loadConfig({ TRUST_PROXY: v });
      } catch (err) {
        message = (err as Error).message;
      }
      expect(message, v).toMatch(/^ {2}TRUST_PROXY: .*covers more than a private network/m);
      expect(
        message.split('\n').filter((l) => l.includes('TRUST_PROXY')),
        v,
      ).toHaveLength(1);
    }
    // A private network, or IPv4 written as IPv6 to its /8, still passes.
    expect(
      loadConfig({ TRUST_PROXY: '10.0.0.0/8,172.16.0.0/12,fc00::/7,::ffff:10.0.0.0/104,2001:db8::/32' })
        .TRUST_PROXY,
    ).toHaveLength(5);
  });
});
