// `npm run migrate`: apply the migrations to DATABASE_URL (or the embedded database in DATA_DIR) and exit. Run it once
// before starting N processes; a server start migrates too, under the same advisory lock, and then finds nothing to do.
import path from 'node:path';
import { ConfigError, loadConfig } from '../config.ts';
import { openDatabase } from './client.ts';

try {
  const config = loadConfig();
  const database = await openDatabase({
    url: config.DATABASE_URL,
    dataDir: path.join(config.DATA_DIR, 'db'),
  });
  await database.close();
  console.log(
    `migrations applied to ${config.DATABASE_URL ? 'PostgreSQL' : `the embedded database in ${config.DATA_DIR}`}`,
  );
} catch (err) {
  console.error(
    err instanceof ConfigError
      ? err.message
      : `migration failed: ${err instanceof Error ? err.message : String(err)}`,
  );
  process.exit(1);
}
