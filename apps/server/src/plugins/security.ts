import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import rateLimit from '@fastify/rate-limit';
import { errorCodes } from '@baobab/contracts/errors';
import type { Config } from '../config';
import type { RequestCounter } from '../integrations/request-counter/request-counter';
import { carriesCredentials } from '../lib/credentials';
import { sharedRateLimitStore } from './rate-limit-store';
import { forAssets, forVisitorPages, NOTHING_ALLOWED_CSP, staticSecurityHeaders } from './security-headers';
import type { VisitorAnswers } from './visitor-answers';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
const isJson = (contentType: unknown) => typeof contentType === 'string' && contentType.startsWith('application/json');

export const PRIVATE_NO_STORE = 'private, no-store';

/**
 * Calls authorised by a signed token in the URL, never by the session cookie, so a cross-site
 * request gains nothing: RFC 8058 one-click unsubscribe, which the mail provider POSTs.
 */
const TOKEN_AUTHORISED = new Set(['/api/notifications/unsubscribe', '/api/saved-searches/unsubscribe']);

/**
 * Security headers on every response, a per-address rate limit, and refusal of
 * state-changing API calls that a browser sends from a foreign origin (CSRF). `visitorAnswers`
 * gets the limit and a JSON answer's headers for the answers it sends before routing.
 * `sharedCounts` holds the API limit's counts when several instances may serve one client
 * (docs/architecture.md, Scale path); without it they stay in this process's memory.
 */
async function securityPlugin(app: FastifyInstance, options: { config: Config; sharedCounts?: RequestCounter; visitorAnswers?: VisitorAnswers }) {
  const { config } = options;
  const securityHeaders = staticSecurityHeaders({
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // React sets style properties through the DOM; a few primitives add small inline styles.
        styleSrc: ["'self'", "'unsafe-inline'"],
        // blob: shows data-room images fetched once by the in-app viewer (one audited view).
        imgSrc: ["'self'", 'data:', 'https:', 'blob:'],
        // Nothing is framed: PDFs are drawn on canvases by pdf.js, never in the browser's own viewer.
        frameSrc: ["'none'"],
        connectSrc: ["'self'"],
        fontSrc: ["'self'", 'data:'],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        baseUri: ["'self'"],
        // No form is ever sent by the browser itself: the app sends every one. One clicked before the app has
        // taken over a server-rendered page would go as a GET with its fields (a password) in the URL.
        formAction: ["'none'"],
        upgradeInsecureRequests: config.isProduction ? [] : null,
      },
    },
    hsts: config.isProduction ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    crossOriginEmbedderPolicy: false,
  });
  const assetHeaders = forAssets(securityHeaders);
  // A page for a visitor opens without the opener policy's process swap (forVisitorPages says why).
  const visitorPageHeaders = forVisitorPages(securityHeaders);
  const pageHeadersFor = (request: FastifyRequest) => (carriesCredentials(request.headers) ? securityHeaders : visitorPageHeaders);
  app.addHook('onRequest', (request, reply, done) => {
    const url = request.url;
    reply.headers(url.startsWith('/assets/') || url.startsWith('/api/') ? assetHeaders : pageHeadersFor(request));
    done();
  });
  // An /api answer is JSON but for a few: the unsubscribe page, redirects, files. JSON gets a CSP that
  // allows nothing; the others get the page's headers, except those the route set itself (a file's CSP).
  app.addHook('onSend', (request, reply, payload, done) => {
    if (!request.url.startsWith('/api/')) return done(null, payload);
    // An answer to someone signed in (or being signed in) may be theirs alone: confidential figures, a
    // data-room file. No browser, proxy or CDN keeps a copy, unless the route chose its own policy.
    // Public answers to visitors without credentials keep theirs (docs/security.md, "Caching").
    if (!reply.hasHeader('cache-control') && (carriesCredentials(request.headers) || reply.hasHeader('set-cookie'))) reply.header('cache-control', PRIVATE_NO_STORE);
    if (isJson(reply.getHeader('content-type'))) {
      if (!reply.hasHeader('content-security-policy')) reply.header('content-security-policy', NOTHING_ALLOWED_CSP);
    } else {
      for (const [name, value] of Object.entries(pageHeadersFor(request))) if (!reply.hasHeader(name)) reply.header(name, value);
    }
    done(null, payload);
  });

  await app.register(rateLimit, {
    max: config.rateLimitPerMinute,
    timeWindow: '1 minute',
    allowList: (request) => !request.url.startsWith('/api/'),
    // The limit headers only on a refusal (429, with Retry-After): on every answer they cost
    // bytes on metered mobile data and time on each request, and our client never reads them.
    addHeadersOnExceeding: { 'x-ratelimit-limit': false, 'x-ratelimit-remaining': false, 'x-ratelimit-reset': false },
    // If the shared store fails (Redis unreachable), the API answers unthrottled rather than not
    // at all; the failure is logged. The sign-in limit fails closed (plugins/better-auth.ts).
    ...(options.sharedCounts
      ? { store: sharedRateLimitStore(options.sharedCounts, 'api:', (error) => app.log.error({ err: error }, 'rate-limit store failed')), skipOnError: true }
      : {}),
  });

  // Visitors' answers sent before routing count against the same limit (the plugin's own limiter and
  // counts) and carry what a JSON answer to a visitor carries here.
  options.visitorAnswers?.guardWith(app.createRateLimit(), { ...assetHeaders, 'content-security-policy': NOTHING_ALLOWED_CSP });

  // Callback hooks rather than async ones: they run on every request (CPU profile, bench/README.md).
  app.addHook('onRequest', (request, reply, done) => {
    if (SAFE_METHODS.has(request.method) || !request.url.startsWith('/api/') || TOKEN_AUTHORISED.has(request.routeOptions.url ?? '')) return done();
    const origin = request.headers.origin;
    const ownOrigin = `${request.protocol}://${request.headers.host}`;
    const foreignOrigin = origin !== undefined && origin !== ownOrigin && !config.trustedOrigins.includes(origin);
    const crossSiteFetch = origin === undefined && request.headers['sec-fetch-site'] === 'cross-site';
    if (foreignOrigin || crossSiteFetch) {
      // Answering ends the request here; done() would run the route as well.
      reply.status(403).send({ message: 'Requests from other sites are not allowed', code: errorCodes.forbidden });
      return;
    }
    done();
  });
}

export default fp(securityPlugin, { name: 'security' });
