import type { DeadJobListQuery } from '@electrohub/shared/admin-jobs';

/** Every admin query key starts with 'admin'; these belong to the background jobs. */
export const adminJobKeys = {
  all: ['admin', 'jobs'] as const,
  dead: (q: DeadJobListQuery) => ['admin', 'jobs', 'dead', q] as const,
};
