import type { DocumentAnalysis } from '@baobab/insights/document-intelligence/types';
import { customType, index, integer, jsonb, pgTable, serial, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth';
import { startups } from './startups';

/**
 * One analysed document of a startup (pasted text or an uploaded PDF's text). The text is
 * kept so an analysis can be recomputed when the engine improves; the result is what the
 * engine returned at the time. Private to the startup's owner (docs/decisions/0007-insights-permissions.md).
 */
export const documentAnalyses = pgTable(
  'document_analysis',
  {
    id: serial('id').primaryKey(),
    startupId: integer('startup_id').notNull().references(() => startups.id, { onDelete: 'cascade' }),
    createdBy: text('created_by').notNull().references(() => users.id, { onDelete: 'cascade' }),
    documentType: text('document_type').notNull(),
    /** 'text' (pasted) or 'pdf' (uploaded). */
    source: text('source').notNull(),
    fileName: text('file_name'),
    documentText: text('document_text').notNull(),
    result: jsonb('result').$type<DocumentAnalysis>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // Listed per startup, newest first; due diligence reads the latest per type.
  (t) => [index('document_analysis_startup_created_idx').on(t.startupId, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst())],
);

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  // pg returns a Buffer, PGlite a Uint8Array: one type for the code that reads it.
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

/**
 * An uploaded file waiting for its `document-analysis` task. Kept in the database, not on an
 * instance's disk, so whichever instance runs the task can read it; removed when the task ends.
 */
export const documentUploads = pgTable(
  'document_upload',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ownerId: text('owner_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    startupId: integer('startup_id').notNull().references(() => startups.id, { onDelete: 'cascade' }),
    documentType: text('document_type').notNull(),
    /** 'pdf', 'docx' or 'pptx', found from the bytes when the upload arrived. */
    kind: text('kind').notNull(),
    fileName: text('file_name').notNull(),
    bytes: bytea('bytes').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // The per-person cap on waiting uploads counts by owner.
  (t) => [index('document_upload_owner_idx').on(t.ownerId)],
);
