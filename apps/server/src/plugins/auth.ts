import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { fromNodeHeaders } from 'better-auth/node';
import type { Db } from '../db/client';
import { unauthenticated } from '../lib/errors';
import type { CacheRegistry } from '../lib/cache-registry';
import type { FreshCache } from '../lib/fresh-cache';
import { carriesCredentials } from '../lib/credentials';
import type { SessionUser } from '../lib/session-user';
import { toPreferences } from '../modules/preferences/preferences.mapper';
import { recordSecurityEvent, type SecurityEventKind } from '../modules/audit/audit.service';
import type { AccountMail } from './auth-mail';
import { type Auth, CLIENT_IP_HEADER, SESSION_ABSOLUTE_MS } from './better-auth';
import { sessionUsers, stillValid, type CachedSession } from './session-cache';

declare module 'fastify' {
  interface FastifyInstance {
    auth: Auth;
    /** Where authentication writes the security audit log. */
    auditDb: Db;
    /**
     * Signed-in users by session cookie (session-cache.ts), the name of Better Auth's session cookie, and
     * the signal that forgets cached sessions on every instance (after anything that ends a session).
     */
    sessionCache: { sessions: FreshCache<CachedSession | null>; sessionCookie: string; sessionsChanged: () => Promise<void> };
  }
}

const resolved = new WeakMap<FastifyRequest, Promise<SessionUser | null>>();

/** Headers for Better Auth: the client address comes from Fastify (trust-proxy aware), never from the client. */
export function authHeaders(request: FastifyRequest): Headers {
  const headers = fromNodeHeaders(request.headers);
  headers.set(CLIENT_IP_HEADER, request.ip);
  return headers;
}

/** Better Auth's lookup of the request's session: the user, or null (none, expired, past the absolute time-out, suspended). */
async function lookUpSession(request: FastifyRequest): Promise<CachedSession | null> {
  const session = await request.server.auth.api.getSession({ headers: authHeaders(request) });
  if (!session) return null;
  if (Date.now() - new Date(session.session.createdAt).getTime() > SESSION_ABSOLUTE_MS) {
    // Past the absolute time-out: end the session however recently it was used.
    const context = await request.server.auth.$context;
    await context.internalAdapter.deleteSession(session.session.token);
    await recordSecurityEvent(request.server.auditDb, { kind: 'session_expired', userId: session.user.id, email: session.user.email, ip: request.ip });
    return null;
  }
  const u = session.user as typeof session.user & { firstName: string; lastName: string; userType: string | null; isAdmin?: boolean; accountStatus?: string; locale?: string | null; displayCurrency?: string | null };
  if (u.accountStatus && u.accountStatus !== 'active') {
    // Suspension ends sessions at once (modules/moderation); one that slipped through a race ends here.
    const context = await request.server.auth.$context;
    await context.internalAdapter.deleteUserSessions(u.id);
    return null;
  }
  const user: SessionUser = {
    id: u.id,
    email: u.email,
    emailVerified: u.emailVerified,
    firstName: u.firstName,
    lastName: u.lastName,
    image: u.image ?? null,
    userType: u.userType === 'founder' || u.userType === 'investor' ? u.userType : null,
    isAdmin: u.isAdmin === true,
    ...toPreferences(u),
  };
  return { user, expiresAt: new Date(session.session.expiresAt).getTime(), createdAt: new Date(session.session.createdAt).getTime() };
}

/** The session, from the session cache (plugins/session-cache.ts) while its entry may be used, else looked up and kept. */
async function cachedSession(request: FastifyRequest): Promise<CachedSession | null> {
  const { sessions, sessionCookie } = request.server.sessionCache;
  const key = request.cookies[sessionCookie];
  if (!key) return null;
  const session = await sessions.get(key, () => lookUpSession(request));
  if (session === null || stillValid(session, SESSION_ABSOLUTE_MS)) return session;
  sessions.forget(key);
  return sessions.get(key, () => lookUpSession(request));
}

/** The signed-in user or null; looked up once per request and only when a route asks. */
export function currentUser(request: FastifyRequest): Promise<SessionUser | null> {
  let pending = resolved.get(request);
  if (!pending) {
    pending = cachedSession(request).then((session) => session?.user ?? null);
    resolved.set(request, pending);
  }
  return pending;
}

/**
 * The signed-in user, or null at once when the request carries no credentials (lib/credentials.ts): a
 * visitor's answer needs no session lookup (Better Auth's getSession costs a good part of a cached page's
 * time even without a session), so the public lists they read stay one map lookup away.
 */
