import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { fromNodeHeaders } from 'better-auth/node';
import { unauthenticated } from '../lib/errors';
import { type Auth, CLIENT_IP_HEADER } from './better-auth';

export type SessionUser = {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  image: string | null;
  userType: 'founder' | 'investor' | null;
};

declare module 'fastify' {
  interface FastifyInstance {
    auth: Auth;
  }
}

const resolved = new WeakMap<FastifyRequest, Promise<SessionUser | null>>();

/** Headers for Better Auth: the client address comes from Fastify (trust-proxy aware), never from the client. */
export function authHeaders(request: FastifyRequest): Headers {
  const headers = fromNodeHeaders(request.headers);
  headers.set(CLIENT_IP_HEADER, request.ip);
  return headers;
}

/** The signed-in user or null; looked up once per request and only when a route asks. */
export function currentUser(request: FastifyRequest): Promise<SessionUser | null> {
  let pending = resolved.get(request);
  if (!pending) {
    pending = request.server.auth.api.getSession({ headers: authHeaders(request) }).then((session) => {
      if (!session) return null;
      const u = session.user as typeof session.user & { firstName: string; lastName: string; userType: string | null };
      return {
        id: u.id,
        email: u.email,
        firstName: u.firstName,
        lastName: u.lastName,
        image: u.image ?? null,
        userType: u.userType === 'founder' || u.userType === 'investor' ? u.userType : null,
      };
    });
    resolved.set(request, pending);
  }
  return pending;
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

/** Mounts Better Auth under /api/auth/* by turning the Fastify request into a Web Request. */
async function authPlugin(app: FastifyInstance, options: { auth: Auth }) {
  app.decorate('auth', options.auth);
  app.route({
    method: ['GET', 'POST'],
    url: '/api/auth/*',
    schema: { hide: true },
    async handler(request, reply) {
      const url = new URL(request.url, options.auth.options.baseURL as string);
      const hasBody = request.method !== 'GET' && request.body !== undefined;
      const webRequest = new Request(url, {
        method: request.method,
        headers: authHeaders(request),
        body: hasBody ? JSON.stringify(request.body) : undefined,
      });
      return sendWebResponse(reply, await options.auth.handler(webRequest));
    },
  });
}

export default fp(authPlugin, { name: 'auth' });
