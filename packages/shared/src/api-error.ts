import { z } from 'zod';

/** One field problem of a validation error: `{ path: 'email', message }` with the documented message. */
export const apiIssueSchema = z.object({ path: z.string(), message: z.string() });

/**
 * The one error body (docs/product.md#errors): `flag` from `ERROR_FLAGS` (error-flags.ts), `error` for people,
 * `issues` on validation errors. Some errors add fields (PriceChanged's current `total`, verify-payment's
 * `success: false`), so other keys pass through.
 */
export const apiErrorSchema = z.looseObject({
  flag: z.string(),
  error: z.string(),
  issues: z.array(apiIssueSchema).optional(),
});
export type ApiErrorBody = z.infer<typeof apiErrorSchema>;
