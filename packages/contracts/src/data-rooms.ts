import { z } from 'zod';
import { dateTimeSchema } from './dates';
import { rowIdTextSchema } from './common';
import { documentTypes } from './enums';
import { documentAnalysisRecordSchema } from './insights-api';
import { withNameCharacters } from './text';
import { dataRoomFileTypes, grantPermissions, dataRoomEventActions, dataRoomMessages, accessRequestStatuses, MAX_VIEW_SECONDS } from './data-rooms-texts';

// The zod-free part (strings, labels, limits) is in data-rooms-texts.ts; importing it from here works too.
export * from './data-rooms-texts';

const nameSchema = withNameCharacters(z.string().trim().min(1, dataRoomMessages.nameRequired).max(120, dataRoomMessages.nameTooLong));

const ndaSchema = z.string().trim().max(20_000, dataRoomMessages.ndaTooLong);

export const createDataRoomInputSchema = z.strictObject({
  startupId: z.number({ error: 'Please select a startup' }).int().min(1, 'Please select a startup'),
  name: nameSchema,
  ndaText: ndaSchema.optional(),
});

export type CreateDataRoomInput = z.infer<typeof createDataRoomInputSchema>;

export const createFolderInputSchema = z.strictObject({
  name: withNameCharacters(z.string().trim().min(1, dataRoomMessages.folderNameRequired).max(120, dataRoomMessages.nameTooLong)),
});

export type CreateFolderInput = z.infer<typeof createFolderInputSchema>;

/**
 * POST /api/data-rooms/{id}/grants: a grant to one person (a connection by `userId`, or anyone by
 * `email`) or to one organisation (`organisationId`, decision 0055): exactly one of them.
 */
export const createGrantInputSchema = z
  .strictObject({
    /** An accepted connection of the owner. */
    userId: z.string().min(1).max(100).optional(),
    /** Anyone else: the grant binds to whoever signs in with this address. */
    email: z.email(dataRoomMessages.emailInvalid).max(254).optional(),
    /** A fund one of the owner's connections belongs to: whoever is its member when they read. */
    organisationId: z.number({ error: dataRoomMessages.organisationRequired }).int(dataRoomMessages.organisationRequired).positive(dataRoomMessages.organisationRequired).optional(),
    /** Absent or null: the whole room. */
    folderId: z.number().int().min(1).nullable().optional(),
    permission: z.enum(grantPermissions),
    expiresAt: dateTimeSchema().nullable().optional(),
  })
  .superRefine((v, ctx) => {
    if (v.organisationId === undefined) {
      if (Boolean(v.userId) === Boolean(v.email)) ctx.addIssue({ code: 'custom', message: dataRoomMessages.emailOrPersonRequired });
    } else if (v.userId || v.email) {
      ctx.addIssue({ code: 'custom', path: ['organisationId'], message: dataRoomMessages.personOrFund });
    }
  });

export type CreateGrantInput = z.infer<typeof createGrantInputSchema>;

export const roomParamsSchema = z.strictObject({ id: rowIdTextSchema });

export const documentParamsSchema = roomParamsSchema.extend({ documentId: rowIdTextSchema });

export const grantParamsSchema = roomParamsSchema.extend({ grantId: rowIdTextSchema });

export const uploadQuerySchema = z.strictObject({ folderId: rowIdTextSchema.optional() });

export const contentQuerySchema = z.strictObject({
  version: z.coerce.number().int().min(1).max(100_000).optional(),
  /** inline views in the browser (PDF and images only); attachment downloads the file. */
  disposition: z.enum(['inline', 'attachment']).default('attachment'),
});

export type ContentQuery = z.infer<typeof contentQuerySchema>;

export const dataRoomSummarySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  startup: z.object({ id: z.number().int(), name: z.string() }),
  documentCount: z.number().int(),
  createdAt: z.string(),
});

export type DataRoomSummary = z.infer<typeof dataRoomSummarySchema>;

export const dataRoomListSchema = z.object({ owned: z.array(dataRoomSummarySchema), shared: z.array(dataRoomSummarySchema) });

export type DataRoomList = z.infer<typeof dataRoomListSchema>;

export const documentVersionSchema = z.object({
  version: z.number().int(),
  sizeBytes: z.number().int(),
  contentType: z.string(),
  uploadedAt: z.string(),
});

export type DocumentVersion = z.infer<typeof documentVersionSchema>;

export const dataRoomDocumentSchema = z.object({
  id: z.number().int(),
  folderId: z.number().int().nullable(),
  name: z.string(),
  fileType: z.enum(dataRoomFileTypes),
  /** Newest first; a grantee sees only the latest. */
  versions: z.array(documentVersionSchema),
  canDownload: z.boolean(),
});

export type DataRoomDocument = z.infer<typeof dataRoomDocumentSchema>;

export const dataRoomFolderSchema = z.object({ id: z.number().int(), name: z.string() });

export type DataRoomFolder = z.infer<typeof dataRoomFolderSchema>;

export const dataRoomDetailSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  startup: z.object({ id: z.number().int(), name: z.string() }),
  isOwner: z.boolean(),
  ndaText: z.string().nullable(),
  /** True when the viewer must accept the NDA before folders and documents are shown. */
  isNdaPending: z.boolean(),
  folders: z.array(dataRoomFolderSchema),
  documents: z.array(dataRoomDocumentSchema),
});

export type DataRoomDetail = z.infer<typeof dataRoomDetailSchema>;

