import { z } from 'zod';

const dependencyState = z.enum(['up', 'down', 'reconnecting']);

/**
 * `GET /api/health`: 200 with the database reachable (`degraded` while a dependency the app can run without for a
 * while is down), 503 with the same body when the database is unreachable.
 */
export const healthAnswerSchema = z.object({
  status: z.enum(['ok', 'degraded', 'unavailable']),
  database: z.enum(['up', 'down']),
  /**
   * Dependencies the app runs without for a while (present when configured): `redis`, `chat` and `cache` (the
   * LISTEN connection that carries chat frames and public answer changes between processes; while it reconnects,
   * other processes' changes are seen within 10 s, or CATALOG_CACHE_SECONDS if shorter).
   */
  checks: z
    .object({
      redis: dependencyState.optional(),
      chat: dependencyState.optional(),
      cache: dependencyState.optional(),
    })
    .optional(),
});
export type HealthAnswer = z.infer<typeof healthAnswerSchema>;
