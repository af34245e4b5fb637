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

/** The error bodies every professional-profile route documents (validation, sign-in, not found, conflict). */
const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 404: apiErrorSchema, 409: apiErrorSchema };

/**
 * The professional profile's API (/profile: the profile, experience, recommendations, matches): the server
 * registers these routes and the web app calls them (decision 0018).
 */
export const profilesEndpoints = {
  profile: endpoint({ method: 'GET', path: '/api/users/profile', responses: { 200: profileSchema, ...errors } }),
  updateProfile: endpoint({ method: 'PUT', path: '/api/users/profile', body: updateProfileInputSchema, responses: { 200: profileSchema, ...errors } }),
  experiences: endpoint({ method: 'GET', path: '/api/users/experiences', responses: { 200: z.array(experienceSchema), ...errors } }),
  createExperience: endpoint({ method: 'POST', path: '/api/users/experiences', body: experienceInputSchema, responses: { 201: experienceSchema, ...errors } }),
  updateExperience: endpoint({
    method: 'PUT',
    path: '/api/users/experiences/:id',
    params: idParamsSchema,
    body: experienceInputSchema,
    responses: { 200: experienceSchema, ...errors },
  }),
  deleteExperience: endpoint({ method: 'DELETE', path: '/api/users/experiences/:id', params: idParamsSchema, responses: { 204: z.null(), ...errors } }),
  recommendations: endpoint({ method: 'GET', path: '/api/users/recommendations', responses: { 200: z.array(recommendationSchema), ...errors } }),
  recommendationRequests: endpoint({
    method: 'GET',
    path: '/api/users/recommendations/requests',
    responses: { 200: z.array(recommendationRequestSchema), ...errors },
  }),
  requestRecommendation: endpoint({
    method: 'POST',
    path: '/api/users/recommendations/requests',
    body: requestRecommendationInputSchema,
    responses: { 204: z.null(), ...errors },
  }),
  writeRecommendation: endpoint({
    method: 'POST',
    path: '/api/users/recommendations/:id/write',
    params: idParamsSchema,
    body: writeRecommendationInputSchema,
    responses: { 204: z.null(), ...errors },
  }),
  declineRecommendation: endpoint({
    method: 'POST',
    path: '/api/users/recommendations/:id/decline',
    params: idParamsSchema,
    responses: { 204: z.null(), ...errors },
  }),
  matches: endpoint({ method: 'GET', path: '/api/users/matches', responses: { 200: z.array(userMatchSchema), ...errors } }),
  generateMatches: endpoint({ method: 'POST', path: '/api/users/generate-matches', responses: { 200: generateMatchesResponseSchema, ...errors } }),
};
