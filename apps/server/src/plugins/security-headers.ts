import type { IncomingMessage, ServerResponse } from 'node:http';
import helmet, { type HelmetOptions } from 'helmet';

/**
 * The headers Helmet would set for `options`, computed once. Our policy has no per-request part
 * (no CSP nonces, no directive functions), so every response gets the same headers; building
 * Helmet's middleware anew on each request, as @fastify/helmet does, parsed the CSP directives
 * every time: about a tenth of the CPU of a cached directory page (issue 10 profile).
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
