import { z } from 'zod';
import { calendarDateSchema } from './dates';
import { ledgerMessages } from './financial-tools-ledger';
import { capTableExportFormats, capTableExportMessages } from './cap-table-exports-texts';

// The zod-free part (strings, labels, limits) is in cap-table-exports-texts.ts; importing it from here works too.
export * from './cap-table-exports-texts';

const m = capTableExportMessages;

export const capTableExportQuerySchema = z.strictObject({
  format: z.enum(capTableExportFormats, { error: m.format }),
});

export type CapTableExportQuery = z.infer<typeof capTableExportQuerySchema>;

/** The exit value arrives as query text, in the company's currency like the rest of the cap table (decision 0043); at most 10 trillion units, so its hundredths stay exact integers for the engine. */
export const waterfallExportQuerySchema = z.strictObject({
  format: z.enum(capTableExportFormats, { error: m.format }),
  exitValue: z.coerce.number({ error: m.exitValueRequired }).refine(Number.isFinite, m.exitValue).pipe(z.number().min(0, m.exitValue).max(1e13, m.exitValue)),
});

export type WaterfallExportQuery = z.infer<typeof waterfallExportQuerySchema>;

/** The share ledger's entries (CSV, and Excel with a second sheet of the holdings on `asOf`, default today). */
export const ledgerExportQuerySchema = z.strictObject({
  format: z.enum(capTableExportFormats, { error: m.format }),
  asOf: calendarDateSchema(ledgerMessages.asOf).optional(),
});

export type LedgerExportQuery = z.infer<typeof ledgerExportQuerySchema>;

/** Something an OCF import left out (decision 0040): the object's type and id in the package, and why, in words. */
export const ocfImportWarningSchema = z.object({ objectType: z.string(), objectId: z.string(), message: z.string() });

export type OcfImportWarning = z.infer<typeof ocfImportWarningSchema>;
