import { z } from 'zod';
import { idParamsSchema } from './common';
import { endpoint } from './endpoint';
import {
  audiencePreviewSchema,
  companyUpdatesSchema,
  createUpdateReplyInputSchema,
  founderUpdateListSchema,
  publicUpdateParamsSchema,
  publicUpdateSchema,
  setUpdatePublicInputSchema,
  updateDetailSchema,
  updateDraftInputSchema,
  updateFeedQuerySchema,
  updateFeedSchema,
  updateParamsSchema,
  updatePublicStateSchema,
  updateReplySchema,
  updateThreadsSchema,
} from './updates';

const noContent = { 204: z.null() };

/**
 * Investor updates (the server's updates module): the founder writes, previews and sends them; the recipients
 * read them in their feed and on the portfolio company page, and answer the asks in a private thread. Only the
 * startup's founder writes, sends and sees opens; a sent update's public link is off until the founder turns it on.
 */
export const updatesEndpoints = {
  /** The signed-in user's feed: updates they received, newest first. */
  feed: endpoint({ method: 'GET', path: '/api/updates', query: updateFeedQuerySchema, responses: { 200: updateFeedSchema } }),
  /** The founder's drafts and sent updates of one startup. */
  startupUpdates: endpoint({ method: 'GET', path: '/api/startups/:id/updates', params: idParamsSchema, responses: { 200: founderUpdateListSchema } }),
  createDraft: endpoint({
    method: 'POST',
    path: '/api/startups/:id/updates',
    params: idParamsSchema,
    body: updateDraftInputSchema,
    responses: { 201: updateDetailSchema },
  }),
  /** That company's updates sent to the signed-in user, with their figures (the portfolio company page). */
  receivedFromStartup: endpoint({
    method: 'GET',
    path: '/api/startups/:id/updates/received',
    params: idParamsSchema,
    responses: { 200: companyUpdatesSchema },
  }),
  /** The founder: the update (a draft as its preview), opens and every thread. A recipient: the update as sent; the first read records the open. */
  get: endpoint({ method: 'GET', path: '/api/updates/:id', params: updateParamsSchema, responses: { 200: updateDetailSchema } }),
  updateDraft: endpoint({ method: 'PUT', path: '/api/updates/:id', params: updateParamsSchema, body: updateDraftInputSchema, responses: { 200: updateDetailSchema } }),
  deleteDraft: endpoint({ method: 'DELETE', path: '/api/updates/:id', params: updateParamsSchema, responses: noContent }),
  /** Who the draft would go to if it were sent now. */
  audience: endpoint({ method: 'GET', path: '/api/updates/:id/audience', params: updateParamsSchema, responses: { 200: audiencePreviewSchema } }),
  /** Fixes the recipients and snapshots the figures; a second send answers 409. */
  send: endpoint({ method: 'POST', path: '/api/updates/:id/send', params: updateParamsSchema, responses: { 200: updateDetailSchema } }),
  replies: endpoint({ method: 'GET', path: '/api/updates/:id/replies', params: updateParamsSchema, responses: { 200: updateThreadsSchema } }),
  reply: endpoint({
    method: 'POST',
    path: '/api/updates/:id/replies',
    params: updateParamsSchema,
    body: createUpdateReplyInputSchema,
    responses: { 201: updateReplySchema },
  }),
  setPublic: endpoint({
    method: 'PUT',
    path: '/api/updates/:id/public',
    params: updateParamsSchema,
    body: setUpdatePublicInputSchema,
    responses: { 200: updatePublicStateSchema },
  }),
  /** No session: the unguessable token is the permission, and only while the founder leaves the link on. */
  publicUpdate: endpoint({ method: 'GET', path: '/api/public-updates/:token', params: publicUpdateParamsSchema, responses: { 200: publicUpdateSchema } }),
};
