import { z } from 'zod';

/**
 * The parts of a multipart call, for the API reference (apps/server/src/plugins/openapi.ts): the text fields with
 * their schema and the file parts as `formFile` (one) or `formFiles` (repeated). The handler still reads and checks
 * the parts itself (plugins/multipart.ts).
 */
export const formFile = (description: string) => z.string().meta({ format: 'binary', description });
export const formFiles = (description: string) => z.array(formFile(description));
