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
import { verificationRoutes } from './verification-routes';

/**
 * Investor verification (decision 0018). The investor's own routes are /api/verification/*; the
 * review routes are the admin console's (/api/admin/verifications/*), 404 to anyone but an admin.
 * Applying takes a multipart body (the fields and an optional PDF part), so its contract has no JSON
 * body; the documents are files, so they answer no JSON schema.
 */
export const verificationEndpoints = {
  mine: endpoint({ ...verificationRoutes.mine, operationId: 'verificationGetMine', summary: 'Your investor verification: status and latest application', tags: ['verification'], responses: { 200: myVerificationSchema } }),
  apply: endpoint({ ...verificationRoutes.apply, operationId: 'verificationApply', summary: 'Apply for investor verification (multipart: website, linkedinUrl, optional PDF document)', tags: ['verification'], responses: { 201: myVerificationSchema, 400: apiErrorSchema, 403: apiErrorSchema, 409: apiErrorSchema } }),
  /** The investor's own latest evidence document. */
  myDocument: endpoint({ ...verificationRoutes.myDocument, operationId: 'verificationGetMyDocument', summary: 'The evidence document of your latest application', tags: ['verification'], responses: {} }),

  pending: endpoint({ ...verificationRoutes.pending, operationId: 'verificationListPending', summary: 'Pending investor verifications with their evidence, oldest first (admins only)', tags: ['verification'], responses: { 200: pendingVerificationsSchema } }),
  verified: endpoint({ ...verificationRoutes.verified, operationId: 'verificationListVerified', summary: 'Verified investors, to find one and withdraw a verification (admins only)', tags: ['verification'], query: verifiedInvestorsQuerySchema, responses: { 200: verifiedInvestorsSchema } }),
  document: endpoint({ ...verificationRoutes.document, operationId: 'verificationGetDocument', summary: "An application's evidence document (admins only)", tags: ['verification'], params: verificationParamsSchema, responses: {} }),
  approve: endpoint({ ...verificationRoutes.approve, operationId: 'verificationApprove', summary: 'Approve a pending investor verification, with a reason (admins only)', tags: ['verification'], params: verificationParamsSchema, body: verificationDecisionInputSchema, responses: { 204: z.null(), 409: apiErrorSchema } }),
  decline: endpoint({ ...verificationRoutes.decline, operationId: 'verificationDecline', summary: 'Decline a pending investor verification, with a reason (admins only)', tags: ['verification'], params: verificationParamsSchema, body: verificationDecisionInputSchema, responses: { 204: z.null(), 409: apiErrorSchema } }),
  withdraw: endpoint({ ...verificationRoutes.withdraw, operationId: 'verificationWithdraw', summary: "Withdraw an investor's verification, with a reason (admins only)", tags: ['verification'], params: verificationParamsSchema, body: verificationDecisionInputSchema, responses: { 204: z.null(), 409: apiErrorSchema } }),
};
