import { z } from 'zod';
import { idParamsSchema } from './common';
import { endpoint } from './endpoint';
import { createFinancialsShareInputSchema, financialsShareParamsSchema, financialsShareSchema, financialsSharesSchema, shareableOrganisationsSchema, sharedWithMeSchema } from './startup-access';
import { startupAccessRoutes } from './startup-access-routes';

/**
 * Who may read a startup's private parts: a reader's "Shared with you" badges, and the founder's financials
 * shares (list, share or renew, revoke), which the financial tools screen manages. The server registers these
 * routes and the web app calls them (decision 0018).
 */
export const startupAccessEndpoints = {
  sharedWithMe: endpoint({ ...startupAccessRoutes.sharedWithMe, operationId: 'financialToolsListSharedWithMe', summary: 'Financials shared with you', tags: ['financial-tools'], responses: { 200: sharedWithMeSchema } }),
  shareableOrganisations: endpoint({ ...startupAccessRoutes.shareableOrganisations, operationId: 'financialToolsListShareableOrganisations', summary: 'Funds you may share with', tags: ['financial-tools'], responses: { 200: shareableOrganisationsSchema } }),
  financialsShares: endpoint({ ...startupAccessRoutes.financialsShares, operationId: 'financialToolsListShares', summary: "Who sees your startup's financials", tags: ['financial-tools'], params: idParamsSchema, responses: { 200: financialsSharesSchema } }),
  shareFinancials: endpoint({
    ...startupAccessRoutes.shareFinancials,
    operationId: 'financialToolsShare', summary: 'Share financials with an investor', tags: ['financial-tools'],
    params: idParamsSchema,
    body: createFinancialsShareInputSchema,
    responses: { 201: financialsShareSchema },
  }),
  revokeFinancialsShare: endpoint({
    ...startupAccessRoutes.revokeFinancialsShare,
    operationId: 'financialToolsRevokeShare', summary: 'Stop sharing financials', tags: ['financial-tools'],
    params: financialsShareParamsSchema,
    responses: { 204: z.null() },
  }),
};
