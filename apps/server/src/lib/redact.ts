/**
 * Secrets that travel in URLs (password-reset and unsubscribe tokens, OpenID Connect codes and
 * state, invitation tokens) must never reach a log line. Query values whose name says they are
 * secret, and Better Auth's reset token in its path, are replaced; the rest stays readable.
 */
const SECRET_PARAMETER = /token|code|state|secret|password|key|signature|sig|otp|credential/i;
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

/** The password of user:password@ in any URL (SMTP_URL, DATABASE_URL, REDIS_URL quoted in an error message). */
const URL_PASSWORD = /(\b[a-z][a-z0-9+.-]*:\/\/[^\s:/@]*:)[^\s@/]*@/gi;
const HTTP_URL = /\bhttps?:\/\/[^\s"'<>]+/gi;
/** A cause's message is cut here: enough to say what failed, never a whole response body. */
const MESSAGE_LENGTH = 500;

/** `text` with URL passwords and secret URL parameters (signed S3 links included) replaced. */
export function redactText(text: string): string {
  return text.replace(URL_PASSWORD, `$1${REDACTED}@`).replace(HTTP_URL, (url) => redactUrl(url));
}

/** What a log line says about a failure of an outside service (S3, SMTP): see describeFailure. */
export type FailureCause = { name: string; message: string; code?: string; status?: number };

/**
 * The kind, code, status and message of a failure, secrets taken out, for a log line. Never the raw
 * error object: the SDK's carries the signed request and the response, nodemailer's the SMTP dialogue.
 */
export function describeFailure(error: unknown): FailureCause {
  if (!(error instanceof Error)) return { name: 'Error', message: redactText(String(error)).slice(0, MESSAGE_LENGTH) };
  const details = error as Error & { code?: unknown; responseCode?: unknown; $metadata?: { httpStatusCode?: unknown } };
  const status = details.$metadata?.httpStatusCode ?? details.responseCode;
  return {
    name: error.name,
    message: redactText(error.message).slice(0, MESSAGE_LENGTH),
    ...(typeof details.code === 'string' ? { code: details.code } : {}),
    ...(typeof status === 'number' ? { status } : {}),
  };
}
