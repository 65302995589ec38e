import type { MultipartFile, MultipartValue } from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../../lib/errors.ts';
import { formReadError, refusePartNul } from '../../plugins/input.ts';

/**
 * Read a multipart request into text fields and buffered files of the allowed file field names
 * (@fastify/multipart's limits apply: 5 MB per file → 413, 5 files). Anything else is refused.
 */
export async function readMultipart(
  request: FastifyRequest,
  fileFields: readonly string[],
): Promise<{ fields: Record<string, string>; files: Map<string, Buffer[]> }> {
  if (!request.isMultipart())
    throw new AppError('UnsupportedMediaType', 'Send the form as multipart/form-data', 415);
  const fields: Record<string, string> = {};
  const files = new Map<string, Buffer[]>();
  try {
    for await (const part of request.parts()) await readPart(part);
  } catch (error) {
    throw formReadError(error);
  }
  return { fields, files };

  async function readPart(part: MultipartFile | MultipartValue) {
    refusePartNul(part);
    if (part.type === 'file') {
      if (!fileFields.includes(part.fieldname)) {
        // Drain it so the stream can go on, then refuse.
        await part.toBuffer().catch(() => undefined);
        throw new AppError('ValidationError', `Unexpected file field ${part.fieldname}`, 400);
      }
      const buf = await part.toBuffer();
      // An empty file input (no file chosen) arrives as a zero-byte part: skip it.
      if (buf.length === 0) return;
      const list = files.get(part.fieldname) ?? [];
      list.push(buf);
      files.set(part.fieldname, list);
    } else {
      fields[part.fieldname] = typeof part.value === 'string' ? part.value : String(part.value);
    }
  }
}
