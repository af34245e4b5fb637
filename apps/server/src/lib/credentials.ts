import { localeCookie } from '@baobab/i18n/locales';

/** Each cookie's name in a Cookie header: `a=1; b=2` → a, b. */
const COOKIE_NAMES = /(?:^|;)\s*([^=;\s]+)\s*=?/g;

/**
 * Whether a request carries credentials: an Authorization header, or any cookie but the page language's.
 * The one rule for who is a visitor, read by the security plugin (opener and caching policy), by the
 * answers sent to visitors before routing (plugins/visitor-answers.ts) and by the routes that look a
 * viewer up only when one may be there. A cookie this server does not know still counts (it may be a
 * session's under another name, behind a proxy); the language cookie never does: the web writes it on
 * every visit (markDocument), so counting it made everyone who had once used a public page a signed-in
 * caller to the server: the opener policy's new renderer on each public page (about 500 ms of Lighthouse's
 * blocking time at 6× on a dear-memory host), no answer before routing, no shared caching.
 */
export function carriesCredentials(headers: { cookie?: string; authorization?: string }): boolean {
  if (headers.authorization !== undefined) return true;
  if (headers.cookie === undefined) return false;
  const names = [...headers.cookie.matchAll(COOKIE_NAMES)].map((match) => match[1]);
  // An empty or unreadable Cookie header counts: the rule errs towards treating a caller as signed in.
  return names.length === 0 || names.some((name) => name !== localeCookie);
}
