import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../config.ts';
import type { Database, Db } from '../db/client.ts';
import type { MediaStore } from '../modules/media/storage.ts';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    db: Db;
    database: Database;
    media: MediaStore;
  }
}

/** Makes config, database and media store available to every module. The caller owns and closes the database. */
export const dbPlugin = fp(
  (app: FastifyInstance, opts: { config: Config; database: Database; media: MediaStore }) => {
    app.decorate('config', opts.config);
    app.decorate('database', opts.database);
    app.decorate('db', opts.database.db);
    app.decorate('media', opts.media);
  },
  { name: 'db' },
);
