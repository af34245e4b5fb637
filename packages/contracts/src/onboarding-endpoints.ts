import { endpoint } from './endpoint';
import { apiErrorSchema } from './errors';
import {
  founderProfileInputSchema,
  founderProfileSchema,
  investorOwnProfileSchema,
  investorProfileInputSchema,
  onboardingStatusSchema,
} from './onboarding';
import { onboardingRoutes } from './onboarding-routes';

/** The error bodies every profile write documents (validation, sign-in, not found, a profile that already exists). */
const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 404: apiErrorSchema, 409: apiErrorSchema };

/**
 * Onboarding: GET /api/onboarding says which profiles exist; POST creates the founder or investor profile and
 * PUT edits it. The server registers these routes and the web app calls them (decision 0018).
 */
export const onboardingEndpoints = {
  status: endpoint({ ...onboardingRoutes.status, operationId: 'onboardingGet', summary: 'Your onboarding state and profile', tags: ['onboarding'], responses: { 200: onboardingStatusSchema, 401: apiErrorSchema } }),
  createFounder: endpoint({ ...onboardingRoutes.createFounder, operationId: 'onboardingCreateFounder', summary: 'Complete onboarding as a founder', tags: ['onboarding'], body: founderProfileInputSchema, responses: { 201: founderProfileSchema, ...errors } }),
  updateFounder: endpoint({ ...onboardingRoutes.updateFounder, operationId: 'onboardingUpdateFounder', summary: 'Update your founder profile', tags: ['onboarding'], body: founderProfileInputSchema, responses: { 200: founderProfileSchema, ...errors } }),
  createInvestor: endpoint({ ...onboardingRoutes.createInvestor, operationId: 'onboardingCreateInvestor', summary: 'Complete onboarding as an investor', tags: ['onboarding'], body: investorProfileInputSchema, responses: { 201: investorOwnProfileSchema, ...errors } }),
  updateInvestor: endpoint({ ...onboardingRoutes.updateInvestor, operationId: 'onboardingUpdateInvestor', summary: 'Update your investor profile', tags: ['onboarding'], body: investorProfileInputSchema, responses: { 200: investorOwnProfileSchema, ...errors } }),
};
