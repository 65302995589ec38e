import type { MultipartFile, MultipartValue } from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../../lib/errors.ts';
import { formReadError, refusePartNul } from '../../plugins/input.ts';

export interface ReadFormOptions {
  /** Names of the file fields accepted (others are refused). */
  files: readonly string[];
  /** Per-file byte limit; reading stops there. */
  maxFileBytes: number;
  tooLargeMessage: string;
}

/**
 * Buffer a multipart form: text fields as strings, accepted files as buffers (an empty file input counts
 * as no file). A file over the limit is a 413 with the given message, before it is read to the end.
 */
export async function readForm(
  request: FastifyRequest,
  opts: ReadFormOptions,
): Promise<{ fields: Record<string, string>; files: Record<string, Buffer> }> {
  const fields: Record<string, string> = {};
  const files: Record<string, Buffer> = {};
  const parts = request.parts({ limits: { fileSize: opts.maxFileBytes, files: opts.files.length } });
  try {
    for await (const part of parts) await readPart(part);
  } catch (error) {
    throw formReadError(error);
  }
  return { fields, files };

  async function readPart(part: MultipartFile | MultipartValue) {
    refusePartNul(part);
    if (part.type === 'file') {
      if (!opts.files.includes(part.fieldname)) {
        part.file.resume();
        throw new AppError('ValidationError', `Unexpected file field '${part.fieldname}'`, 400);
      }
      let buf: Buffer;
      try {
        buf = await part.toBuffer();
      } catch (error) {
        if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE')
          throw new AppError('FileTooLarge', opts.tooLargeMessage, 413);
        throw error;
      }
      if (buf.length > 0) files[part.fieldname] = buf;
    } else if (!opts.files.includes(part.fieldname)) {
      // A file input left empty may arrive as a text field of the same name: it means "no file".
      fields[part.fieldname] = typeof part.value === 'string' ? part.value : String(part.value);
    }
  }
}
