import pg from 'pg';
import { openDatabase } from '../src/db/client.ts';

export const TEMPLATE_DB = 'electrohub_test_template';

/**
 * With TEST_DATABASE_URL (CI: the machine's PostgreSQL), migrate one template database once;
 * each test file then gets `CREATE DATABASE … TEMPLATE` — a fresh, migrated database in milliseconds.
 */
export async function setup() {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) return;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    // Leftovers from an interrupted run.
    const { rows } = await admin.query<{ datname: string }>(
      "select datname from pg_database where datname like 'electrohub_t_%' or datname = $1",
      [TEMPLATE_DB],
    );
    for (const r of rows) await admin.query(`drop database if exists "${r.datname}" with (force)`);
    await admin.query(`create database "${TEMPLATE_DB}"`);
  } finally {
    await admin.end();
  }
  const u = new URL(url);
  u.pathname = `/${TEMPLATE_DB}`;
  const db = await openDatabase({ url: u.toString(), poolSize: 1 });
  await db.close();
}

export async function teardown() {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) return;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    await admin.query(`drop database if exists "${TEMPLATE_DB}" with (force)`);
  } finally {
    await admin.end();
  }
}