export function viewerIfAny(request: FastifyRequest): Promise<SessionUser | null> {
  return carriesCredentials(request.headers) ? currentUser(request) : Promise.resolve(null);
}

export async function requireUser(request: FastifyRequest): Promise<SessionUser> {
  const user = await currentUser(request);
  if (!user) throw unauthenticated();
  return user;
}

/** Forwards a Web Response from Better Auth to Fastify, keeping every Set-Cookie header. */
export async function sendWebResponse(reply: FastifyReply, response: Response): Promise<FastifyReply> {
  reply.status(response.status);
  response.headers.forEach((value, key) => {
    if (key !== 'set-cookie') reply.header(key, value);
  });
  const cookies = response.headers.getSetCookie();
  if (cookies.length) reply.header('set-cookie', cookies);
  if (!response.body) return reply.send(null);
  const text = await response.text();
  return reply.send(response.headers.get('content-type')?.includes('application/json') ? withoutSessionToken(text) : text);
}

/**
 * Better Auth echoes the session token in sign-in and sign-up bodies, and inside `session` objects
 * (get-session, list-sessions). The httpOnly cookie already carries it, and a token in a body is
 * readable by any script: drop every `token` key, at any depth.
 */
function withoutSessionToken(json: string): string {
  return JSON.stringify(JSON.parse(json), (key, value: unknown) => (key === 'token' ? undefined : value));
}

/** What an /api/auth/* call means for the security audit log, from its path and answer. */
function authEventKind(path: string, status: number): SecurityEventKind | null {
  const ok = status >= 200 && status < 300;
  if (path === '/sign-in/email') return ok ? 'sign_in' : status === 429 ? 'sign_in_locked' : status === 401 ? 'sign_in_failed' : null;
  if (path === '/sign-out') return ok ? 'sign_out' : null;
  if (path === '/change-password') return ok ? 'password_changed' : null;
  if (path === '/request-password-reset') return ok ? 'password_reset_requested' : null;
  return null;
}

/** Mounts Better Auth under /api/auth/* by turning the Fastify request into a Web Request. */
/**
 * Auth requests that only read or create a session; any other can end sessions or change a user
 * (sign-out, revoking, a password changed or reset, an e-mail verified or changed, an account
 * deleted), so cached sessions are forgotten after it, on every instance.
 */
const leavesSessionsAsTheyAre = (method: string, path: string) => (method === 'GET' && path === '/get-session') || path.startsWith('/sign-in/') || path.startsWith('/sign-up/');

async function authPlugin(app: FastifyInstance, options: { auth: Auth; db: Db; accountMail: AccountMail; caches: CacheRegistry }) {
  app.decorate('auth', options.auth);
  app.decorate('auditDb', options.db);
  app.decorate('sessionCache', {
    sessions: options.caches.use(sessionUsers),
    sessionCookie: (await options.auth.$context).authCookies.sessionToken.name,
    sessionsChanged: () => options.caches.changed('sessions'),
  });
  app.route({
    method: ['GET', 'POST'],
    url: '/api/auth/*',
    schema: { hide: true },
    async handler(request, reply) {
      const url = new URL(request.url, options.auth.options.baseURL as string);
      const path = url.pathname.replace(/^\/api\/auth/, '');
      // Resolving the caller first applies the absolute time-out to Better Auth's own endpoints
      // and tells the audit log who signed out or changed a password.
      const before = await viewerIfAny(request);
      const hasBody = request.method !== 'GET' && request.body !== undefined;
      const webRequest = new Request(url, {
        method: request.method,
        headers: authHeaders(request),
        body: hasBody ? JSON.stringify(request.body) : undefined,
      });
      const response = await options.accountMail.run({ path, db: options.db, log: request.log }, () => options.auth.handler(webRequest));
      if (!leavesSessionsAsTheyAre(request.method, path)) await app.sessionCache.sessionsChanged();
      const kind = authEventKind(path, response.status);
      if (kind) {
        const body = (request.body ?? {}) as { email?: unknown };
        const answer = kind === 'sign_in' ? ((await response.clone().json()) as { user?: { id: string; email: string } }) : null;
        await recordSecurityEvent(options.db, {
          kind,
          userId: answer?.user?.id ?? before?.id ?? null,
          email: answer?.user?.email ?? before?.email ?? (typeof body.email === 'string' ? body.email : null),
          ip: request.ip,
          userAgent: request.headers['user-agent'] ?? null,
        });
      }
      return sendWebResponse(reply, response);
    },
  });
}

export default fp(authPlugin, { name: 'auth' });
