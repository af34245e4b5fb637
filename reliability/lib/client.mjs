import http from 'node:http';
import { verificationLink } from './outbox.mjs';

// A browser-like API client for the server under test: same-origin requests with a session cookie.

/** Sends one request; resolves with the status and parsed JSON body (or null). */
export async function api(base, { method = 'GET', path, cookie, body }) {
  const headers = { origin: base };
  if (cookie) headers.cookie = cookie;
  if (body !== undefined) headers['content-type'] = 'application/json';
  const response = await fetch(`${base}${path}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
  const text = await response.text();
  let json;
  try {
    json = text ? JSON.parse(text) : null;
  } catch {
    json = text;
  }
  return { status: response.status, json, headers: response.headers };
}

/**
 * One request on its own connection (node:http): `written` resolves once the whole request has
 * been handed to the kernel, `status` with the answer's status or 'failed: <code>'.
 */
export function sendRaw(base, { method = 'GET', path, cookie, body }) {
  const payload = body === undefined ? undefined : JSON.stringify(body);
  const headers = { origin: base, ...(cookie ? { cookie } : {}), ...(payload ? { 'content-type': 'application/json' } : {}) };
  let written;
  const writtenPromise = new Promise((resolve) => (written = resolve));
  const status = new Promise((resolve) => {
    const request = http.request(`${base}${path}`, { method, headers, agent: false }, (response) => {
      response.resume();
      response.on('end', () => resolve(response.statusCode));
      response.on('error', (error) => resolve(`failed: ${error.code ?? error.message}`));
    });
    request.on('finish', written);
    request.on('error', (error) => {
      written();
      resolve(`failed: ${error.code ?? error.message}`);
    });
    request.end(payload);
  });
  return { written: writtenPromise, status };
}

/** Like api, but throws unless the status is the expected one. */
export async function expectStatus(base, request, status) {
  const response = await api(base, request);
  if (response.status !== status) {
    throw new Error(`${request.method ?? 'GET'} ${request.path}: expected ${status}, got ${response.status} ${JSON.stringify(response.json)}`);
  }
  return response.json;
}

/** The session cookie from a sign-in or sign-up response (its name has a __Secure- prefix in production). */
export function sessionCookie(headers) {
  const session = headers.getSetCookie().find((c) => c.split('=')[0].endsWith('better-auth.session_token'));
  if (!session) throw new Error('no session cookie was set');
  return session.split(';')[0];
}

export const PASSWORD = 'correct-horse-battery-staple';

/**
 * Signs a new user up through Better Auth, opens the verification link the server wrote to its
 * outbox (`server` is startServer's handle: base URL and DATA_DIR) or, for a server with SMTP_URL,
 * the one `server.verificationLink(email)` finds, and returns { id, email, cookie }.
 */
export async function signUp({ base, dataDir, verificationLink: linkFor }, label) {
  const email = `${label}@reliability.example`;
  const response = await api(base, {
    method: 'POST',
    path: '/api/auth/sign-up/email',
    body: { email, password: PASSWORD, name: `Test ${label}`, firstName: 'Test', lastName: label },
  });
  if (response.status !== 200) throw new Error(`sign-up of ${email} failed: ${response.status} ${JSON.stringify(response.json)}`);
  const link = linkFor ? await linkFor(email) : await verificationLink(dataDir, email);
  const opened = await fetch(`${base}${link.pathname}${link.search}`, { redirect: 'manual' });
  if (opened.status !== 302) throw new Error(`verification of ${email} failed: ${opened.status} ${await opened.text()}`);
  return { id: response.json.user.id, email, cookie: sessionCookie(opened.headers) };
}

export async function signIn(base, email, password = PASSWORD) {
  const response = await api(base, { method: 'POST', path: '/api/auth/sign-in/email', body: { email, password } });
  if (response.status !== 200) throw new Error(`sign-in of ${email} failed: ${response.status} ${JSON.stringify(response.json)}`);
  return sessionCookie(response.headers);
}

/** Onboarding as an investor: sets the role and creates the profile in one transaction. */
export async function becomeInvestor(base, user) {
  await expectStatus(
    base,
    {
      method: 'POST',
      path: '/api/investors',
      cookie: user.cookie,
      body: {
        type: 'angel',
        investmentThesis: 'Early-stage fintech and logistics across West and East Africa.',
        averageTicketSize: 50_000,
        minTicketSize: 10_000,
        maxTicketSize: 200_000,
        sectors: ['FinTech', 'Logistics'],
        geographies: ['Africa'],
        stages: ['Seed'],
      },
    },
    201,
  );
}

/** Makes two users accepted connections, so they may message each other. */
export async function connect(base, from, to) {
  const request = await expectStatus(base, { method: 'POST', path: '/api/users/connections', cookie: from.cookie, body: { addresseeId: to.id } }, 201);
  await expectStatus(base, { method: 'POST', path: `/api/users/connections/${request.id}/accept`, cookie: to.cookie }, 204);
}

/** Ids of the first `count` startups in the directory. */
export async function startupIds(base, cookie, count) {
  const ids = new Set();
  for (let offset = 0; ids.size < count; offset += 50) {
    const page = await expectStatus(base, { path: `/api/startups?limit=50&offset=${offset}&sort=recent`, cookie }, 200);
    if (page.length === 0) break;
    for (const startup of page) ids.add(startup.id);
  }
  return [...ids].slice(0, count);
}
