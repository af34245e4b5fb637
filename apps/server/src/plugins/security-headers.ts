import type { IncomingMessage, ServerResponse } from 'node:http';
import helmet, { type HelmetOptions } from 'helmet';

/**
 * The headers Helmet would set for `options`, computed once. Our policy has no per-request part
 * (no CSP nonces, no directive functions), so every response gets the same headers; building
 * Helmet's middleware anew on each request, as @fastify/helmet does, parsed the CSP directives
 * every time: about a tenth of the CPU of a cached directory page (CPU profile, bench/README.md).
 */
export function staticSecurityHeaders(options: Readonly<HelmetOptions>): Readonly<Record<string, string>> {
  const headers: Record<string, string> = {};
  const recorder = {
    setHeader(name: string, value: string | number) {
      headers[name.toLowerCase()] = String(value);
    },
    removeHeader(name: string) {
      delete headers[name.toLowerCase()];
    },
  };
  let failure: unknown;
  // Helmet's middleware runs synchronously and reads nothing of the request for a static policy.
  helmet(options)({} as IncomingMessage, recorder as unknown as ServerResponse, (error?: unknown) => {
    failure = error;
  });
  if (failure) throw failure;
  return Object.freeze(headers);
}

/** The headers that still mean something on a script, stylesheet or image (see forAssets). */
const ASSET_HEADERS = ['x-content-type-options', 'cross-origin-resource-policy', 'strict-transport-security'];

/**
 * The part of `headers` for the web app's built files (/assets/*): a browser applies the CSP,
 * frame, referrer and opener policies of the document, never of a script or stylesheet it loads,
 * so on those they are bytes without effect. A directory visit loads about 25 such files; on a
 * slow mobile connection their 900 bytes of headers each were about a tenth of a second (Lighthouse).
 */
export function forAssets(headers: Readonly<Record<string, string>>): Readonly<Record<string, string>> {
  return Object.freeze(Object.fromEntries(Object.entries(headers).filter(([name]) => ASSET_HEADERS.includes(name))));
}

/**
 * The page headers for a request without credentials: all of `headers` but the opener policy. A
 * Cross-Origin-Opener-Policy makes the browser put the page in a browsing context group of its own, so a
 * navigation to it starts a new renderer instead of using the one the tab has (and Chrome on Android, which
 * isolates a site that sends it, starts a process on the phone). With every script blocked, that swap was
 * about 300 ms of Lighthouse's blocking time on each public page on this project's machines (bench/README.md,
 * "The opener policy's process swap"). What the policy guards is a signed-in window that another site holds a
 * reference to; a visitor's page has nothing of anyone's to probe, and every request with credentials keeps it.
 */
export function forVisitorPages(headers: Readonly<Record<string, string>>): Readonly<Record<string, string>> {
  return Object.freeze(Object.fromEntries(Object.entries(headers).filter(([name]) => name !== 'cross-origin-opener-policy')));
}

/**
 * A policy that lets nothing load, run or frame the answer: for what is never a page of ours (a JSON
 * answer, a file someone uploaded), in case a browser is ever made to open it as one (OWASP's REST
 * Security Cheat Sheet). On JSON the page's referrer, opener and frame policies say nothing, so an
 * /api call starts with the asset headers and gets this CSP when its answer is JSON (security.ts): a
 * bare node:http server sending the page's twelve headers answered 15 to 30% fewer requests (bench/README.md).
 */
export const NOTHING_ALLOWED_CSP = "default-src 'none'; frame-ancestors 'none'";
