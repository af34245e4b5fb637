import { z } from 'zod';
import { idParamsSchema } from './common';
import { endpoint } from './endpoint';
import { createFinancialsShareInputSchema, financialsShareParamsSchema, financialsShareSchema, financialsSharesSchema, sharedWithMeSchema } from './startup-access';

/**
 * Who may read a startup's private parts: a reader's "Shared with you" badges, and the founder's financials
 * shares (list, share or renew, revoke), which the financial tools screen manages. The server registers these
 * routes and the web app calls them (decision 0018).
 */
export const startupAccessEndpoints = {
  sharedWithMe: endpoint({ method: 'GET', path: '/api/startup-access/shared-with-me', responses: { 200: sharedWithMeSchema } }),
  financialsShares: endpoint({ method: 'GET', path: '/api/startups/:id/financial-shares', params: idParamsSchema, responses: { 200: financialsSharesSchema } }),
  shareFinancials: endpoint({
    method: 'POST',
    path: '/api/startups/:id/financial-shares',
    params: idParamsSchema,
    body: createFinancialsShareInputSchema,
    responses: { 201: financialsShareSchema },
  }),
  revokeFinancialsShare: endpoint({
    method: 'DELETE',
    path: '/api/startups/:id/financial-shares/:shareId',
    params: financialsShareParamsSchema,
    responses: { 204: z.null() },
  }),
};
