import { z } from 'zod';

/** `GET /api/health`: 200 with the database reachable, 503 (same body) otherwise. */
export const healthAnswerSchema = z.object({
  status: z.enum(['ok', 'unavailable']),
  database: z.enum(['up', 'down']),
});
export type HealthAnswer = z.infer<typeof healthAnswerSchema>;
