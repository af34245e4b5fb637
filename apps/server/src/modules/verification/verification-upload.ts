import { createWriteStream } from 'node:fs';
import { open, rm, stat } from 'node:fs/promises';
import { pipeline } from 'node:stream/promises';
import type { FastifyRequest } from 'fastify';
import { nameProblem } from '@baobab/contracts/text';
import { verificationMessages, VERIFICATION_DOCUMENT_MAX_BYTES } from '@baobab/contracts/verification';
import type { FileStorage } from '../../integrations/storage';
import { badRequest, payloadTooLarge } from '../../lib/errors';
import { guardedFileStream, uploadError } from '../../lib/multipart-upload';
import type { StagedDocument } from './verification.service';

export type ApplicationForm = { fields: Record<string, string>; document: StagedDocument | null };

/** The multipart limits of the apply route: two text fields and one PDF. */
export const applicationUploadLimits = { fileSize: VERIFICATION_DOCUMENT_MAX_BYTES, files: 1, fields: 4, fieldSize: 1000, parts: 5 };

async function isPdf(path: string): Promise<boolean> {
  const file = await open(path, 'r');
  try {
    const head = Buffer.alloc(5);
    const { bytesRead } = await file.read(head, 0, 5, 0);
    return bytesRead === 5 && head.toString('latin1') === '%PDF-';
  } finally {
    await file.close();
  }
}

/**
 * Reads the application: its text fields and the optional `document` part, staged on disk and checked
 * to be a PDF by its bytes (the name and the declared type prove nothing). A JSON body is accepted too,
 * for an application without a document. Nothing staged survives a refusal.
 */
export async function readApplicationForm(request: FastifyRequest, storage: FileStorage): Promise<ApplicationForm> {
  if (!request.isMultipart()) return { fields: (request.body ?? {}) as Record<string, string>, document: null };
  const fields: Record<string, string> = {};
  let document: StagedDocument | null = null;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'field') {
        if (typeof part.value === 'string') fields[part.fieldname] = part.value;
        continue;
      }
      if (part.fieldname !== 'document' || document) throw badRequest(verificationMessages.documentMalformed);
      const staged = await storage.stagingPath();
      document = { path: staged, name: part.filename.normalize('NFC').trim() };
      await pipeline(guardedFileStream(part), createWriteStream(staged, { flags: 'wx' }));
      if (part.file.truncated) throw payloadTooLarge(verificationMessages.documentTooLarge);
      // A browser sends an empty, unnamed part when no file was chosen: that is no document.
      if (!document.name && (await stat(staged)).size === 0) {
        await rm(staged, { force: true });
        document = null;
        continue;
      }
      const problem = nameProblem(document.name);
      if (problem) throw badRequest(`filename: ${problem}`, [{ path: 'document', message: problem }]);
      if (!(await isPdf(staged))) throw badRequest(verificationMessages.documentNotPdf, [{ path: 'document', message: verificationMessages.documentNotPdf }]);
    }
  } catch (error) {
    if (document) await rm(document.path, { force: true });
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw payloadTooLarge(verificationMessages.documentTooLarge);
    throw uploadError(error);
  }
  return { fields, document };
}
