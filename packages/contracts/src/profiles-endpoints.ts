import { z } from 'zod';
import { idParamsSchema } from './common';
import { endpoint } from './endpoint';
import { apiErrorSchema } from './errors';
import {
  experienceInputSchema,
  experienceSchema,
  generateMatchesResponseSchema,
  profileSchema,
  recommendationRequestSchema,
  recommendationSchema,
  requestRecommendationInputSchema,
  updateProfileInputSchema,
  userMatchSchema,
  writeRecommendationInputSchema,
} from './profiles';
import { profilesRoutes } from './profiles-routes';

/** The error bodies every professional-profile route documents (validation, sign-in, not found, conflict). */
const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 404: apiErrorSchema, 409: apiErrorSchema };

/**
 * The professional profile's API (/profile: the profile, experience, recommendations, matches): the server
 * registers these routes and the web app calls them (decision 0018).
 */
export const profilesEndpoints = {
  profile: endpoint({ ...profilesRoutes.profile, operationId: 'profilesGet', summary: 'Your professional profile', tags: ['profiles'], preloads: [{ route: '/profile', for: 'signedIn' }], responses: { 200: profileSchema, ...errors } }),
  updateProfile: endpoint({ ...profilesRoutes.updateProfile, operationId: 'profilesUpdate', summary: 'Update your professional profile', tags: ['profiles'], body: updateProfileInputSchema, responses: { 200: profileSchema, ...errors } }),
  experiences: endpoint({ ...profilesRoutes.experiences, operationId: 'profilesListExperiences', summary: 'Your work experience', tags: ['profiles'], preloads: [{ route: '/profile', for: 'signedIn' }], responses: { 200: z.array(experienceSchema), ...errors } }),
  createExperience: endpoint({ ...profilesRoutes.createExperience, operationId: 'profilesCreateExperience', summary: 'Add a work experience', tags: ['profiles'], body: experienceInputSchema, responses: { 201: experienceSchema, ...errors } }),
  updateExperience: endpoint({
    ...profilesRoutes.updateExperience,
    operationId: 'profilesUpdateExperience', summary: 'Update a work experience', tags: ['profiles'],
    params: idParamsSchema,
    body: experienceInputSchema,
    responses: { 200: experienceSchema, ...errors },
  }),
  deleteExperience: endpoint({ ...profilesRoutes.deleteExperience, operationId: 'profilesDeleteExperience', summary: 'Delete a work experience', tags: ['profiles'], params: idParamsSchema, responses: { 204: z.null(), ...errors } }),
  recommendations: endpoint({ ...profilesRoutes.recommendations, operationId: 'profilesListRecommendations', summary: 'Recommendations written for you', tags: ['profiles'], preloads: [{ route: '/profile', for: 'signedIn' }], responses: { 200: z.array(recommendationSchema), ...errors } }),
  recommendationRequests: endpoint({
    ...profilesRoutes.recommendationRequests,
    operationId: 'profilesListRecommendationRequests', summary: 'Recommendation requests you received', tags: ['profiles'], preloads: [{ route: '/profile', for: 'signedIn' }],
    responses: { 200: z.array(recommendationRequestSchema), ...errors },
  }),
  requestRecommendation: endpoint({
    ...profilesRoutes.requestRecommendation,
    operationId: 'profilesRequestRecommendation', summary: 'Ask a connection for a recommendation', tags: ['profiles'],
    body: requestRecommendationInputSchema,
    responses: { 204: z.null(), ...errors },
  }),
  writeRecommendation: endpoint({
    ...profilesRoutes.writeRecommendation,
    operationId: 'profilesWriteRecommendation', summary: 'Write a requested recommendation', tags: ['profiles'],
    params: idParamsSchema,
    body: writeRecommendationInputSchema,
    responses: { 204: z.null(), ...errors },
  }),
  declineRecommendation: endpoint({
    ...profilesRoutes.declineRecommendation,
    operationId: 'profilesDeclineRecommendation', summary: 'Decline a recommendation request', tags: ['profiles'],
    params: idParamsSchema,
    responses: { 204: z.null(), ...errors },
  }),
  matches: endpoint({ ...profilesRoutes.matches, operationId: 'profilesListMatches', summary: 'Your people matches', tags: ['profiles'], preloads: [{ route: '/profile', for: 'signedIn' }], responses: { 200: z.array(userMatchSchema), ...errors } }),
  generateMatches: endpoint({ ...profilesRoutes.generateMatches, operationId: 'profilesGenerateMatches', summary: 'Compute your people matches again', tags: ['profiles'], responses: { 200: generateMatchesResponseSchema, ...errors } }),
};
