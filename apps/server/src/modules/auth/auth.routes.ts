import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authEndpoints as endpoints } from '@baobab/contracts/auth-endpoints';
import { fromContract } from '../../lib/contract-route';
import { isOwnNavigation } from '../../lib/same-origin';
import { authHeaders, currentUser, requireUser } from '../../plugins/auth';
import { recordSecurityEvent } from '../audit/audit.service';


/**
 * The spec's auth surface: GET /api/auth/user for the current user, and the browser
 * navigations /api/login (to the sign-in page) and /api/logout (ends the session, back to /).
 * Every route's method, path and schemas come from its contract in @baobab/contracts/auth-endpoints;
 * Better Auth's own paths (/api/auth/sign-in/email, ...) are served by its handler, not here.
 */
export const authRoutes: FastifyPluginAsyncZod<{ oidcName: string | undefined }> = async (app, options) => {
  app.route({
    ...fromContract(endpoints.currentUser),
    handler: async (request) => {
      const user = await requireUser(request);
      return {
        id: user.id,
        email: user.email,
        emailVerified: user.emailVerified,
        firstName: user.firstName,
        lastName: user.lastName,
        profileImageUrl: user.image,
        userType: user.userType,
        isAdmin: user.isAdmin,
        locale: user.locale,
        displayCurrency: user.displayCurrency,
      };
    },
  });

  app.route({
    ...fromContract(endpoints.options),
    handler: async () => ({ oidc: options.oidcName ? { name: options.oidcName } : null }),
  });

  app.route({
    ...fromContract(endpoints.login),
    handler: async (request, reply) => reply.redirect(request.query.mode === 'signup' ? '/login?mode=signup' : '/login'),
  });

  // The session cookie is SameSite=Lax, so a browser sends it with a top-level GET from any
  // site: a link elsewhere could sign people out. Only the app's own link (or a typed address)
  // ends the session; any other navigation lands on / still signed in.
  app.route({
    ...fromContract(endpoints.logout),
    handler: async (request, reply) => {
      if (!isOwnNavigation(request)) return reply.redirect('/');
      const user = await currentUser(request);
      if (user) await recordSecurityEvent(app.auditDb, { kind: 'sign_out', userId: user.id, email: user.email, ip: request.ip, userAgent: request.headers['user-agent'] ?? null });
      const response = await app.auth.api
        .signOut({ headers: authHeaders(request), asResponse: true })
        .catch(() => null);
      await app.sessionCache.sessionsChanged();
      if (response) {
        const cookies = response.headers.getSetCookie();
        if (cookies.length) reply.header('set-cookie', cookies);
      }
      return reply.redirect('/');
    },
  });
};
