import { z } from 'zod';
import { currentUserSchema, passwordSchema, signInInputSchema, signUpInputSchema } from './auth';
import { authRoutes } from './auth-routes';
import { endpoint } from './endpoint';
import { apiErrorSchema } from './errors';

/** What the app reads of Better Auth's answers: nothing but success or failure (the session is a cookie). */
const betterAuthAnswer = z.unknown();
/** Endpoints that e-mail a link answer 503 (serviceMessages.mailUnavailable) when the mail service fails. */
const mailFailure = { 503: apiErrorSchema };

/**
 * The sign-in surface (decision 0018). The first four are the app's own Fastify routes, registered from these
 * values. The rest are Better Auth's handler paths, served by Better Auth itself (plugins/better-auth.ts): their
 * values are here so the web app calls them by name too, with the bodies it has always sent.
 */
export const authEndpoints = {
  currentUser: endpoint({ ...authRoutes.currentUser, operationId: 'authGetCurrentUser', summary: 'The signed-in user', tags: ['auth'], responses: { 200: currentUserSchema, 401: apiErrorSchema } }),
  options: endpoint({ ...authRoutes.options, operationId: 'authGetOptions', summary: 'Sign-in options (OpenID Connect or not)', tags: ['auth'], public: true, responses: { 200: z.object({ oidc: z.object({ name: z.string() }).nullable() }) } }),
  /** A browser navigation: redirects to the sign-in page (or sign-up, with mode=signup). */
  login: endpoint({ ...authRoutes.login, operationId: 'authRedirectToLogin', summary: 'Redirect to the sign-in page', tags: ['auth'], public: true, query: z.object({ mode: z.enum(['signin', 'signup']).optional() }), responses: {} }),
  /** A browser navigation: ends the session (only from the app's own link) and redirects to /. */
  logout: endpoint({ ...authRoutes.logout, operationId: 'authLogout', summary: 'End the session (own navigation only) and go home', tags: ['auth'], public: true, responses: {} }),

  signInEmail: endpoint({ ...authRoutes.signInEmail, operationId: 'authSignInEmail', summary: 'Sign in with e-mail and password (Better Auth)', tags: ['auth'], public: true, body: signInInputSchema, responses: { 200: betterAuthAnswer, ...mailFailure } }),
  /** Starts the OpenID Connect flow: the answer carries the provider's URL to visit. */
  signInSocial: endpoint({
    ...authRoutes.signInSocial,
    operationId: 'authSignInSocial', summary: 'Start signing in with OpenID Connect (Better Auth)', tags: ['auth'], public: true,
    body: z.object({ provider: z.string(), callbackURL: z.string() }),
    responses: { 200: z.object({ url: z.string() }) },
  }),
  signUpEmail: endpoint({ ...authRoutes.signUpEmail, operationId: 'authSignUpEmail', summary: 'Create an account with e-mail and password (Better Auth)', tags: ['auth'], public: true, body: signUpInputSchema, responses: { 200: betterAuthAnswer, ...mailFailure } }),
  requestPasswordReset: endpoint({
    ...authRoutes.requestPasswordReset,
    operationId: 'authRequestPasswordReset', summary: 'E-mail a password reset link (Better Auth)', tags: ['auth'], public: true,
    body: z.object({ email: z.string(), redirectTo: z.string() }),
    responses: { 200: betterAuthAnswer, ...mailFailure },
  }),
  resetPassword: endpoint({
    ...authRoutes.resetPassword,
    operationId: 'authResetPassword', summary: 'Set a new password with the e-mailed token (Better Auth)', tags: ['auth'], public: true,
    body: z.object({ token: z.string(), newPassword: passwordSchema }),
    responses: { 200: betterAuthAnswer },
  }),
  sendVerificationEmail: endpoint({
    ...authRoutes.sendVerificationEmail,
    operationId: 'authSendVerificationEmail', summary: 'E-mail the address verification link again (Better Auth)', tags: ['auth'],
    body: z.object({ email: z.string(), callbackURL: z.string() }),
    responses: { 200: betterAuthAnswer, ...mailFailure },
  }),
};