export const dataRoomGrantSchema = z.object({
  id: z.number().int(),
  /** The person granted (by account or by address); null for a grant to an organisation. */
  grantee: z.object({ id: z.string().nullable(), name: z.string().nullable(), email: z.string() }).nullable(),
  /** The organisation granted (decision 0055): its current members read; null for a grant to a person. */
  organisation: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  folder: dataRoomFolderSchema.nullable(),
  permission: z.enum(grantPermissions),
  expiresAt: z.string().nullable(),
  revokedAt: z.string().nullable(),
  createdAt: z.string(),
  isActive: z.boolean(),
});

export type DataRoomGrant = z.infer<typeof dataRoomGrantSchema>;

export const dataRoomEventSchema = z.object({
  id: z.number().int(),
  action: z.enum(dataRoomEventActions),
  actor: z.object({ id: z.string().nullable(), name: z.string(), email: z.string().nullable() }),
  document: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  version: z.number().int().nullable(),
  detail: z.string().nullable(),
  ip: z.string().nullable(),
  createdAt: z.string(),
});

export type DataRoomEvent = z.infer<typeof dataRoomEventSchema>;

export const documentActivitySchema = z.object({
  documentId: z.number().int(),
  name: z.string(),
  views: z.number().int(),
  downloads: z.number().int(),
  uniqueViewers: z.number().int(),
  /** Seconds of viewing reported by browsers, over all views. */
  totalSeconds: z.number().int(),
});

export type DocumentActivity = z.infer<typeof documentActivitySchema>;

export const dataRoomActivitySchema = z.object({ events: z.array(dataRoomEventSchema), documents: z.array(documentActivitySchema) });

export type DataRoomActivity = z.infer<typeof dataRoomActivitySchema>;

export const createAccessRequestInputSchema = z.strictObject({
  message: z.string().trim().max(1000, dataRoomMessages.requestMessageTooLong).optional(),
});

export type CreateAccessRequestInput = z.infer<typeof createAccessRequestInputSchema>;

export const startupParamsSchema = z.strictObject({ id: rowIdTextSchema });

export const requestParamsSchema = roomParamsSchema.extend({ requestId: rowIdTextSchema });

/**
 * A startup's rooms as the signed-in user stands with them, for the startup page. A room is
 * named, never described: no folders, documents or counts reach someone without a grant.
 */
/** What the viewer holds on a startup's room; the request-access card says it as a sentence or a button. */
export const roomAccessStatuses = ['owner', 'granted', 'pending', 'none'] as const;

export const startupRoomAccessSchema = z.object({
  roomId: z.number().int(),
  name: z.string(),
  status: z.enum(roomAccessStatuses),
});

export type StartupRoomAccess = z.infer<typeof startupRoomAccessSchema>;

export const accessRequestSchema = z.object({
  id: z.number().int(),
  /** isVerifiedInvestor: the requester carries the investor verification badge. */
  requester: z.object({ id: z.string(), name: z.string(), email: z.string(), isVerifiedInvestor: z.boolean() }),
  message: z.string().nullable(),
  status: z.enum(accessRequestStatuses),
  createdAt: z.string(),
  decidedAt: z.string().nullable(),
});

export type AccessRequest = z.infer<typeof accessRequestSchema>;

export const approveAccessRequestInputSchema = z.strictObject({
  folderId: z.number().int().min(1).nullable().optional(),
  permission: z.enum(grantPermissions),
  expiresAt: dateTimeSchema().nullable().optional(),
});

export type ApproveAccessRequestInput = z.infer<typeof approveAccessRequestInputSchema>;

// Rename and delete ----------------------------------------------------------------------

export const renameInputSchema = z.strictObject({
  name: withNameCharacters(z.string().trim().min(1, dataRoomMessages.nameRequired).max(200, dataRoomMessages.fileNameInvalid)),
});

export type RenameInput = z.infer<typeof renameInputSchema>;

export const folderParamsSchema = roomParamsSchema.extend({ folderId: rowIdTextSchema });

export const viewParamsSchema = roomParamsSchema.extend({ viewId: rowIdTextSchema });

export const viewDurationInputSchema = z.strictObject({
  /** Seconds the document has been open in total so far (a heartbeat repeats the running total). */
  seconds: z.number().int().min(0).max(MAX_VIEW_SECONDS),
});

export type ViewDurationInput = z.infer<typeof viewDurationInputSchema>;

export const documentViewSchema = z.object({
  viewId: z.number().int(),
  viewer: z.object({ id: z.string().nullable(), name: z.string(), email: z.string().nullable() }),
  version: z.number().int().nullable(),
  viewedAt: z.string(),
  /** null: the browser never reported how long it stayed open. */
  seconds: z.number().int().nullable(),
});

export const documentAnalyticsSchema = z.object({
  documentId: z.number().int(),
  name: z.string(),
  views: z.array(documentViewSchema),
  viewers: z.number().int(),
  totalSeconds: z.number().int(),
  /** Over the views that reported a duration; null when none did. */
  averageSeconds: z.number().int().nullable(),
});

export type DocumentAnalytics = z.infer<typeof documentAnalyticsSchema>;

// Document intelligence ------------------------------------------------------------------

export const analyzeRoomDocumentInputSchema = z.strictObject({
  documentType: z.enum(documentTypes),
});

export type AnalyzeRoomDocumentInput = z.infer<typeof analyzeRoomDocumentInputSchema>;

/** A stored document analysis (insights module) of one version of a room document. */
export const roomDocumentAnalysisSchema = documentAnalysisRecordSchema.extend({ documentId: z.number().int(), version: z.number().int() });

export type RoomDocumentAnalysis = z.infer<typeof roomDocumentAnalysisSchema>;
