import { z } from 'zod';
import { idParamsSchema } from './common';
import { endpoint } from './endpoint';
import {
  audiencePeopleSchema,
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
import { updatesRoutes } from './updates-routes';

const noContent = { 204: z.null() };

/**
 * Investor updates (the server's updates module): the founder writes, previews and sends them; the recipients
 * read them in their feed and on the portfolio company page, and answer the asks in a private thread. Only the
 * startup's founder writes, sends and sees opens; a sent update's public link is off until the founder turns it on.
 */
export const updatesEndpoints = {
  /** The signed-in user's feed: updates they received, newest first. */
  feed: endpoint({ ...updatesRoutes.feed, operationId: 'updatesListFeed', summary: 'Investor updates sent to you, newest first', tags: ['updates'], preloads: [{ route: '/updates', for: 'signedIn', query: { limit: 20, offset: 0 } }], query: updateFeedQuerySchema, responses: { 200: updateFeedSchema } }),
  /** The founder's drafts and sent updates of one startup. */
  startupUpdates: endpoint({ ...updatesRoutes.startupUpdates, operationId: 'updatesListForStartup', summary: "Your startup's drafts and sent updates, with open counts", tags: ['updates'], params: idParamsSchema, responses: { 200: founderUpdateListSchema } }),
  createDraft: endpoint({
    ...updatesRoutes.createDraft,
    operationId: 'updatesCreateDraft', summary: 'Write a draft update', tags: ['updates'],
    params: idParamsSchema,
    body: updateDraftInputSchema,
    responses: { 201: updateDetailSchema },
  }),
  /** The people the founder may choose by name for an update of this startup, with why each may receive it. */
  audiencePeople: endpoint({
    ...updatesRoutes.audiencePeople,
    operationId: 'updatesListAudiencePeople', summary: 'The people you may choose for an update, with why each may receive it', tags: ['updates'],
    params: idParamsSchema,
    responses: { 200: audiencePeopleSchema },
  }),
  /** That company's updates sent to the signed-in user, with their figures (the portfolio company page). */
  receivedFromStartup: endpoint({
    ...updatesRoutes.receivedFromStartup,
    operationId: 'updatesListReceivedFromStartup', summary: "A company's updates sent to you, with their figures", tags: ['updates'],
    params: idParamsSchema,
    responses: { 200: companyUpdatesSchema },
  }),
  /** The founder: the update (a draft as its preview), opens and every thread. A recipient: the update as sent; the first read records the open. */
  get: endpoint({ ...updatesRoutes.get, operationId: 'updatesGet', summary: "One update: the founder's view with opens and threads, or a recipient's (records the open)", tags: ['updates'], params: updateParamsSchema, responses: { 200: updateDetailSchema } }),
  updateDraft: endpoint({ ...updatesRoutes.updateDraft, operationId: 'updatesUpdateDraft', summary: 'Change a draft update', tags: ['updates'], params: updateParamsSchema, body: updateDraftInputSchema, responses: { 200: updateDetailSchema } }),
  deleteDraft: endpoint({ ...updatesRoutes.deleteDraft, operationId: 'updatesDeleteDraft', summary: 'Delete a draft update', tags: ['updates'], params: updateParamsSchema, responses: noContent }),
  /** Who the draft would go to if it were sent now. */
  audience: endpoint({ ...updatesRoutes.audience, operationId: 'updatesPreviewAudience', summary: 'Who a draft would go to if sent now', tags: ['updates'], params: updateParamsSchema, responses: { 200: audiencePreviewSchema } }),
  /** Fixes the recipients and snapshots the figures; a second send answers 409. */
  send: endpoint({ ...updatesRoutes.send, operationId: 'updatesSend', summary: 'Send a draft: fixes its recipients and snapshots its figures', tags: ['updates'], params: updateParamsSchema, responses: { 200: updateDetailSchema } }),
  replies: endpoint({ ...updatesRoutes.replies, operationId: 'updatesListReplies', summary: 'Reply threads of an update (yours, or every one for the founder)', tags: ['updates'], params: updateParamsSchema, responses: { 200: updateThreadsSchema } }),
  reply: endpoint({
    ...updatesRoutes.reply,
    operationId: 'updatesReply', summary: "Reply in an update's thread", tags: ['updates'],
    params: updateParamsSchema,
    body: createUpdateReplyInputSchema,
    responses: { 201: updateReplySchema },
  }),
  setPublic: endpoint({
    ...updatesRoutes.setPublic,
    operationId: 'updatesSetPublic', summary: "Turn a sent update's public link on or off", tags: ['updates'],
    params: updateParamsSchema,
    body: setUpdatePublicInputSchema,
    responses: { 200: updatePublicStateSchema },
  }),
  /** No session: the unguessable token is the permission, and only while the founder leaves the link on. */
  publicUpdate: endpoint({ ...updatesRoutes.publicUpdate, operationId: 'updatesGetPublic', summary: 'A sent update by its public link', tags: ['updates'], public: true, params: publicUpdateParamsSchema, responses: { 200: publicUpdateSchema } }),
};
