/**
 * The refusals of the bounded unpacker (apps/server/src/lib/archives, docs/security.md "Archives
 * and compressed input"), shared by every upload that is a zip underneath: OCF packages, data-room
 * .docx, .pptx and .xlsx files, and documents sent for analysis. Each names the limit reached.
 */
import { message, type Message } from './i18n/message';

export const archiveTemplates = {
  unpackedTooLarge:
    'This file unpacks to more than {{mb}} MB, the limit for this upload. Baobab counts the bytes as it unpacks them and stops at the limit, whatever sizes the file declares.',
  tooManyEntries: 'This file holds more than {{max}} entries once unpacked, the limit for this upload.',
  compressedBody: 'Request bodies are accepted uncompressed only: send this one without Content-Encoding {{encoding}}.',
} as const;

/** Messages (decision 0046): the limits are figures, written as the reader's language writes them. */
export const archiveLimitMessages = {
  unpackedTooLarge: (mb: number): Message => message(archiveTemplates.unpackedTooLarge, { mb }),
  tooManyEntries: (max: number): Message => message(archiveTemplates.tooManyEntries, { max }),
  compressedBody: (encoding: string): Message => message(archiveTemplates.compressedBody, { encoding }),
} as const;
