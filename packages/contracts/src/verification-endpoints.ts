import { z } from 'zod';
import { endpoint } from './endpoint';
import { apiErrorSchema } from './errors';
import {
  myVerificationSchema,
  pendingVerificationsSchema,
  verificationDecisionInputSchema,
  verificationParamsSchema,
  verifiedInvestorsQuerySchema,
  verifiedInvestorsSchema,
} from './verification';

/**
 * Investor verification (decision 0018). The investor's own routes are /api/verification/*; the
 * review routes are the admin console's (/api/admin/verifications/*), 404 to anyone but an admin.
 * Applying takes a multipart body (the fields and an optional PDF part), so its contract has no JSON
 * body; the documents are files, so they answer no JSON schema.
 */
export const verificationEndpoints = {
  mine: endpoint({ method: 'GET', path: '/api/verification', responses: { 200: myVerificationSchema } }),
  apply: endpoint({ method: 'POST', path: '/api/verification', responses: { 201: myVerificationSchema, 400: apiErrorSchema, 403: apiErrorSchema, 409: apiErrorSchema } }),
  /** The investor's own latest evidence document. */
  myDocument: endpoint({ method: 'GET', path: '/api/verification/document', responses: {} }),

  pending: endpoint({ method: 'GET', path: '/api/admin/verifications', responses: { 200: pendingVerificationsSchema } }),
  verified: endpoint({ method: 'GET', path: '/api/admin/verifications/verified', query: verifiedInvestorsQuerySchema, responses: { 200: verifiedInvestorsSchema } }),
  document: endpoint({ method: 'GET', path: '/api/admin/verifications/:id/document', params: verificationParamsSchema, responses: {} }),
  approve: endpoint({ method: 'POST', path: '/api/admin/verifications/:id/approve', params: verificationParamsSchema, body: verificationDecisionInputSchema, responses: { 204: z.null(), 409: apiErrorSchema } }),
  decline: endpoint({ method: 'POST', path: '/api/admin/verifications/:id/decline', params: verificationParamsSchema, body: verificationDecisionInputSchema, responses: { 204: z.null(), 409: apiErrorSchema } }),
  withdraw: endpoint({ method: 'POST', path: '/api/admin/verifications/:id/withdraw', params: verificationParamsSchema, body: verificationDecisionInputSchema, responses: { 204: z.null(), 409: apiErrorSchema } }),
};
