import type { MultipartFile, MultipartValue } from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../lib/errors.ts';
import { formReadError, refusePartNul } from './input.ts';

export interface ReadMultipartOptions {
  /** Names of the file fields accepted (a file under any other name is refused). */
  files: readonly string[];
  /** Per-file byte limit (reading stops there) and its 413 message; without it @fastify/multipart's 5 MB apply. */
  maxFileBytes?: number;
  tooLargeMessage?: string;
  /** How many files at most (@fastify/multipart's default, 5, without it). */
  maxFiles?: number;
  /** The answer to one file more than `maxFiles` (default: 400 ValidationError naming the limit, never a 413). */
  tooManyFiles?: () => AppError;
}

/** @fastify/multipart's default `files` limit (app.ts registers it). */
const FILES_DEFAULT = 5;

/**
 * Read a multipart request into text fields and buffered files of the accepted file field names. An empty file
 * input (no file chosen) counts as no file, whether it arrives as a zero-byte part or as a text field of the
 * file's name. A file over the limit is a 413 before it is read to the end; a broken body is a 400.
 */
export async function readMultipart(
  request: FastifyRequest,
  opts: ReadMultipartOptions,
): Promise<{ fields: Record<string, string>; files: Map<string, Buffer[]> }> {
  if (!request.isMultipart())
    throw new AppError('UnsupportedMediaType', 'Send the form as multipart/form-data', 415);
  const fields: Record<string, string> = {};
  const files = new Map<string, Buffer[]>();
  const limits: { fileSize?: number; files?: number } = {};
  if (opts.maxFileBytes !== undefined) limits.fileSize = opts.maxFileBytes;
  if (opts.maxFiles !== undefined) limits.files = opts.maxFiles;
  try {
    for await (const part of request.parts({ limits })) await readPart(part);
  } catch (error) {
    if ((error as { code?: string } | null)?.code === 'FST_FILES_LIMIT') {
      const most = opts.maxFiles ?? FILES_DEFAULT;
      throw (
        opts.tooManyFiles?.() ??
        new AppError('ValidationError', `Send at most ${most} file${most === 1 ? '' : 's'}`, 400)
      );
    }
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
        if (opts.tooLargeMessage && (error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE')
          throw new AppError('FileTooLarge', opts.tooLargeMessage, 413);
        throw error;
      }
      if (buf.length === 0) return;
      const list = files.get(part.fieldname) ?? [];
      list.push(buf);
      files.set(part.fieldname, list);
    } else if (!opts.files.includes(part.fieldname)) {
      fields[part.fieldname] = typeof part.value === 'string' ? part.value : String(part.value);
    }
  }
}
