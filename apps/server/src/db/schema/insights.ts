import type { DocumentAnalysis } from '@baobab/insights/document-intelligence/types';
import { index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
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
