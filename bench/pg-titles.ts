/**
 * The processes of one PostgreSQL cluster on this machine that work for the bench database, by their titles
 * (`postgres: <cluster_name>: …`): the backends connected to `database` and the cluster's shared processes (WAL
 * writer, checkpointer, background writer, …). Backends and autovacuum workers of other databases are left out: on a
 * machine shared with other engineers' benches on the same cluster they were counted as this run's (decision 048).
 */
export function benchDatabaseTitle(title: string, cluster: string, database: string): boolean {
  const prefix = `postgres: ${cluster}: `;
  if (!title.startsWith(prefix)) return false;
  const words = title.slice(prefix.length).trim().split(/\s+/);
  // A backend: `<user> <database> <host(port)|[local]> <state…>`; an autovacuum worker: `autovacuum worker <db>`.
  if (words[0] === 'autovacuum' && words[1] === 'worker')
    return words[2] === undefined || words[2] === database;
  if (words.length >= 3 && /^(\S+\(\d+\)|\[local\])$/.test(words[2]!)) return words[1] === database;
  return true;
}
