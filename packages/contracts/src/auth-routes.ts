/**
 * The method and path of the one call every screen makes before its first paint (who is signed in), without
 * zod: the web entry calls it through these, typed by its full contract in auth-endpoints.ts, so the landing
 * page's first JavaScript does not carry zod (its 104 KB budget). auth-endpoints.ts builds the contract from it.
 */
export const authRoutes = {
  currentUser: { method: 'GET', path: '/api/auth/user' },
} as const;
