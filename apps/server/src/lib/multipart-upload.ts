import { Readable } from 'node:stream';
import type { MultipartFile } from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { textMessages, nameProblem } from '@baobab/contracts/text';
import { AppError, badRequest } from './errors';

/**
 * Errors while reading an upload come from parsing the request body (busboy: no boundary,
 * "Unexpected end of multipart data", a part "terminated early"): the client's fault, so a 400
 * saying the body is malformed. The plugin's own refusals (file too large, too many parts) are
 * already 4xx and keep their status.
 */
export function uploadError(error: unknown): Error {
  if (error instanceof AppError) return error;
  const status = (error as { statusCode?: number }).statusCode;
  if (error instanceof Error && status !== undefined && status >= 400 && status < 500) return error;
  return badRequest(textMessages.multipartMalformed);
}

/**
 * The one file part of a multipart upload, or a 400 with `missing` when there is none. Its file
 * name follows the name rule (no NUL, lone surrogate, control or bidirectional override
 * character), refused here because multipart file names never pass through a route's schema.
 */
export async function readUploadPart(request: FastifyRequest, missing: string): Promise<MultipartFile> {
  if (!request.isMultipart()) throw badRequest(missing);
  let part: MultipartFile | undefined;
  try {
    part = await request.file();
  } catch (error) {
    throw uploadError(error);
  }
  if (!part) throw badRequest(missing);
  const problem = nameProblem(part.filename);
  if (problem) throw badRequest(`filename: ${problem}`, [{ path: 'filename', message: problem }]);
  return part;
}

/**
 * The part's bytes as a stream that fails with `uploadError` when the body turns out malformed.
 * Iterating (rather than piping) also catches a part busboy had already failed before the
 * route got to it, which a pipe would wait on for ever.
 */
export function guardedFileStream(part: MultipartFile): Readable {
  async function* chunks() {
    try {
      for await (const chunk of part.file) yield chunk as Buffer;
    } catch (error) {
      throw uploadError(error);
    }
  }
  return Readable.from(chunks(), { objectMode: false });
}
