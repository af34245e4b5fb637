import { z } from 'zod';
import { roundDocumentFormats, roundDocumentMessages } from './round-documents-texts';

// The zod-free part (strings and labels) is in round-documents-texts.ts; importing it from here works too.
export * from './round-documents-texts';

export const roundDocumentQuerySchema = z.strictObject({
  format: z.enum(roundDocumentFormats, { error: roundDocumentMessages.format }),
});

export type RoundDocumentQuery = z.infer<typeof roundDocumentQuerySchema>;
