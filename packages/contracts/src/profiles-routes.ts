/** The method and path of each endpoint of profiles-endpoints.ts (same names), without zod: what the web app calls them by (decision 0083). */
export const profilesRoutes = {
  profile: { method: 'GET', path: '/api/users/profile' },
  updateProfile: { method: 'PUT', path: '/api/users/profile' },
  experiences: { method: 'GET', path: '/api/users/experiences' },
  createExperience: { method: 'POST', path: '/api/users/experiences' },
  updateExperience: { method: 'PUT', path: '/api/users/experiences/:id' },
  deleteExperience: { method: 'DELETE', path: '/api/users/experiences/:id' },
  recommendations: { method: 'GET', path: '/api/users/recommendations' },
  recommendationRequests: { method: 'GET', path: '/api/users/recommendations/requests' },
  requestRecommendation: { method: 'POST', path: '/api/users/recommendations/requests' },
  writeRecommendation: { method: 'POST', path: '/api/users/recommendations/:id/write' },
  declineRecommendation: { method: 'POST', path: '/api/users/recommendations/:id/decline' },
  matches: { method: 'GET', path: '/api/users/matches' },
  generateMatches: { method: 'POST', path: '/api/users/generate-matches' },
} as const;
