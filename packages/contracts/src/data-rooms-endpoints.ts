import { z } from 'zod';
import {
  accessRequestSchema,
  approveAccessRequestInputSchema,
  contentQuerySchema,
  createAccessRequestInputSchema,
  createDataRoomInputSchema,
  createFolderInputSchema,
  createGrantInputSchema,
  dataRoomActivitySchema,
  dataRoomDetailSchema,
  dataRoomDocumentSchema,
  dataRoomFolderSchema,
  dataRoomGrantSchema,
  dataRoomListSchema,
  documentAnalyticsSchema,
  documentParamsSchema,
  folderParamsSchema,
  grantParamsSchema,
  renameInputSchema,
  requestParamsSchema,
  roomParamsSchema,
  startupParamsSchema,
  startupRoomAccessSchema,
  uploadQuerySchema,
  viewDurationInputSchema,
  viewParamsSchema,
} from './data-rooms';
import { endpoint } from './endpoint';

/**
 * The data rooms' API: the server registers these routes and the web app calls them (decision 0018). The
 * upload takes a multipart body (one file part), so its contract has no JSON body; the document content and
 * the activity CSV are files, opened as links or read as bytes, so they answer no JSON schema.
 */
export const dataRoomsEndpoints = {
  // Rooms ---------------------------------------------------------------------------------
  list: endpoint({ method: 'GET', path: '/api/data-rooms', responses: { 200: dataRoomListSchema } }),
  create: endpoint({ method: 'POST', path: '/api/data-rooms', body: createDataRoomInputSchema, responses: { 201: dataRoomDetailSchema } }),
  get: endpoint({ method: 'GET', path: '/api/data-rooms/:id', params: roomParamsSchema, responses: { 200: dataRoomDetailSchema } }),
  acceptNda: endpoint({ method: 'POST', path: '/api/data-rooms/:id/nda-acceptance', params: roomParamsSchema, responses: { 204: z.null() } }),

  // Folders and documents -----------------------------------------------------------------
  createFolder: endpoint({
    method: 'POST',
    path: '/api/data-rooms/:id/folders',
    params: roomParamsSchema,
    body: createFolderInputSchema,
    responses: { 201: dataRoomFolderSchema },
  }),
  renameFolder: endpoint({
    method: 'PATCH',
    path: '/api/data-rooms/:id/folders/:folderId',
    params: folderParamsSchema,
    body: createFolderInputSchema,
    responses: { 200: dataRoomFolderSchema },
  }),
  deleteFolder: endpoint({ method: 'DELETE', path: '/api/data-rooms/:id/folders/:folderId', params: folderParamsSchema, responses: { 204: z.null() } }),
  /** A multipart upload of one file part (no JSON body); a new name adds a document, a known one a version. */
  upload: endpoint({
    method: 'POST',
    path: '/api/data-rooms/:id/documents',
    params: roomParamsSchema,
    query: uploadQuerySchema,
    responses: { 201: dataRoomDocumentSchema },
  }),
  /** The document's bytes (watermarked for a grantee), opened as a link or read by the viewer; each GET is a view. */
  content: endpoint({
    method: 'GET',
    path: '/api/data-rooms/:id/documents/:documentId/content',
    params: documentParamsSchema,
    query: contentQuerySchema,
    responses: {},
  }),
  renameDocument: endpoint({
    method: 'PATCH',
    path: '/api/data-rooms/:id/documents/:documentId',
    params: documentParamsSchema,
    body: renameInputSchema,
    responses: { 200: z.object({ id: z.number().int(), name: z.string() }) },
  }),
  deleteDocument: endpoint({
    method: 'DELETE',
    path: '/api/data-rooms/:id/documents/:documentId',
    params: documentParamsSchema,
    responses: { 204: z.null() },
  }),

  // Grants --------------------------------------------------------------------------------
  grants: endpoint({ method: 'GET', path: '/api/data-rooms/:id/grants', params: roomParamsSchema, responses: { 200: z.array(dataRoomGrantSchema) } }),
  createGrant: endpoint({
    method: 'POST',
    path: '/api/data-rooms/:id/grants',
    params: roomParamsSchema,
    body: createGrantInputSchema,
    responses: { 201: dataRoomGrantSchema },
  }),
  /** Revoking keeps the grant row (revoked_at) so the owner's list and the audit trail still show it. */
  revokeGrant: endpoint({ method: 'DELETE', path: '/api/data-rooms/:id/grants/:grantId', params: grantParamsSchema, responses: { 204: z.null() } }),

  // Access requests -----------------------------------------------------------------------
  startupAccess: endpoint({
    method: 'GET',
    path: '/api/startups/:id/data-room-access',
    params: startupParamsSchema,
    responses: { 200: z.array(startupRoomAccessSchema) },
  }),
  requestAccess: endpoint({
    method: 'POST',
    path: '/api/data-rooms/:id/access-requests',
    params: roomParamsSchema,
    body: createAccessRequestInputSchema,
    responses: { 201: startupRoomAccessSchema },
  }),
  accessRequests: endpoint({
    method: 'GET',
    path: '/api/data-rooms/:id/access-requests',
    params: roomParamsSchema,
    responses: { 200: z.array(accessRequestSchema) },
  }),
  approveRequest: endpoint({
    method: 'POST',
    path: '/api/data-rooms/:id/access-requests/:requestId/approve',
    params: requestParamsSchema,
    body: approveAccessRequestInputSchema,
    responses: { 201: dataRoomGrantSchema },
  }),
  declineRequest: endpoint({
    method: 'POST',
    path: '/api/data-rooms/:id/access-requests/:requestId/decline',
    params: requestParamsSchema,
    responses: { 204: z.null() },
  }),

  // Activity, views and analytics ---------------------------------------------------------
  activity: endpoint({ method: 'GET', path: '/api/data-rooms/:id/activity', params: roomParamsSchema, responses: { 200: dataRoomActivitySchema } }),
  /** The room's audit trail as a CSV download. */
  activityCsv: endpoint({ method: 'GET', path: '/api/data-rooms/:id/activity.csv', params: roomParamsSchema, responses: {} }),
  /** The running total of seconds a view has been open (also sent by sendBeacon as the page goes away). */
  viewDuration: endpoint({
    method: 'POST',
    path: '/api/data-rooms/:id/views/:viewId/duration',
    params: viewParamsSchema,
    body: viewDurationInputSchema,
    responses: { 204: z.null() },
  }),
  documentAnalytics: endpoint({
    method: 'GET',
    path: '/api/data-rooms/:id/documents/:documentId/analytics',
    params: documentParamsSchema,
    responses: { 200: documentAnalyticsSchema },
  }),
};
