import { z } from 'zod';
import { idParamsSchema } from './common';
import { endpoint } from './endpoint';
import { createFinancialsShareInputSchema, financialsShareParamsSchema, financialsShareSchema, financialsSharesSchema, shareableOrganisationsSchema, sharedWithMeSchema } from './startup-access';

/**
 * Who may read a startup's private parts: a reader's "Shared with you" badges, and the founder's financials
 * shares (list, share or renew, revoke), which the financial tools screen manages. The server registers these
 * routes and the web app calls them (decision 0018).
 */
export const startupAccessEndpoints = {
  sharedWithMe: endpoint({ method: 'GET', path: '/api/startup-access/shared-with-me', operationId: 'financialToolsListSharedWithMe', summary: 'Financials shared with you', tags: ['financial-tools'], responses: { 200: sharedWithMeSchema } }),
  shareableOrganisations: endpoint({ method: 'GET', path: '/api/startup-access/organisations', operationId: 'financialToolsListShareableOrganisations', summary: 'Funds you may share with', tags: ['financial-tools'], responses: { 200: shareableOrganisationsSchema } }),
  financialsShares: endpoint({ method: 'GET', path: '/api/startups/:id/financial-shares', operationId: 'financialToolsListShares', summary: "Who sees your startup's financials", tags: ['financial-tools'], params: idParamsSchema, responses: { 200: financialsSharesSchema } }),
  shareFinancials: endpoint({
    method: 'POST',
    path: '/api/startups/:id/financial-shares',
    operationId: 'financialToolsShare', summary: 'Share financials with an investor', tags: ['financial-tools'],
    params: idParamsSchema,
    body: createFinancialsShareInputSchema,
    responses: { 201: financialsShareSchema },
  }),
  revokeFinancialsShare: endpoint({
    method: 'DELETE',
    path: '/api/startups/:id/financial-shares/:shareId',
    operationId: 'financialToolsRevokeShare', summary: 'Stop sharing financials', tags: ['financial-tools'],
    params: financialsShareParamsSchema,
    responses: { 204: z.null() },
  }),
};
