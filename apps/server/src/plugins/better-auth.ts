import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { APIError, createAuthMiddleware } from 'better-auth/api';
import { genericOAuth } from 'better-auth/plugins/generic-oauth';
import { signUpInputSchema } from '@baobab/contracts/auth';
import { errorCodes } from '@baobab/contracts/errors';
import type { Config } from '../config';
import type { Db } from '../db/client';
import { accounts, rateLimits, sessions, users, verifications } from '../db/schema/auth';

/** The header our Fastify bridge sets from request.ip; any client-sent value is overwritten. */
export const CLIENT_IP_HEADER = 'x-baobab-client-ip';

export const OIDC_PROVIDER_ID = 'oidc';

/** `onUserUpdated` runs after Better Auth changes a user (e.g. /update-user edits a name). */
export function createAuth(config: Config, db: Db, secret: string, onUserUpdated: () => Promise<void> = async () => undefined) {
  return betterAuth({
    appName: 'Baobab',
    baseURL: config.publicUrl,
    basePath: '/api/auth',
    secret,
    database: drizzleAdapter(db, {
      provider: 'pg',
      schema: { user: users, session: sessions, account: accounts, verification: verifications, rateLimit: rateLimits },
    }),
    emailAndPassword: { enabled: true, minPasswordLength: 8, maxPasswordLength: 128, autoSignIn: true },
    user: {
      additionalFields: {
        firstName: { type: 'string', required: true },
        lastName: { type: 'string', required: true },
        // Set only by onboarding, never by a sign-up or update-user body.
        userType: { type: 'string', required: false, input: false },
      },
    },
    session: {
      expiresIn: 60 * 60 * 24 * 7,
      updateAge: 60 * 60 * 24,
    },
    rateLimit: {
      enabled: true,
      storage: 'database',
      window: 60,
      max: 100,
      customRules: {
        '/sign-in/email': { window: 60, max: config.authRateLimitPerMinute },
        '/sign-up/email': { window: 60, max: config.authRateLimitPerMinute },
      },
    },
    trustedOrigins: async (request) => [...config.trustedOrigins, requestOrigin(request)],
    advanced: {
      useSecureCookies: config.isProduction,
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] },
      defaultCookieAttributes: { httpOnly: true, sameSite: 'lax' },
    },
    telemetry: { enabled: false },
    databaseHooks: { user: { update: { after: async () => onUserUpdated() } } },
    hooks: {
      before: createAuthMiddleware(async (ctx) => {
        if (ctx.path !== '/sign-up/email') return;
        const parsed = signUpInputSchema.safeParse(ctx.body);
        if (!parsed.success) {
          const issue = parsed.error.issues[0]!;
          throw new APIError('BAD_REQUEST', { message: issue.message, code: errorCodes.validation });
        }
      }),
    },
    plugins: config.oidc
      ? [
          genericOAuth({
            config: [
              {
                providerId: OIDC_PROVIDER_ID,
                discoveryUrl: `${config.oidc.issuer.replace(/\/$/, '')}/.well-known/openid-configuration`,
                clientId: config.oidc.clientId,
                clientSecret: config.oidc.clientSecret,
                scopes: ['openid', 'email', 'profile'],
                mapProfileToUser: (profile) => ({
                  firstName: String(profile.given_name ?? profile.name ?? ''),
                  lastName: String(profile.family_name ?? ''),
                }),
              },
            ],
          }),
        ]
      : [],
  });
}

/** The request's own origin counts as trusted, so a server reached as 127.0.0.1 or localhost both work. */
function requestOrigin(request: Request | undefined): string | undefined {
  if (!request) return undefined;
  const host = request.headers.get('host');
  if (!host) return undefined;
  const proto = request.headers.get('x-forwarded-proto') ?? new URL(request.url).protocol.replace(':', '');
  return `${proto}://${host}`;
}

export type Auth = ReturnType<typeof createAuth>;
