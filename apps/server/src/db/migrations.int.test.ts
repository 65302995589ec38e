import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { readdirSync } from 'node:fs';
import pg from 'pg';
import { MIGRATIONS_DIR, openDatabase } from './client.ts';
import { freshDatabase } from '../../test/helpers.ts';

const EXPECTED_TABLES = [
  'product_stock',
  'admins',
  'audit_log',
  'auth_failures',
  'banners',
  'cart_items',
  'categories',
  'chat_conversations',
  'chat_messages',
  'mail_outbox',
  'messages',
  'oidc_states',
  'order_items',
  'order_status_history',
  'orders',
  'payments',
  'product_carousel_items',
  'product_images',
  'products',
  'refunds',
  'reviews',
  'sellers',
  'sessions',
  'subscriptions',
  'users',
  'wishlist_items',
];

async function describeSchema(db: Awaited<ReturnType<typeof openDatabase>>) {
  const tables = await db.db.execute<{ table_name: string }>(
    sql`select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by 1`,
  );
  const indexes = await db.db.execute<{ indexname: string }>(
    sql`select indexname from pg_indexes where schemaname = 'public' order by 1`,
  );
  return { tables: tables.rows.map((r) => r.table_name), indexes: indexes.rows.map((r) => r.indexname) };
}

describe('migrations', () => {
  it('apply on PGlite and give every table, index and generated column', async () => {
    const db = await openDatabase({});
    const s = await describeSchema(db);
    for (const t of EXPECTED_TABLES) expect(s.tables).toContain(t);
    expect(s.indexes).toContain('products_search_text_trgm_idx');
    expect(s.indexes).toContain('products_title_vector_idx');
    expect(s.indexes).toContain('users_email_lower_uq');
    // The search indexes keep no pending list (every search would read it until a vacuum).
    const gin = await db.db.execute<{ relname: string; reloptions: string[] | null }>(
      sql`select c.relname, c.reloptions from pg_class c join pg_am am on am.oid = c.relam where am.amname = 'gin' order by 1`,
    );
    expect(gin.rows.map((r) => r.relname)).toEqual([
      'products_search_text_trgm_idx',
      'products_search_vector_idx',
      'products_title_vector_idx',
      'search_words_trgm_idx',
    ]);
    for (const r of gin.rows) expect(r.reloptions).toContain('fastupdate=false');
    // generated columns and constraints work
    await db.db.execute(sql`insert into categories (name, image_url) values ('Phones', '/x.webp')`);
    await db.db.execute(
      sql`insert into products (category_name, name, description, brand, price_paise, offer_percentage) values ('Phones', 'Wireless Headphones', 'Noise cancelling', 'Sonic', 99900, 10)`,
    );
    const r = await db.db.execute<{ selling_price_paise: number; sim: number; stock: number }>(
      sql`select selling_price_paise, similarity(search_text, 'wireles hedphones') as sim, s.stock
        from products p join product_stock s on s.product_id = p.id`,
    );
    expect(r.rows[0]!.selling_price_paise).toBe(89910);
    expect(r.rows[0]!.sim).toBeGreaterThan(0.3);
    // Every product gets its stock row (0) from the insert on (migration 0007).
    expect(r.rows[0]!.stock).toBe(0);
    await expect(db.db.execute(sql`update product_stock set stock = -1`)).rejects.toThrow();
    // The search columns follow the text they come from (a trigger, no longer generated columns).
    await db.db.execute(sql`update products set name = 'Zorblax Speaker'`);
    const renamed = await db.db.execute<{ search_text: string; title: string }>(
      sql`select search_text, title_vector::text as title from products`,
    );
    expect(renamed.rows[0]).toEqual({
      search_text: 'zorblax speaker sonic phones',
      title: "'phone':4B 'sonic':3B 'speaker':2A 'zorblax':1A",
    });
    await expect(db.db.execute(sql`update products set offer_percentage = 101`)).rejects.toThrow();
    await db.close();
  });

  it.runIf(Boolean(process.env.TEST_DATABASE_URL))('apply identically on PostgreSQL', async () => {
    const postgres = await freshDatabase();
    const lite = await openDatabase({});
    expect(await describeSchema(postgres)).toEqual(await describeSchema(lite));
    await postgres.close();
    await lite.close();
  });

  it.runIf(Boolean(process.env.TEST_DATABASE_URL))(
    'migrate one after the other when processes start together on an empty database',
    async () => {
      const url = process.env.TEST_DATABASE_URL!;
      const name = `electrohub_t_migrate_${process.pid}`;
      const admin = new pg.Client({ connectionString: url });
      await admin.connect();
      await admin.query(`drop database if exists "${name}"`);
      await admin.query(`create database "${name}"`);
      const u = new URL(url);
      u.pathname = `/${name}`;
      try {
        const opened = await Promise.all(
          [1, 2, 3].map(() => openDatabase({ url: u.toString(), poolSize: 2 })),
        );
        const applied = await opened[0]!.db.execute<{ n: number }>(
          sql`select count(*)::int as n from drizzle.__drizzle_migrations`,
        );
        expect(applied.rows[0]!.n).toBe(readdirSync(MIGRATIONS_DIR).filter((f) => f.endsWith('.sql')).length);
        await Promise.all(opened.map((d) => d.close()));
      } finally {
        await admin.query(`drop database if exists "${name}" with (force)`);
        await admin.end();
      }
    },
  );

  it('rejects a second account with the same e-mail in another case', async () => {
    const db = await openDatabase({});
    await db.db.execute(sql`insert into users (name, email) values ('A', 'Asha@Example.in')`);
    await expect(
      db.db.execute(sql`insert into users (name, email) values ('B', 'asha@example.in')`),
    ).rejects.toThrow();
    // …but the same e-mail may be a seller too (unique per role).
    await db.db.execute(sql`insert into sellers (name, email) values ('S', 'asha@example.in')`);
    await db.close();
  });
});
