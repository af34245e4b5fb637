import type { FastifyRequest } from 'fastify';

/**
 * Whether a GET navigation came from this site itself (or was typed, bookmarked or opened
 * directly). A browser sends `Sec-Fetch-Site` on every request: `same-origin` for the app's own
 * links, `none` for an address typed or bookmarked, `same-site` or `cross-site` for a link on
 * another site. Without the header (an older browser, a script), a Referer from another origin
 * still counts as cross-site.
 */
export function isOwnNavigation(request: FastifyRequest): boolean {
  const site = request.headers['sec-fetch-site'];
  if (site !== undefined) return site === 'same-origin' || site === 'none';
  const referer = request.headers.referer;
  if (referer === undefined) return true;
  try {
    return new URL(referer).origin === `${request.protocol}://${request.headers.host}`;
  } catch {
    return false;
  }
}
