import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { APIError, createAuthMiddleware } from 'better-auth/api';
import { genericOAuth } from 'better-auth/plugins/generic-oauth';
import { authMessages, signUpInputSchema, updateUserInputSchema } from '@baobab/contracts/auth';
import { errorCodes } from '@baobab/contracts/errors';
import type { Glossary } from '@baobab/contracts/i18n/message';
import { textOnWire } from '@baobab/contracts/i18n/message-wire';
import { moderationMessages } from '@baobab/contracts/moderation';
import { eq } from 'drizzle-orm';
import type { Config } from '../config';
import type { Db } from '../db/client';
import { authQueryDb } from '../db/auth-query-db';
import { accounts, sessions, users, verifications } from '../db/schema/auth';
import type { RequestCounter } from '../integrations/request-counter/request-counter';
import { recentFailedSignIns, recordSecurityEvent } from '../modules/audit/audit.service';
import { recipientLocale, resetPasswordEmail, takenAddressEmail, verifyAddressEmail } from '../modules/auth/auth-emails';
import type { AccountMail } from './auth-mail';

/** The header our Fastify bridge sets from request.ip; any client-sent value is overwritten. */
export const CLIENT_IP_HEADER = 'x-baobab-client-ip';

export const OIDC_PROVIDER_ID = 'oidc';

/** Failed sign-ins one account may take per window, from any number of addresses. */
export const ACCOUNT_FAILURES_ALLOWED = 10;
export const ACCOUNT_FAILURE_WINDOW_MS = 15 * 60 * 1000;
/** Idle time-out: a session unused this long expires; each day of use pushes it on (updateAge). */
export const SESSION_IDLE_SECONDS = 60 * 60 * 24 * 7;
/** Absolute time-out from sign-in, however active the session (enforced in plugins/auth.ts). */
export const SESSION_ABSOLUTE_MS = 30 * 24 * 60 * 60 * 1000;
/** How long a password-reset link works. */
export const RESET_TOKEN_SECONDS = 60 * 60;

/**
 * `accountMail` sends account e-mail and answers a failed send 503 (plugins/auth-mail.ts);
 * `onUserUpdated` runs after Better Auth changes a user (e.g. /update-user edits a name);
 * `counts` holds its rate limits' counts, shared by every instance.
 */
export type AuthDependencies = { accountMail: AccountMail; counts: RequestCounter; onUserUpdated?: () => Promise<void> };

