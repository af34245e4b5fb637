/** The method and path of each endpoint of preferences-endpoints.ts (same names), without zod: what the web app calls them by (decision 0083). */
export const preferencesRoutes = {
  updatePreferences: { method: 'PUT', path: '/api/account/preferences' },
} as const;
