/**
 * The AI Insights calls as the server exposes them (decision 0007): path parameters, the stored
 * document analysis, the due diligence report with what it was based on, and the dashboard's
 * matches. The engine result shapes themselves live in insights.ts.
 */
import { z } from 'zod';
import { assessmentRangeSchema } from './assessment';
import { rowIdTextSchema } from './common';
import { documentTypes } from './enums';
import { documentAnalysisResultSchema, dueDiligenceResultSchema } from './insights';
import { formatUsNumber } from '@baobab/i18n/us-number';

const id = rowIdTextSchema;

export const startupIdParamsSchema = z.strictObject({ startupId: id });

/** Largest document accepted for upload; a 30-page deck is usually well under 5 MB. */
export const maxDocumentUploadBytes = 10 * 1024 * 1024;

/** Files whose text the server extracts: PDF, Word and PowerPoint. */
export const documentFileKinds = ['pdf', 'docx', 'pptx'] as const;
export type DocumentFileKind = (typeof documentFileKinds)[number];
export const isDocumentFileKind = (value: string): value is DocumentFileKind => (documentFileKinds as readonly string[]).includes(value);

/** What the upload control offers (the browser's file chooser filter). */
export const documentUploadAccept =
  'application/pdf,.pdf,application/vnd.openxmlformats-officedocument.wordprocessingml.document,.docx,application/vnd.openxmlformats-officedocument.presentationml.presentation,.pptx';

const kindNames: Record<DocumentFileKind, string> = { pdf: 'PDF', docx: 'Word document', pptx: 'presentation' };
const count = formatUsNumber;

/**
 * The refusals of the bounded document reader (docs/reliability.md, "Bounded document work"): each
 * names the limit that was reached, so the person knows what to change.
 */
export const documentLimitMessages = {
  tooManyPages: (kind: DocumentFileKind, max: number) =>
    kind === 'pptx'
      ? 'This presentation has more than ' + count(max) + ' slides; Baobab analyses presentations of up to ' + count(max) + ' slides.'
      : 'This PDF has more than ' + count(max) + ' pages; Baobab analyses documents of up to ' + count(max) + ' pages.',
  timeLimit: (seconds: number) =>
    'Reading this document took longer than ' + count(seconds) + ' seconds, the limit for one document. Upload a shorter document or paste the text instead.',
  memoryLimit: (mb: number) =>
    'Reading this document needed more than ' + count(mb) + ' MB of memory, the limit for one document. Upload a shorter document or paste the text instead.',
  busy: 'Baobab is reading other documents right now. Try again in a minute.',
} as const;

/** The upload control of document intelligence. */
export const documentUploadLabels = {
  field: 'Or upload a document',
  hint: 'PDF, Word (.docx) or PowerPoint (.pptx), up to 10 MB. Text is extracted on the server; scanned images cannot be read.',
  submit: 'Analyze File',
} as const;

export const insightsApiMessages = {
  fileRequired: 'Upload a PDF, Word (.docx) or PowerPoint (.pptx) file',
  fileTooLarge: 'The file must be at most 10 MB',
  notADocument: 'This file is not a PDF, Word (.docx) or PowerPoint (.pptx) document. Upload one of those or paste the text instead.',
  unreadable: (kind: DocumentFileKind) => 'The ' + kindNames[kind] + ' could not be read. Check that it is not damaged or password-protected.',
  noText: (kind: DocumentFileKind) =>
    kind === 'pdf'
      ? 'This PDF has no selectable text (it may be scanned images). Paste the text instead.'
      : 'This ' + kindNames[kind] + ' has no text to analyse (it may hold only images). Paste the text instead.',
  fileTextTooLong: 'The document holds more than 200,000 characters of text. Upload a shorter document or paste an excerpt.',
  documentsInBrief: 'The founder shared their document analyses with you in brief: they count in this score exactly as in the founder\'s, with no sentence from the documents shown.',
  partsNotShared: (parts: readonly string[]) =>
    'Not shared with you, so left out of the score rather than counted as missing: ' + parts.join(', ') + '. The founder can share them from Financial Tools or a data room.',
  dataRoomUsed: (count: number) =>
    'The data room counts toward the checklist: ' + count + ' document' + (count === 1 ? '' : 's') + ' you can open there were checked for financial statements, a cap table and incorporation documents (by name).',
  dataRoomNotUsed: 'No data room of this startup is open to you, so data-room documents are not part of this report.',
  noDocumentsYet: 'No document analysed yet: analyse the pitch deck to add team, product and legal evidence.',
} as const;

export const documentSources = ['text', ...documentFileKinds] as const;

/** One stored analysis: the engine's result plus where it came from. */
export const documentAnalysisRecordSchema = documentAnalysisResultSchema.extend({
  id: z.number().int(),
  startupId: z.number().int(),
  source: z.enum(documentSources),
  fileName: z.string().nullable(),
  createdAt: z.string(),
});
export type DocumentAnalysisRecord = z.infer<typeof documentAnalysisRecordSchema>;

export const documentAnalysisListSchema = z.array(documentAnalysisRecordSchema);

/**
 * What another reader (an investor with the startup in their pipeline or portfolio) sees of a
 * stored analysis: no document text, evidence or findings, only the scores and flag titles.
 */
export const sharedAnalysisSummarySchema = z.object({
  id: z.number().int(),
  documentType: z.enum(documentTypes),
  /** The uploaded file's name, or null for pasted text. */
  fileName: z.string().nullable(),
  createdAt: z.string(),
  confidence: z.number().min(0).max(1),
  deckScore: z.number().int().min(0).max(100).nullable(),
  redFlags: z.array(z.string()),
});
export type SharedAnalysisSummary = z.infer<typeof sharedAnalysisSummarySchema>;
export const sharedAnalysisSummaryListSchema = z.array(sharedAnalysisSummarySchema);

/** The multipart fields of a document upload, validated after the file is read. */
export const pdfUploadFieldsSchema = z.strictObject({ documentType: z.enum(documentTypes) });

export const dueDiligenceReportSchema = dueDiligenceResultSchema.extend({
  startupId: z.number().int(),
  /** How many stored document analyses (latest per type) the report read. */
  documentsUsed: z.number().int().min(0),
  notes: z.array(z.string()),
  /** Prose retelling of the computed report when an LLM is configured; null otherwise. Never an input to any figure. */
  narrative: z.string().nullable(),
  /** The assessment the overall score, risk level and critical issues are (decision 0042): its range and coverage. */
  assessment: assessmentRangeSchema,
});
export type DueDiligenceReport = z.infer<typeof dueDiligenceReportSchema>;

/** The spec's dashboard match (name, type, matchScore), with where it leads. */
export const dashboardMatchSchema = z.object({
  id: z.number().int(),
  name: z.string().nullable(),
  type: z.string().nullable(),
  matchScore: z.number().int().min(0).max(100),
  href: z.string(),
});

export const dashboardMatchesSchema = z.object({
  activeMatches: z.number().int().min(0),
  matches: z.array(dashboardMatchSchema).max(3),
  /** How the figure was counted, shown under the card. */
  basis: z.string(),
});
export type DashboardMatches = z.infer<typeof dashboardMatchesSchema>;
