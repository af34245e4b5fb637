/**
 * Secrets that travel in URLs (password-reset and unsubscribe tokens, OpenID Connect codes and
 * state, invitation tokens) must never reach a log line. Query values whose name says they are
 * secret, and Better Auth's reset token in its path, are replaced; the rest stays readable.
 */
const SECRET_PARAMETER = /token|code|state|secret|password|key|signature|sig|otp/i;
export const REDACTED = '[redacted]';

/** Better Auth's reset link carries its token as a path segment. */
const SECRET_PATH = /(\/reset-password\/)[^/?]+/;

export function redactUrl(rawUrl: string): string {
  const url = rawUrl.replace(SECRET_PATH, `$1${REDACTED}`);
  const question = url.indexOf('?');
  if (question === -1) return url;
  const query = url.slice(question + 1).split('&').map((pair) => {
    const equals = pair.indexOf('=');
    if (equals === -1) return pair;
    const name = pair.slice(0, equals);
    let decoded = name;
    try {
      decoded = decodeURIComponent(name);
    } catch {
      // A malformed escape is logged as it came.
    }
    return SECRET_PARAMETER.test(decoded) ? `${name}=${REDACTED}` : pair;
  });
  return `${url.slice(0, question)}?${query.join('&')}`;
}
