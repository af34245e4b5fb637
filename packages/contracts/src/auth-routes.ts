/**
 * The method and path of each endpoint of auth-endpoints.ts (same names), without zod: what the web app calls them
 * by (decision 0083). The web entry asks who is signed in through `currentUser` before every screen's first paint,
 * so the landing page's first JavaScript does not carry zod (its 104 KB budget).
 */
export const authRoutes = {
  currentUser: { method: 'GET', path: '/api/auth/user' },
  options: { method: 'GET', path: '/api/auth-options' },
  login: { method: 'GET', path: '/api/login' },
  logout: { method: 'GET', path: '/api/logout' },
  signInEmail: { method: 'POST', path: '/api/auth/sign-in/email' },
  signInSocial: { method: 'POST', path: '/api/auth/sign-in/social' },
  signUpEmail: { method: 'POST', path: '/api/auth/sign-up/email' },
  requestPasswordReset: { method: 'POST', path: '/api/auth/request-password-reset' },
  resetPassword: { method: 'POST', path: '/api/auth/reset-password' },
  sendVerificationEmail: { method: 'POST', path: '/api/auth/send-verification-email' },
} as const;
