import { z } from 'zod';
import { endpoint } from './endpoint';
import { savedSearchFrequencyInputSchema, savedSearchInboxSchema, savedSearchInputSchema, savedSearchParamsSchema, savedSearchSchema } from './saved-searches';
import { savedSearchesRoutes } from './saved-searches-routes';

const noContent = { 204: z.null() };
const tags = ['saved-searches'];

/**
 * Saved directory searches (the server's saved-searches module): yours and your organisations'. A search
 * that is neither yours nor an organisation's you belong to is answered as if it did not exist.
 */
export const savedSearchesEndpoints = {
  list: endpoint({ ...savedSearchesRoutes.list, operationId: 'savedSearchesList', summary: 'Your saved searches and your organisations’, with how many matches are new to you', tags, responses: { 200: z.array(savedSearchSchema) } }),
  create: endpoint({ ...savedSearchesRoutes.create, operationId: 'savedSearchesCreate', summary: 'Save a directory search for yourself, or for an organisation (its admins and members)', tags, body: savedSearchInputSchema, responses: { 201: savedSearchSchema } }),
  inbox: endpoint({ ...savedSearchesRoutes.inbox, operationId: 'savedSearchesInbox', summary: 'A saved search and its newest matching startups', tags, params: savedSearchParamsSchema, responses: { 200: savedSearchInboxSchema } }),
  setFrequency: endpoint({ ...savedSearchesRoutes.setFrequency, operationId: 'savedSearchesSetFrequency', summary: 'Your e-mail digest for this search: daily, weekly or off', tags, params: savedSearchParamsSchema, body: savedSearchFrequencyInputSchema, responses: { 200: savedSearchSchema } }),
  markSeen: endpoint({ ...savedSearchesRoutes.markSeen, operationId: 'savedSearchesMarkSeen', summary: 'Mark the search’s matches as seen (for you)', tags, params: savedSearchParamsSchema, responses: noContent }),
  remove: endpoint({ ...savedSearchesRoutes.remove, operationId: 'savedSearchesDelete', summary: 'Delete a saved search (yours, or an organisation’s as its admin or member)', tags, params: savedSearchParamsSchema, responses: noContent }),
};