export function createAuth(config: Config, db: Db, secret: string, deps: AuthDependencies) {
  const mailer = deps.accountMail.mailer;
  return betterAuth({
    appName: 'Baobab',
    baseURL: config.publicUrl,
    basePath: '/api/auth',
    secret,
    // Its own handle on the same connection, knowing the auth tables' relations (db/auth-query-db.ts).
    database: drizzleAdapter(authQueryDb(db), {
      provider: 'pg',
      schema: { user: users, session: sessions, account: accounts, verification: verifications },
    }),
    emailAndPassword: {
      enabled: true,
      minPasswordLength: 8,
      maxPasswordLength: 128,
      // Verify-first sign-up (decision 0012): nobody is signed in until they open the e-mailed
      // link, so a taken address gets the same 200 as a free one (a synthetic user, no session,
      // the password hashed in both paths) and sign-up no longer tells whether an address has an
      // account. The owner of a taken address hears about the attempt instead.
      requireEmailVerification: true,
      async onExistingUserSignUp({ user }, request) {
        await recordSecurityEvent(db, { kind: 'sign_up_existing_address', userId: user.id, email: user.email, ...clientOf(request?.headers) });
        // The owner's saved language, never the requester's: the person trying may be someone else.
        await mailer.send(takenAddressEmail(user.email, savedLocale(user), user.name, `${config.publicUrl}/login`, `${config.publicUrl}/forgot-password`));
      },
      resetPasswordTokenExpiresIn: RESET_TOKEN_SECONDS,
      // A reset ends every session: whoever knew the old password is out.
      revokeSessionsOnPasswordReset: true,
      async sendResetPassword({ user, token }) {
        const link = `${config.publicUrl}/reset-password?token=${encodeURIComponent(token)}`;
        await mailer.send(resetPasswordEmail(user.email, savedLocale(user), link, RESET_TOKEN_SECONDS / 60));
      },
      async onPasswordReset({ user }) {
        await recordSecurityEvent(db, { kind: 'password_reset', userId: user.id, email: user.email });
      },
    },
    // Reset tokens are stored as SHA-256 hashes, so a database leak does not hand out live links.
    verification: { storeIdentifier: 'hashed' },
    emailVerification: {
      sendOnSignUp: true,
      // An unverified person who signs in gets a fresh link (the first may have expired or been lost).
      sendOnSignIn: true,
      // Opening the link is the end of sign-up: it signs the person in.
      autoSignInAfterVerification: true,
      sendVerificationEmail: async ({ user, url }, request) => {
        const link = withDestination(url, (user as { userType?: string | null }).userType ? '/dashboard' : '/onboarding');
        // A new account has no saved language yet: the browser that signed up tells it.
        const locale = recipientLocale((user as { locale?: unknown }).locale, request?.headers);
        await mailer.sendVerification(user.id, verifyAddressEmail(user.email, locale, user.name, link));
      },
    },
    user: {
      additionalFields: {
        firstName: { type: 'string', required: true },
        lastName: { type: 'string', required: true },
        // Set only by onboarding, never by a sign-up or update-user body.
        userType: { type: 'string', required: false, input: false },
        // Set only by modules/admin and modules/moderation.
        isAdmin: { type: 'boolean', required: false, input: false, defaultValue: false },
        accountStatus: { type: 'string', required: false, input: false, defaultValue: 'active' },
        // Set only by PUT /api/account/preferences (modules/preferences).
        locale: { type: 'string', required: false, input: false },
        displayCurrency: { type: 'string', required: false, input: false },
      },
    },
    session: {
      expiresIn: SESSION_IDLE_SECONDS,
      updateAge: 60 * 60 * 24,
    },
    rateLimit: {
      enabled: true,
      // One atomic increment per attempt in the shared counts (Redis or the database), so the
      // limits hold exactly however many instances share the attempts. A failing store fails
      // the attempt: this limit guards passwords.
      customStorage: {
        async consume(key, rule) {
          const { count, ttlMs } = await deps.counts.hit(`auth:${key}`, rule.window * 1000, rule.max);
          return count <= rule.max ? { allowed: true, retryAfter: null } : { allowed: false, retryAfter: Math.ceil(ttlMs / 1000) };
        },
      },
      window: 60,
      max: 100,
      customRules: {
        '/sign-in/email': { window: 60, max: config.authRateLimitPerMinute },
        '/sign-up/email': { window: 60, max: config.authRateLimitPerMinute },
        '/request-password-reset': { window: 60, max: config.authRateLimitPerMinute },
        '/reset-password': { window: 60, max: config.authRateLimitPerMinute },
      },
    },
    trustedOrigins: async (request) => [...config.trustedOrigins, requestOrigin(request)],
    advanced: {
      useSecureCookies: config.isProduction,
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] },
      defaultCookieAttributes: { httpOnly: true, sameSite: 'lax' },
      // A session and its user in one statement (every signed-in request reads them), not two.
      database: { joins: true },
    },
    telemetry: { enabled: false },
    // An error that is not Better Auth's own (a lost database connection) reaches Fastify's error
    // handler, which answers it as any other route would (a 503 with Retry-After), instead of
    // Better Auth's bodiless 500. Its own refusals (401, 429, ...) are answered as before.
    onAPIError: { throw: true },
    databaseHooks: {
      user: {
        // Recorded at creation, not from the sign-up answer, which is the same for a taken address.
        create: { after: async (user, ctx) => recordSecurityEvent(db, { kind: 'sign_up', userId: user.id, email: user.email, ...clientOf(ctx?.request?.headers ?? ctx?.headers) }) },
        update: { after: async () => deps.onUserUpdated?.() },
      },
      session: {
        // A suspended or banned account gets no session by any path (password, verification link,
        // OpenID Connect). This runs after the password check, so it tells nothing to someone without it.
        create: {
          before: async (session) => {
            const [owner] = await db.select({ status: users.accountStatus }).from(users).where(eq(users.id, session.userId));
            if (owner && owner.status !== 'active') {
              // Its English where the spec has a string and its message beside it, as every error of ours (decision 0046).
              const messages: Glossary = {};
              const message = textOnWire(owner.status === 'banned' ? moderationMessages.accountBanned : moderationMessages.accountSuspended, messages);
              throw new APIError('FORBIDDEN', { message, code: errorCodes.forbidden, messages });
            }
          },
        },
      },
    },
    hooks: {
      before: createAuthMiddleware(async (ctx) => {
        if (ctx.path === '/sign-in/email') {
          const email = typeof ctx.body?.email === 'string' ? ctx.body.email : '';
          if (email && (await recentFailedSignIns(db, email, ACCOUNT_FAILURE_WINDOW_MS)) >= ACCOUNT_FAILURES_ALLOWED) {
            throw new APIError('TOO_MANY_REQUESTS', { message: authMessages.accountLocked, code: errorCodes.rateLimited });
          }
          return;
        }
        // Changing the password ends every other session, whatever the client asked.
        if (ctx.path === '/change-password') return { context: { body: { ...ctx.body, revokeOtherSessions: true } } };
        // Our contract first: names without control or bidi characters, the image a web link.
        const schema = ctx.path === '/sign-up/email' ? signUpInputSchema : ctx.path === '/update-user' ? updateUserInputSchema : undefined;
        const parsed = schema?.safeParse(ctx.body);
        if (parsed && !parsed.success) {
          throw new APIError('BAD_REQUEST', { message: parsed.error.issues[0]!.message, code: errorCodes.validation });
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

/**
 * Better Auth points a verification link at '/' unless the client named a destination. Such a
 * link takes the person where they belong once signed in instead: onboarding for a new account
 * (the spec's sign-up → onboarding), the dashboard for someone who already chose a role.
 */
function withDestination(url: string, destination: string): string {
  const link = new URL(url);
  if ((link.searchParams.get('callbackURL') ?? '/') === '/') link.searchParams.set('callbackURL', destination);
  return link.toString();
}

/** The language saved on an account (e-mail to it is English without one). */
const savedLocale = (user: object): string | null => {
  const locale = (user as { locale?: unknown }).locale;
  return typeof locale === 'string' ? locale : null;
};

/** The caller's address (set by our Fastify bridge) and user agent, for the audit log. */
function clientOf(headers: Headers | undefined): { ip: string | null; userAgent: string | null } {
  return { ip: headers?.get(CLIENT_IP_HEADER) ?? null, userAgent: headers?.get('user-agent') ?? null };
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
