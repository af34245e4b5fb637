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
  list: endpoint({ method: 'GET', path: '/api/data-rooms', operationId: 'dataRoomsList', summary: 'Data rooms you own or can see', tags: ['data-rooms'], preloads: [{ route: '/data-rooms', for: 'signedIn' }], responses: { 200: dataRoomListSchema } }),
  create: endpoint({ method: 'POST', path: '/api/data-rooms', operationId: 'dataRoomsCreate', summary: 'Create a data room', tags: ['data-rooms'], body: createDataRoomInputSchema, responses: { 201: dataRoomDetailSchema } }),
  get: endpoint({ method: 'GET', path: '/api/data-rooms/:id', operationId: 'dataRoomsGet', summary: 'One data room with its folders and documents', tags: ['data-rooms'], params: roomParamsSchema, responses: { 200: dataRoomDetailSchema } }),
  acceptNda: endpoint({ method: 'POST', path: '/api/data-rooms/:id/nda-acceptance', operationId: 'dataRoomsAcceptNda', summary: "Accept a room's NDA", tags: ['data-rooms'], params: roomParamsSchema, responses: { 204: z.null() } }),

  // Folders and documents -----------------------------------------------------------------
  createFolder: endpoint({
    method: 'POST',
    path: '/api/data-rooms/:id/folders',
    operationId: 'dataRoomsCreateFolder', summary: 'Create a folder', tags: ['data-rooms'],
    params: roomParamsSchema,
    body: createFolderInputSchema,
    responses: { 201: dataRoomFolderSchema },
  }),
  renameFolder: endpoint({
    method: 'PATCH',
    path: '/api/data-rooms/:id/folders/:folderId',
    operationId: 'dataRoomsUpdateFolder', summary: 'Rename a folder', tags: ['data-rooms'],
    params: folderParamsSchema,
    body: createFolderInputSchema,
    responses: { 200: dataRoomFolderSchema },
  }),
  deleteFolder: endpoint({ method: 'DELETE', path: '/api/data-rooms/:id/folders/:folderId', operationId: 'dataRoomsDeleteFolder', summary: 'Delete a folder (soft)', tags: ['data-rooms'], params: folderParamsSchema, responses: { 204: z.null() } }),
  /** A multipart upload of one file part (no JSON body); a new name adds a document, a known one a version. */
  upload: endpoint({
    method: 'POST',
    path: '/api/data-rooms/:id/documents',
    operationId: 'dataRoomsUploadDocument', summary: 'Upload a document or a new version (multipart)', tags: ['data-rooms'],
    params: roomParamsSchema,
    query: uploadQuerySchema,
    responses: { 201: dataRoomDocumentSchema },
  }),
  /** The document's bytes (watermarked for a grantee), opened as a link or read by the viewer; each GET is a view. */
  content: endpoint({
    method: 'GET',
    path: '/api/data-rooms/:id/documents/:documentId/content',
    operationId: 'dataRoomsGetDocumentContent', summary: "A document's content (watermarked PDF for grantees)", tags: ['data-rooms'],
    params: documentParamsSchema,
    query: contentQuerySchema,
    responses: {},
  }),
  renameDocument: endpoint({
    method: 'PATCH',
    path: '/api/data-rooms/:id/documents/:documentId',
    operationId: 'dataRoomsUpdateDocument', summary: 'Rename or move a document', tags: ['data-rooms'],
    params: documentParamsSchema,
    body: renameInputSchema,
    responses: { 200: z.object({ id: z.number().int(), name: z.string() }) },
  }),
  deleteDocument: endpoint({
    method: 'DELETE',
    path: '/api/data-rooms/:id/documents/:documentId',
    operationId: 'dataRoomsDeleteDocument', summary: 'Delete a document (soft)', tags: ['data-rooms'],
    params: documentParamsSchema,
    responses: { 204: z.null() },
  }),

  // Grants --------------------------------------------------------------------------------
  grants: endpoint({ method: 'GET', path: '/api/data-rooms/:id/grants', operationId: 'dataRoomsListGrants', summary: "A room's access grants", tags: ['data-rooms'], params: roomParamsSchema, responses: { 200: z.array(dataRoomGrantSchema) } }),
  createGrant: endpoint({
    method: 'POST',
    path: '/api/data-rooms/:id/grants',
    operationId: 'dataRoomsGrantAccess', summary: 'Grant access to a room', tags: ['data-rooms'],
    params: roomParamsSchema,
    body: createGrantInputSchema,
    responses: { 201: dataRoomGrantSchema },
  }),
  /** Revoking keeps the grant row (revoked_at) so the owner's list and the audit trail still show it. */
  revokeGrant: endpoint({ method: 'DELETE', path: '/api/data-rooms/:id/grants/:grantId', operationId: 'dataRoomsRevokeGrant', summary: 'Revoke an access grant', tags: ['data-rooms'], params: grantParamsSchema, responses: { 204: z.null() } }),

  // Access requests -----------------------------------------------------------------------
  startupAccess: endpoint({
    method: 'GET',
    path: '/api/startups/:id/data-room-access',
    operationId: 'dataRoomsGetStartupAccess', summary: "Your access to a startup's data rooms", tags: ['data-rooms'],
    params: startupParamsSchema,
    responses: { 200: z.array(startupRoomAccessSchema) },
  }),
  requestAccess: endpoint({
    method: 'POST',
    path: '/api/data-rooms/:id/access-requests',
    operationId: 'dataRoomsRequestAccess', summary: 'Ask for access to a data room', tags: ['data-rooms'],
    params: roomParamsSchema,
    body: createAccessRequestInputSchema,
    responses: { 201: startupRoomAccessSchema },
  }),
  accessRequests: endpoint({
    method: 'GET',
    path: '/api/data-rooms/:id/access-requests',
    operationId: 'dataRoomsListAccessRequests', summary: "A room's access requests", tags: ['data-rooms'],
    params: roomParamsSchema,
    responses: { 200: z.array(accessRequestSchema) },
  }),
  approveRequest: endpoint({
    method: 'POST',
    path: '/api/data-rooms/:id/access-requests/:requestId/approve',
    operationId: 'dataRoomsApproveAccessRequest', summary: 'Approve an access request', tags: ['data-rooms'],
    params: requestParamsSchema,
    body: approveAccessRequestInputSchema,
    responses: { 201: dataRoomGrantSchema },
  }),
  declineRequest: endpoint({
    method: 'POST',
    path: '/api/data-rooms/:id/access-requests/:requestId/decline',
    operationId: 'dataRoomsDeclineAccessRequest', summary: 'Decline an access request', tags: ['data-rooms'],
    params: requestParamsSchema,
    responses: { 204: z.null() },
  }),

  // Activity, views and analytics ---------------------------------------------------------
  activity: endpoint({ method: 'GET', path: '/api/data-rooms/:id/activity', operationId: 'dataRoomsListActivity', summary: "A room's audit trail", tags: ['data-rooms'], params: roomParamsSchema, responses: { 200: dataRoomActivitySchema } }),
  /** The room's audit trail as a CSV download. */
  activityCsv: endpoint({ method: 'GET', path: '/api/data-rooms/:id/activity.csv', operationId: 'dataRoomsExportActivity', summary: "A room's audit trail as CSV", tags: ['data-rooms'], params: roomParamsSchema, responses: {} }),
  /** The running total of seconds a view has been open (also sent by sendBeacon as the page goes away). */
  viewDuration: endpoint({
    method: 'POST',
    path: '/api/data-rooms/:id/views/:viewId/duration',
    operationId: 'dataRoomsRecordViewDuration', summary: 'Record how long a document was viewed', tags: ['data-rooms'],
    params: viewParamsSchema,
    body: viewDurationInputSchema,
    responses: { 204: z.null() },
  }),
  documentAnalytics: endpoint({
    method: 'GET',
    path: '/api/data-rooms/:id/documents/:documentId/analytics',
    operationId: 'dataRoomsGetDocumentAnalytics', summary: "A document's view analytics", tags: ['data-rooms'],
    params: documentParamsSchema,
    responses: { 200: documentAnalyticsSchema },
  }),
};
