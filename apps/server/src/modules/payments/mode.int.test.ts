import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PaymentModeAnswer } from '@electrohub/shared/checkout';
import { buildApp } from '../../app.ts';
import { loadConfig } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import { mediaStoreFor } from '../media/select.ts';
import { freshDatabase } from '../../../test/helpers.ts';

// One database for every configuration below: the answer depends on the configuration only.
let database: Database;
let dataDir: string;
beforeAll(async () => {
  database = await freshDatabase();
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'electrohub-mode-'));
});
afterAll(async () => {
  await database.close();
  await rm(dataDir, { recursive: true, force: true });
});

async function modeOf(env: Record<string, string>): Promise<PaymentModeAnswer> {
  const config = loadConfig({
    NODE_ENV: 'test',
    SEED: 'none',
    LOG_LEVEL: 'silent',
    DATA_DIR: dataDir,
    ...env,
  });
  const app = await buildApp({ config, database, media: mediaStoreFor(config) });
  try {
    const res = await app.inject({ method: 'GET', url: '/api/payments/mode' });
    expect(res.statusCode).toBe(200);
    return res.json<PaymentModeAnswer>();
  } finally {
    await app.close();
  }
}

describe('GET /api/payments/mode', () => {
  it('says test mode, with the site-wide notice only when PAYMENT_MODE=test was chosen', async () => {
    expect(await modeOf({})).toEqual({ mode: 'test', notice: false });
    expect(await modeOf({ PAYMENT_MODE: 'test', PAYMENT_TEST_SECRET: 'a-secret-of-its-own' })).toEqual({
      mode: 'test',
      notice: true,
    });
  });

  it('says razorpay with its keys, and PAYMENT_MODE=test wins over them', async () => {
    const keys = { RAZORPAY_KEY_ID: 'rzp_test_key', RAZORPAY_KEY_SECRET: 'key-secret' };
    expect(await modeOf(keys)).toEqual({ mode: 'razorpay', notice: false });
    expect(await modeOf({ ...keys, PAYMENT_MODE: 'test' })).toEqual({ mode: 'test', notice: true });
  });
});
