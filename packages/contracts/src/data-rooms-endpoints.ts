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
import { dataRoomsRoutes } from './data-rooms-routes';

/**
 * The data rooms' API: the server registers these routes and the web app calls them (decision 0018). The
 * upload takes a multipart body (one file part), so its contract has no JSON body; the document content and
 * the activity CSV are files, opened as links or read as bytes, so they answer no JSON schema.
 */
export const dataRoomsEndpoints = {
  // Rooms ---------------------------------------------------------------------------------
  list: endpoint({ ...dataRoomsRoutes.list, operationId: 'dataRoomsList', summary: 'Data rooms you own or can see', tags: ['data-rooms'], preloads: [{ route: '/data-rooms', for: 'signedIn' }], responses: { 200: dataRoomListSchema } }),
  create: endpoint({ ...dataRoomsRoutes.create, operationId: 'dataRoomsCreate', summary: 'Create a data room', tags: ['data-rooms'], body: createDataRoomInputSchema, responses: { 201: dataRoomDetailSchema } }),
  get: endpoint({ ...dataRoomsRoutes.get, operationId: 'dataRoomsGet', summary: 'One data room with its folders and documents', tags: ['data-rooms'], params: roomParamsSchema, responses: { 200: dataRoomDetailSchema } }),
  acceptNda: endpoint({ ...dataRoomsRoutes.acceptNda, operationId: 'dataRoomsAcceptNda', summary: "Accept a room's NDA", tags: ['data-rooms'], params: roomParamsSchema, responses: { 204: z.null() } }),

  // Folders and documents -----------------------------------------------------------------
  createFolder: endpoint({
    ...dataRoomsRoutes.createFolder,
    operationId: 'dataRoomsCreateFolder', summary: 'Create a folder', tags: ['data-rooms'],
    params: roomParamsSchema,
    body: createFolderInputSchema,
    responses: { 201: dataRoomFolderSchema },
  }),
  renameFolder: endpoint({
    ...dataRoomsRoutes.renameFolder,
    operationId: 'dataRoomsUpdateFolder', summary: 'Rename a folder', tags: ['data-rooms'],
    params: folderParamsSchema,
    body: createFolderInputSchema,
    responses: { 200: dataRoomFolderSchema },
  }),
  deleteFolder: endpoint({ ...dataRoomsRoutes.deleteFolder, operationId: 'dataRoomsDeleteFolder', summary: 'Delete a folder (soft)', tags: ['data-rooms'], params: folderParamsSchema, responses: { 204: z.null() } }),
  /** A multipart upload of one file part (no JSON body); a new name adds a document, a known one a version. */
  upload: endpoint({
    ...dataRoomsRoutes.upload,
    operationId: 'dataRoomsUploadDocument', summary: 'Upload a document or a new version (multipart)', tags: ['data-rooms'],
    params: roomParamsSchema,
    query: uploadQuerySchema,
    responses: { 201: dataRoomDocumentSchema },
  }),
  /** The document's bytes (watermarked for a grantee), opened as a link or read by the viewer; each GET is a view. */
  content: endpoint({
    ...dataRoomsRoutes.content,
    operationId: 'dataRoomsGetDocumentContent', summary: "A document's content (watermarked PDF for grantees)", tags: ['data-rooms'],
    params: documentParamsSchema,
    query: contentQuerySchema,
    responses: {},
  }),
  renameDocument: endpoint({
    ...dataRoomsRoutes.renameDocument,
    operationId: 'dataRoomsUpdateDocument', summary: 'Rename or move a document', tags: ['data-rooms'],
    params: documentParamsSchema,
    body: renameInputSchema,
    responses: { 200: z.object({ id: z.number().int(), name: z.string() }) },
  }),
  deleteDocument: endpoint({
    ...dataRoomsRoutes.deleteDocument,
    operationId: 'dataRoomsDeleteDocument', summary: 'Delete a document (soft)', tags: ['data-rooms'],
    params: documentParamsSchema,
    responses: { 204: z.null() },
  }),

  // Grants --------------------------------------------------------------------------------
  grants: endpoint({ ...dataRoomsRoutes.grants, operationId: 'dataRoomsListGrants', summary: "A room's access grants", tags: ['data-rooms'], params: roomParamsSchema, responses: { 200: z.array(dataRoomGrantSchema) } }),
  createGrant: endpoint({
    ...dataRoomsRoutes.createGrant,
    operationId: 'dataRoomsGrantAccess', summary: 'Grant access to a room', tags: ['data-rooms'],
    params: roomParamsSchema,
    body: createGrantInputSchema,
    responses: { 201: dataRoomGrantSchema },
  }),
  /** Revoking keeps the grant row (revoked_at) so the owner's list and the audit trail still show it. */
  revokeGrant: endpoint({ ...dataRoomsRoutes.revokeGrant, operationId: 'dataRoomsRevokeGrant', summary: 'Revoke an access grant', tags: ['data-rooms'], params: grantParamsSchema, responses: { 204: z.null() } }),

  // Access requests -----------------------------------------------------------------------
  startupAccess: endpoint({
    ...dataRoomsRoutes.startupAccess,
    operationId: 'dataRoomsGetStartupAccess', summary: "Your access to a startup's data rooms", tags: ['data-rooms'],
    params: startupParamsSchema,
    responses: { 200: z.array(startupRoomAccessSchema) },
  }),
  requestAccess: endpoint({
    ...dataRoomsRoutes.requestAccess,
    operationId: 'dataRoomsRequestAccess', summary: 'Ask for access to a data room', tags: ['data-rooms'],
    params: roomParamsSchema,
    body: createAccessRequestInputSchema,
    responses: { 201: startupRoomAccessSchema },
  }),
  accessRequests: endpoint({
    ...dataRoomsRoutes.accessRequests,
    operationId: 'dataRoomsListAccessRequests', summary: "A room's access requests", tags: ['data-rooms'],
    params: roomParamsSchema,
    responses: { 200: z.array(accessRequestSchema) },
  }),
  approveRequest: endpoint({
    ...dataRoomsRoutes.approveRequest,
    operationId: 'dataRoomsApproveAccessRequest', summary: 'Approve an access request', tags: ['data-rooms'],
    params: requestParamsSchema,
    body: approveAccessRequestInputSchema,
    responses: { 201: dataRoomGrantSchema },
  }),
  declineRequest: endpoint({
    ...dataRoomsRoutes.declineRequest,
    operationId: 'dataRoomsDeclineAccessRequest', summary: 'Decline an access request', tags: ['data-rooms'],
    params: requestParamsSchema,
    responses: { 204: z.null() },
  }),

  // Activity, views and analytics ---------------------------------------------------------
  activity: endpoint({ ...dataRoomsRoutes.activity, operationId: 'dataRoomsListActivity', summary: "A room's audit trail", tags: ['data-rooms'], params: roomParamsSchema, responses: { 200: dataRoomActivitySchema } }),
  /** The room's audit trail as a CSV download. */
  activityCsv: endpoint({ ...dataRoomsRoutes.activityCsv, operationId: 'dataRoomsExportActivity', summary: "A room's audit trail as CSV", tags: ['data-rooms'], params: roomParamsSchema, responses: {} }),
  /** The running total of seconds a view has been open (also sent by sendBeacon as the page goes away). */
  viewDuration: endpoint({
    ...dataRoomsRoutes.viewDuration,
    operationId: 'dataRoomsRecordViewDuration', summary: 'Record how long a document was viewed', tags: ['data-rooms'],
    params: viewParamsSchema,
    body: viewDurationInputSchema,
    responses: { 204: z.null() },
  }),
  documentAnalytics: endpoint({
    ...dataRoomsRoutes.documentAnalytics,
    operationId: 'dataRoomsGetDocumentAnalytics', summary: "A document's view analytics", tags: ['data-rooms'],
    params: documentParamsSchema,
    responses: { 200: documentAnalyticsSchema },
  }),
};
